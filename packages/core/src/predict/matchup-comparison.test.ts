import { describe, expect, it } from 'vitest';
import { compareMatchupMetric } from './matchup-comparison.ts';
import { MATCHUP_METRICS } from './matchup-metrics.ts';

function metric(key: string) {
  const found = MATCHUP_METRICS.find((m) => m.key === key);
  if (!found) throw new Error(`no metric ${key}`);
  return found;
}

describe('compareMatchupMetric (docs/product/matchup-predictor.md)', () => {
  it('gives the whole weight to the better team beyond the tie threshold', () => {
    const result = compareMatchupMetric(metric('thirdDownPct'), 42, 40);
    expect(result).toMatchObject({ advantage: 'team1', team1Credit: 0.12, team2Credit: 0, comparedWeight: 0.12 });
    expect(compareMatchupMetric(metric('opponentPointsPerGame'), 20, 19.5)).toMatchObject({ advantage: 'team2', team2Credit: 0.18 });
  });

  it('splits the weight on a tie, the threshold itself included', () => {
    expect(compareMatchupMetric(metric('thirdDownPct'), 41, 40)).toMatchObject({ advantage: 'even', team1Credit: 0.06, team2Credit: 0.06 });
    expect(compareMatchupMetric(metric('thirdDownPct'), 41.5, 40).advantage).toBe('team1');
    expect(compareMatchupMetric(metric('strengthOfSchedule'), 2.5, 0.5).advantage).toBe('even');
    expect(compareMatchupMetric(metric('strengthOfSchedule'), 2.75, 0.5).advantage).toBe('team1');
    expect(compareMatchupMetric(metric('favoredScore'), 60, 58).advantage).toBe('even');
    expect(compareMatchupMetric(metric('pointsPerGame'), 20.0625, 20).advantage).toBe('even');
    expect(compareMatchupMetric(metric('pointsPerGame'), 20.125, 20).advantage).toBe('team1');
  });

  it('prefers the pace closest to 26.5 seconds per play', () => {
    expect(compareMatchupMetric(metric('secondsPerPlay'), 26, 28).advantage).toBe('team1');
    expect(compareMatchupMetric(metric('secondsPerPlay'), 24, 27).advantage).toBe('team2');
    expect(compareMatchupMetric(metric('secondsPerPlay'), 25, 28).advantage).toBe('even');
  });

  it('credits a lone value with 10% of the weight', () => {
    const result = compareMatchupMetric(metric('atsWinPct'), null, 55);
    expect(result.advantage).toBe('team2');
    expect(result.singleValue).toBe(true);
    expect(result.team2Credit).toBeCloseTo(0.01, 12);
    expect(result.comparedWeight).toBeCloseTo(0.01, 12);
    expect(result.team1Credit).toBe(0);
  });

  it('skips a metric neither team has', () => {
    expect(compareMatchupMetric(metric('atsWinPct'), null, undefined)).toMatchObject({ advantage: null, comparedWeight: 0 });
    expect(compareMatchupMetric(metric('atsWinPct'), Number.NaN, null).advantage).toBeNull();
  });
});
