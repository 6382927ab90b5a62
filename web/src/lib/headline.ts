import type { ModelPredictResponse } from '@playbook/contracts';
import type { LegProbabilitySource } from '@playbook/core';
import { modelFavourite, modelOverProbability, modelTotalSide, totalStory, type TotalSide } from '@/lib/model-story';
import type { League } from '@/lib/league';

/**
 * The one prediction a screen headlines (ADR 048): the Playbook model's where it knows the game, else the stat
 * comparison's. Everything a screen derives (spread verdict, edge, the watchlist entry) reads this.
 */
export interface MatchupHeadline {
  source: 'model' | 'stats';
  winner: string;
  /** The winner's chance of winning, 0-1. */
  probability: number;
  /** The winner's predicted margin in points, ≥ 0. */
  margin: number;
  /** The predicted total points; null when only the stat comparison speaks (it predicts no total). */
  total: number | null;
}

/** The stat comparison's side of a matchup: its winner, a 50-95 confidence and a margin (docs/product/matchup-predictor.md). */
export interface StatMatchup {
  winner: string;
  confidence: number;
  spread: number;
  evenlyMatched: boolean;
}

/** What the headline hooks read when a screen has no stat comparison yet (they then ask the model nothing). */
export const NO_STAT_MATCHUP: StatMatchup = { winner: '', confidence: 50, spread: 0, evenlyMatched: true };

export function modelHeadline(answer: ModelPredictResponse, homeName: string, awayName: string): MatchupHeadline {
  const favourite = modelFavourite(answer, homeName, awayName);
  return { source: 'model', winner: favourite.team, probability: favourite.probability, margin: favourite.margin, total: answer.prediction.total };
}

export function statHeadline(stat: StatMatchup): MatchupHeadline {
  return { source: 'stats', winner: stat.winner, probability: stat.confidence / 100, margin: stat.spread, total: null };
}

/**
 * The stat comparison beside a model headline: the team its weighted stats favour and whether that is the
 * headline's pick. No confidence or margin of its own: those would be a second prediction.
 */
export function statEdgeStory(stat: Pick<StatMatchup, 'winner' | 'evenlyMatched'>, headline: MatchupHeadline): string {
  if (stat.evenlyMatched) return 'Stat edge: none, the weighted stats are evenly matched.';
  if (headline.source === 'stats') return `Stat edge: ${stat.winner}.`;
  return stat.winner === headline.winner
    ? `Stat edge: ${stat.winner}, the same side as the Playbook model.`
    : `Stat edge: ${stat.winner}; the Playbook model still makes ${headline.winner} the winner.`;
}

/** The one over/under call a screen headlines: the Playbook model's total against the line where it knows the game. */
export interface TotalHeadline {
  source: 'model' | 'stats';
  /** The side called; null when the model's total sits exactly on the line. */
  side: TotalSide | null;
  total: number;
  /** The chance of the side called, 0-1 (0.5 on the line). */
  probability: number;
}

export function modelTotalHeadline(modelTotal: number, bettingTotal: number, league: League): TotalHeadline {
  const side = modelTotalSide(modelTotal, bettingTotal);
  const over = modelOverProbability(modelTotal, bettingTotal, league);
  return { source: 'model', side, total: modelTotal, probability: side === 'UNDER' ? 1 - over : over };
}

/** The stat comparison's over/under call: its side, its heuristic total and a 50-95 confidence. */
export interface StatTotal {
  recommendation: TotalSide;
  predictedTotal: number;
  confidence: number;
}

function statTotalHeadline(stat: StatTotal): TotalHeadline {
  return { source: 'stats', side: stat.recommendation, total: stat.predictedTotal, probability: stat.confidence / 100 };
}

/**
 * Which total a screen headlines (ADR 048): the Playbook model's against the line when it answered for the game
 * (`model`: its total and league), else the stat comparison's. Every over/under headline is chosen here.
 */
export function totalHeadline(model: { total: number; league: League } | null, stat: StatTotal, bettingTotal: number): TotalHeadline {
  return model === null ? statTotalHeadline(stat) : modelTotalHeadline(model.total, bettingTotal, model.league);
}

/** The stat comparison's side of the total beside the headline, without a total of its own. */
export function statTotalStory(statSide: TotalSide, bettingTotal: number, headline: TotalHeadline): string {
  return headline.source === 'stats' ? `Stat edge: ${statSide} ${bettingTotal}.` : totalStory(statSide, bettingTotal, headline.total);
}

/** Where a headline comes from, as the screens caption it. */
export function headlineSourceText(source: MatchupHeadline['source']): string {
  return source === 'model' ? 'Playbook model' : 'Stat comparison (the Playbook model does not know this game)';
}

/** Where a parlay leg's probability comes from, as the analysis and the success predictor say it (ADR 063). */
export function legSourceText(source: LegProbabilitySource): string {
  if (source === 'Playbook model') return 'Playbook model';
  if (source === 'market') return 'market price (no stored stats for both teams)';
  return 'stat comparison (the Playbook model does not know this game)';
}
