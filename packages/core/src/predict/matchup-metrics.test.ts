import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIE_THRESHOLD,
  IDEAL_SECONDS_PER_PLAY,
  MATCHUP_METRICS,
  PERCENT_TIE_THRESHOLD,
  SINGLE_VALUE_CREDIT,
  WIDE_TIE_THRESHOLD,
} from './matchup-metrics.ts';

function metric(key: string) {
  const found = MATCHUP_METRICS.find((m) => m.key === key);
  if (!found) throw new Error(`no metric ${key}`);
  return found;
}

describe('head-to-head matchup weights (docs/product/matchup-predictor.md)', () => {
  it('has the 16 weights verbatim, summing to 1.51', () => {
    expect(MATCHUP_METRICS.map((m) => [m.label, m.weight])).toEqual([
      ['Opponent PPG', 0.18],
      ['Opponent red zone scores per game', 0.18],
      ['Opponent red zone %', 0.16],
      ['Strength of schedule', 0.15],
      ['Points per play margin', 0.13],
      ['3rd down %', 0.12],
      ['Time of possession', 0.1],
      ['Red zone %', 0.1],
      ['ATS %', 0.1],
      ['Favored score', 0.1],
      ['PPG', 0.08],
      ['Seconds per play', 0.06],
      ['Yards per play', 0.03],
      ['Field goals', 0.01],
      ['Turnovers', 0.01],
      ['Penalties', 0],
    ]);
    expect(new Set(MATCHUP_METRICS.map((m) => m.key)).size).toBe(16);
    expect(MATCHUP_METRICS.reduce((sum, m) => sum + m.weight, 0)).toBeCloseTo(1.51, 10);
  });

  it('prefers lower values for opponent metrics, turnovers and penalties, and 26.5 s per play', () => {
    const lower = MATCHUP_METRICS.filter((m) => m.better === 'lower').map((m) => m.key);
    expect(lower).toEqual([
      'opponentPointsPerGame',
      'opponentRedZoneScoresPerGame',
      'opponentRedZoneScoringPct',
      'turnoversPerGame',
      'penaltiesPerGame',
    ]);
    expect(metric('secondsPerPlay').better).toBe('closest');
    expect(IDEAL_SECONDS_PER_PLAY).toBe(26.5);
  });

  it('uses tie thresholds 1 for percentages and ATS, 2 for SOS and favored score, else 0.1', () => {
    expect([PERCENT_TIE_THRESHOLD, WIDE_TIE_THRESHOLD, DEFAULT_TIE_THRESHOLD]).toEqual([1, 2, 0.1]);
    for (const key of ['thirdDownPct', 'redZoneScoringPct', 'opponentRedZoneScoringPct', 'atsWinPct']) {
      expect(metric(key).tieThreshold, key).toBe(1);
    }
    expect(metric('strengthOfSchedule').tieThreshold).toBe(2);
    expect(metric('favoredScore').tieThreshold).toBe(2);
    const rest = MATCHUP_METRICS.filter((m) => m.tieThreshold === 0.1);
    expect(rest).toHaveLength(10);
  });

  it('credits 10% of the weight to a lone value', () => {
    expect(SINGLE_VALUE_CREDIT).toBe(0.1);
  });
});
