import type { LiveBettingLine, TeamStatsRecord, WeeklyRecommendationRecord } from '@playbook/contracts';
import {
  highConfidenceAlternatives,
  impliedProbability,
  legFromLine,
  legProbability,
  parseSelection,
  pickRecommendation,
  pickSide,
  predictMatchup,
  predictOverUnder,
  splitMatchup,
  type LegProbability,
  type MatchupPrediction,
  type OverUnderPrediction,
  type PickRecommendation,
} from '@playbook/core';
import { gameDataOf, type ModelLookup } from './selection-analysis';

/** A high-confidence alternative with its game's kick-off from the slate (the record has none), for the fitted model's rest. */
export type Alternative = WeeklyRecommendationRecord & { gameTime: string | null };

export interface GameStats {
  awayName: string;
  homeName: string;
  away: TeamStatsRecord | null;
  home: TeamStatsRecord | null;
  leg: LegProbability;
  prediction: MatchupPrediction | null;
  overUnder: OverUnderPrediction | null;
  recommendation: PickRecommendation | null;
  alternatives: Alternative[];
  /** The leg's game's kick-off (ISO), so the fitted model counts each team's rest. */
  gameTime: string;
}

/** The game's main line of a market: the leg's bookmaker first, then any bookmaker's. */
function mainLineOf(lines: readonly LiveBettingLine[], leg: LiveBettingLine, accept: (line: LiveBettingLine) => boolean) {
  const candidates = lines.filter((line) => line.eventId === leg.eventId && !line.isAlternate && accept(line));
  return candidates.find((line) => line.bookmaker === leg.bookmaker) ?? candidates[0];
}

function totalLineOf(lines: readonly LiveBettingLine[], leg: LiveBettingLine): number | null {
  const own = parseSelection(leg.description);
  if (own.kind === 'total') return own.line;
  const main = mainLineOf(lines, leg, (line) => line.type === 'total');
  const parsed = main ? parseSelection(main.description) : null;
  return parsed?.kind === 'total' ? parsed.line : null;
}

/** Which side of its game a spread line gives or takes points for; null for other lines. */
function spreadSideOf(line: LiveBettingLine): 'away' | 'home' | null {
  const parsed = parseSelection(line.description);
  return line.type === 'spread' && parsed.kind === 'spread' ? pickSide(line.matchup, parsed.team) : null;
}

/**
 * The Game Stats Analysis dialog's model output for one leg (docs/product/live-slate.md): the matchup and over/under
 * predictions of its game, keep / switch / avoid for the pick, and for avoid the high-confidence alternatives
 * from the weekly recommendations. `rated` is the leg as the parlay analysis rated it (the Playbook model's
 * where it knows the game, ADR 063), so the dialog judges the pick by the probability its leg card shows.
 */
export function gameStatsOf(
  leg: LiveBettingLine,
  lookup: ModelLookup,
  slateLines: readonly LiveBettingLine[],
  recommendations: readonly WeeklyRecommendationRecord[],
  fair: number | undefined,
  rated?: LegProbability,
): GameStats {
  const { away: awayName, home: homeName } = splitMatchup(leg.matchup);
  const data = gameDataOf(leg, lookup);
  const { away, home } = data;
  const result = rated ?? legProbability(legFromLine(leg), data, fair ?? impliedProbability(leg.odds));
  const teams = { away: lookup.team(leg.league, awayName), home: lookup.team(leg.league, homeName) };
  const base = { awayName, homeName, ...teams, leg: result, gameTime: leg.gameTime };
  if (!away || !home) return { ...base, prediction: null, overUnder: null, recommendation: null, alternatives: [] };
  const injuries = { team1Injuries: data.awayInjuries ?? [], team2Injuries: data.homeInjuries ?? [] };
  const prediction = predictMatchup(away, home, injuries);
  const total = totalLineOf(slateLines, leg);
  const overUnder = total !== null && total > 0 ? predictOverUnder(away, home, total, injuries) : null;
  const side = result.pick ? pickSide(leg.matchup, result.pick) : null;
  const pickSpread = side === null ? undefined : mainLineOf(slateLines, leg, (line) => spreadSideOf(line) === side);
  const recommendation = pickRecommendation({
    betType: leg.type,
    pick: result.pick ?? leg.description,
    probability: result.probability,
    agreesWithModel: result.agreesWithModel,
    predictedSpread: prediction.spread,
    pickSpreadLine: pickSpread?.description ?? null,
  });
  const gameTimeOf = (eventId: string): string | null => slateLines.find((line) => line.eventId === eventId)?.gameTime ?? null;
  const alternatives = (recommendation.type === 'avoid' ? highConfidenceAlternatives(recommendations, leg.matchup) : []).map(
    (alternative): Alternative => ({ ...alternative, gameTime: gameTimeOf(alternative.eventId) }),
  );
  return { ...base, prediction, overUnder, recommendation, alternatives };
}
