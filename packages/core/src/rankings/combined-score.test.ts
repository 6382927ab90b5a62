import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COMBINED_SCORE_COMPONENTS, NEUTRAL_METRIC_SCORE, combinedScore, normalizedMetric } from './combined-score.ts';
import type { CombinedScoreInput } from './combined-score.ts';
import { PERFORMANCE_SCALE_MAX } from './performance-badge.ts';

function allAt(pick: 'best' | 'worst'): CombinedScoreInput {
  return Object.fromEntries(COMBINED_SCORE_COMPONENTS.map((c) => [c.metric, c[pick]]));
}

describe('combinedScore (spec 1 §2.2)', () => {
  it('uses exactly the eight Combined Rankings metrics with weights summing to 1', () => {
    expect(COMBINED_SCORE_COMPONENTS.map((c) => c.metric).sort()).toEqual(
      [
        'atsWinPct',
        'fieldGoalsPerGame',
        'opponentPointsPerGame',
        'opponentRedZoneScoresPerGame',
        'pointsPerGame',
        'redZoneScoringPct',
        'thirdDownPct',
        'turnoversPerGame',
      ].sort(),
    );
    const total = COMBINED_SCORE_COMPONENTS.reduce((sum, c) => sum + c.weight, 0);
    expect(total).toBeCloseTo(1, 10);
  });

  it('scales to the performance maximum of 75', () => {
    expect(PERFORMANCE_SCALE_MAX).toBe(75);
    expect(combinedScore(allAt('best'))).toBeCloseTo(75, 10);
    expect(combinedScore(allAt('worst'))).toBe(0);
  });

  it('gives every missing metric a neutral 0.5, so an empty record scores 37.5', () => {
    expect(NEUTRAL_METRIC_SCORE).toBe(0.5);
    expect(combinedScore({})).toBeCloseTo(37.5, 10);
    expect(combinedScore({ ...allAt('best'), atsWinPct: null, redZoneScoringPct: null })).toBeCloseTo(75 - 0.2 * 0.5 * 75, 10);
  });

  it('inverts lower-is-better metrics and clamps beyond the bounds', () => {
    const turnovers = COMBINED_SCORE_COMPONENTS.find((c) => c.metric === 'turnoversPerGame');
    if (!turnovers) throw new Error('missing turnovers component');
    expect(normalizedMetric(turnovers, 0.5)).toBe(1);
    expect(normalizedMetric(turnovers, 2.5)).toBe(0);
    expect(normalizedMetric(turnovers, 1.5)).toBeCloseTo(0.5, 10);
    expect(normalizedMetric(turnovers, 9)).toBe(0);
    expect(normalizedMetric(turnovers, Number.NaN)).toBe(0.5);
    expect(combinedScore({ opponentPointsPerGame: 10 })).toBeGreaterThan(combinedScore({ opponentPointsPerGame: 30 }));
  });

  it('always lies within 0..75', () => {
    const input = fc.record(
      Object.fromEntries(
        COMBINED_SCORE_COMPONENTS.map((c) => [c.metric, fc.option(fc.double({ noNaN: false }), { nil: null })]),
      ),
    );
    fc.assert(
      fc.property(input, (stats) => {
        const score = combinedScore(stats);
        return score >= 0 && score <= PERFORMANCE_SCALE_MAX;
      }),
    );
  });

  it('never falls when one metric improves', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COMBINED_SCORE_COMPONENTS),
        fc.double({ min: -10, max: 120, noNaN: true }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        (component, value, step) => {
          const direction = component.best > component.worst ? 1 : -1;
          const better = value + direction * step;
          return combinedScore({ [component.metric]: better }) >= combinedScore({ [component.metric]: value });
        },
      ),
    );
  });
});
