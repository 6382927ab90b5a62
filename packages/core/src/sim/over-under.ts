import type { SimulationTeam } from './expected-points.ts';
import { playSeriesSteps, type SeriesOptions } from './play-series.ts';
import { runSimulationSteps, type SimulationSteps } from './simulation-batches.ts';

/** docs/product/over-under.md "Over/under simulation". Shares and confidences are percentages. */
export const OVER_UNDER_SIM = {
  overShareAtLeast: 60,
  underShareAtMost: 40,
  confidenceBase: 50,
  confidencePerShareDistance: 0.9,
  confidenceMax: 95,
  /** The average total is far from the line at this many points or more: confidence + 10. */
  farFromLine: 3,
  farBonus: 10,
  /** The average total is near the line at this many points or fewer: confidence − 10, not below 55 (nor above the base). */
  nearLine: 1,
  nearPenalty: 10,
  nearMinimum: 55,
} as const;

export type OverUnderSimulationRecommendation = 'OVER' | 'UNDER' | 'NEUTRAL';

export type OverUnderSimulationOptions = SeriesOptions;

/** docs/product/over-under.md "Over/under simulation", plus every game's total for a chart. Not rounded. */
export interface OverUnderSimulationResult {
  averageTotalPoints: number;
  totalGames: number;
  overCount: number;
  underCount: number;
  pushCount: number;
  recommendation: OverUnderSimulationRecommendation;
  confidence: number;
  bettingTotal: number;
  totals: number[];
}

/**
 * The over share is overCount / totalGames × 100 (pushes count in the denominator, as the percentages the
 * modal shows do). OVER at 60% or more, UNDER at 40% or less, otherwise NEUTRAL.
 */
export function overUnderRecommendation(overShare: number): OverUnderSimulationRecommendation {
  if (overShare >= OVER_UNDER_SIM.overShareAtLeast) return 'OVER';
  if (overShare <= OVER_UNDER_SIM.underShareAtMost) return 'UNDER';
  return 'NEUTRAL';
}

/**
 * Confidence, in this order: (1) 50 + 0.9 × |overShare − 50|, capped at 95; (2) if the average total is 3 or
 * more points from the line add 10, else if it is 1 or less subtract 10 but not below 55: a base of 55-65 ends
 * at 55 and a base under 55 stays as it is, since a subtraction must not raise a confidence (ADR 003);
 * (3) cap at 95 again so the bonus cannot pass it.
 */
export function overUnderSimulationConfidence(overShare: number, averageTotal: number, bettingTotal: number): number {
  const c = OVER_UNDER_SIM;
  const base = Math.min(c.confidenceMax, c.confidenceBase + c.confidencePerShareDistance * Math.abs(overShare - 50));
  const gap = Math.abs(averageTotal - bettingTotal);
  let confidence = base;
  if (gap >= c.farFromLine) confidence = base + c.farBonus;
  else if (gap <= c.nearLine) confidence = Math.min(base, Math.max(c.nearMinimum, base - c.nearPenalty));
  return Math.min(c.confidenceMax, confidence);
}

/**
 * The over/under simulation in steps: it pauses after each batch of 10 games with its progress and returns the
 * result after the last. Same seed, same result as simulateOverUnder.
 */
export function* overUnderSimulationSteps(
  team1: SimulationTeam,
  team2: SimulationTeam,
  bettingTotal: number,
  options: OverUnderSimulationOptions,
): SimulationSteps<OverUnderSimulationResult> {
  if (!Number.isFinite(bettingTotal) || bettingTotal < 0) {
    throw new RangeError(`Betting total must be a finite number of at least 0, got ${bettingTotal}`);
  }
  const totals: number[] = [];
  let overCount = 0;
  let underCount = 0;
  let points = 0;
  const games = yield* playSeriesSteps(team1, team2, options, (score1, score2, index) => {
    const total = score1 + score2;
    totals[index] = total;
    points += total;
    if (total > bettingTotal) overCount++;
    else if (total < bettingTotal) underCount++;
  });
  const averageTotalPoints = points / games;
  // Multiplied first: with 100 games the share is then exactly the count (55 / 100 × 100 is 55.00000000000001).
  const overShare = (overCount * 100) / games;
  return {
    averageTotalPoints,
    totalGames: games,
    overCount,
    underCount,
    pushCount: games - overCount - underCount,
    recommendation: overUnderRecommendation(overShare),
    confidence: overUnderSimulationConfidence(overShare, averageTotalPoints, bettingTotal),
    bettingTotal,
    totals,
  };
}

/** Plays the matchup `games` times and compares each game's total points with the betting total. */
export function simulateOverUnder(
  team1: SimulationTeam,
  team2: SimulationTeam,
  bettingTotal: number,
  options: OverUnderSimulationOptions,
): OverUnderSimulationResult {
  return runSimulationSteps(overUnderSimulationSteps(team1, team2, bettingTotal, options), options.onBatch);
}
