import { metricValue } from '../rankings/team-metric.ts';
import type { MatchupMetric } from './matchup-metrics.ts';
import { IDEAL_SECONDS_PER_PLAY, SINGLE_VALUE_CREDIT } from './matchup-metrics.ts';

export type MatchupSide = 'team1' | 'team2';
export type MatchupAdvantage = MatchupSide | 'even';

export interface MetricComparison {
  readonly metric: MatchupMetric;
  readonly team1Value: number | null;
  readonly team2Value: number | null;
  /** Null when neither team has a value (the metric is not compared). */
  readonly advantage: MatchupAdvantage | null;
  /** True when only one team had a value and got the 10% credit. */
  readonly singleValue: boolean;
  readonly team1Credit: number;
  readonly team2Credit: number;
  /** The weight this comparison adds to the compared total; always team1Credit + team2Credit. */
  readonly comparedWeight: number;
}

/** How much better team1's value is than team2's (positive favours team1), in the metric's own units. */
function edgeOfTeam1(metric: MatchupMetric, value1: number, value2: number): number {
  switch (metric.better) {
    case 'higher':
      return value1 - value2;
    case 'lower':
      return value2 - value1;
    case 'closest':
      return Math.abs(value2 - IDEAL_SECONDS_PER_PLAY) - Math.abs(value1 - IDEAL_SECONDS_PER_PLAY);
  }
}

/**
 * One metric of the head-to-head (docs/product/matchup-predictor.md). Both values: a difference above the tie threshold gives the
 * whole weight to the better team; a tie (difference at or under the threshold) splits it, so the teams'
 * credits always add up to the compared weight and the winner's share is at least half. One value only: that
 * team gets 10% of the weight, which is also all that is added to the compared weight.
 */
export function compareMatchupMetric(
  metric: MatchupMetric,
  rawValue1: number | null | undefined,
  rawValue2: number | null | undefined,
): MetricComparison {
  const team1Value = metricValue(rawValue1);
  const team2Value = metricValue(rawValue2);
  const base = { metric, team1Value, team2Value, singleValue: false };
  if (team1Value === null && team2Value === null) {
    return { ...base, advantage: null, team1Credit: 0, team2Credit: 0, comparedWeight: 0 };
  }
  if (team1Value === null || team2Value === null) {
    const credit = metric.weight * SINGLE_VALUE_CREDIT;
    const side: MatchupSide = team1Value === null ? 'team2' : 'team1';
    return {
      ...base,
      singleValue: true,
      advantage: side,
      team1Credit: side === 'team1' ? credit : 0,
      team2Credit: side === 'team2' ? credit : 0,
      comparedWeight: credit,
    };
  }
  const edge = edgeOfTeam1(metric, team1Value, team2Value);
  if (Math.abs(edge) <= metric.tieThreshold) {
    const half = metric.weight / 2;
    return { ...base, advantage: 'even', team1Credit: half, team2Credit: half, comparedWeight: metric.weight };
  }
  const side: MatchupSide = edge > 0 ? 'team1' : 'team2';
  return {
    ...base,
    advantage: side,
    team1Credit: side === 'team1' ? metric.weight : 0,
    team2Credit: side === 'team2' ? metric.weight : 0,
    comparedWeight: metric.weight,
  };
}
