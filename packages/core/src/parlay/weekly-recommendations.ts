/**
 * docs/product/live-slate.md "Weekly recommendation" (game, betType, selection, confidence, reasoning), built from the same
 * models as the parlay analysis: per game, the predicted winner's side and the over/under model's total, each
 * priced at one bookmaker's main line and rated by legProbability.
 */
import { impliedProbability } from '../odds/convert.ts';
import { predictMatchup } from '../predict/matchup-prediction.ts';
import { predictOverUnder } from '../predict/over-under-prediction.ts';
import type { BettingLineType } from './betting-line.ts';
import { legProbability, pickSide, type LegGameData } from './leg-probability.ts';
import { parseSelection } from './parse-selection.ts';

export interface RecommendationLine {
  type: BettingLineType;
  description: string;
  odds: number;
}

export interface RecommendationGame extends LegGameData {
  /** 'Away @ Home'. */
  game: string;
  /** One bookmaker's main (not alternate) lines of the game. */
  lines: readonly RecommendationLine[];
}

export interface WeeklyRecommendation {
  game: string;
  betType: BettingLineType;
  selection: string;
  odds: number;
  /** Percent: the leg probability of the selection. */
  confidence: number;
  reasoning: string[];
}

const REASONS_KEPT = 3;

function rated(game: RecommendationGame, line: RecommendationLine, reasoning: readonly string[]): WeeklyRecommendation {
  const leg = { game: game.game, selection: line.description, odds: line.odds, type: line.type };
  const result = legProbability(leg, game, impliedProbability(line.odds));
  return {
    game: game.game,
    betType: line.type,
    selection: line.description,
    odds: line.odds,
    confidence: result.probability,
    reasoning: [result.basis, ...reasoning].slice(0, REASONS_KEPT),
  };
}

/**
 * The side the model likes: of the two main spreads, the one with the higher leg probability (taking the
 * points can beat laying too many with the predicted winner); without spreads, the predicted winner's moneyline.
 */
function sideRecommendation(game: RecommendationGame): WeeklyRecommendation | null {
  const { away, home } = game;
  if (!away || !home) return null;
  const prediction = predictMatchup(away, home, { team1Injuries: game.awayInjuries ?? [], team2Injuries: game.homeInjuries ?? [] });
  if (prediction.evenlyMatched) return null;
  const winnerSide = prediction.winner === away.teamName ? 'away' : 'home';
  const sideOf = (line: RecommendationLine): 'away' | 'home' | null => {
    const parsed = parseSelection(line.description);
    return (parsed.kind === 'spread' || parsed.kind === 'moneyline') && parsed.kind === line.type ? pickSide(game.game, parsed.team) : null;
  };
  const spreads = game.lines
    .filter((line) => line.type === 'spread' && sideOf(line) !== null)
    .map((line) => rated(game, line, prediction.reasoning))
    .sort((a, b) => b.confidence - a.confidence);
  if (spreads[0]) return spreads[0];
  const moneyline = game.lines.find((line) => line.type === 'moneyline' && sideOf(line) === winnerSide);
  return moneyline ? rated(game, moneyline, prediction.reasoning) : null;
}

function totalRecommendation(game: RecommendationGame): WeeklyRecommendation | null {
  const { away, home } = game;
  const first = game.lines.find((line) => line.type === 'total');
  const parsed = first ? parseSelection(first.description) : null;
  if (!away || !home || away.league !== home.league || parsed?.kind !== 'total') return null;
  const prediction = predictOverUnder(away, home, parsed.line, { team1Injuries: game.awayInjuries ?? [], team2Injuries: game.homeInjuries ?? [] });
  const side = prediction.recommendation === 'OVER' ? 'over' : 'under';
  const line = game.lines.find((candidate) => {
    const read = parseSelection(candidate.description);
    return candidate.type === 'total' && read.kind === 'total' && read.side === side && read.line === parsed.line;
  });
  return line ? rated(game, line, prediction.reasoning.slice(1)) : null;
}

/** Every game's side and total recommendation, strongest first (ties keep the games' order). */
export function weeklyRecommendations(games: readonly RecommendationGame[]): WeeklyRecommendation[] {
  const all = games.flatMap((game) => [sideRecommendation(game), totalRecommendation(game)].filter((r) => r !== null));
  return all.map((r, index) => ({ r, index })).sort((a, b) => b.r.confidence - a.r.confidence || a.index - b.index).map(({ r }) => r);
}
