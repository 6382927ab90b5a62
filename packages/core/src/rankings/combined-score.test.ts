import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COMBINED_SCORE_COMPONENTS, NEUTRAL_METRIC_SCORE, combinedScore, normalizedMetric } from './combined-score.ts';
import type { CombinedScoreInput } from './combined-score.ts';
import type { League } from './team-stats.ts';
import { PERFORMANCE_SCALE_MAX, performanceBadge } from './performance-badge.ts';

function allAt(pick: 'best' | 'worst', league: League = 'NCAA'): CombinedScoreInput {
  return { league, ...Object.fromEntries(COMBINED_SCORE_COMPONENTS[league].map((c) => [c.metric, c[pick]])) };
}
const ncaa = COMBINED_SCORE_COMPONENTS.NCAA;

describe('combinedScore (docs/product/dashboard.md)', () => {
  it.each(['NFL', 'NCAA'] as const)('uses exactly the eight Combined Rankings metrics with weights summing to 1 (%s)', (league) => {
    const components = COMBINED_SCORE_COMPONENTS[league];
    expect(components.map((c) => c.metric).sort()).toEqual(
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
    const total = components.reduce((sum, c) => sum + c.weight, 0);
    expect(total).toBeCloseTo(1, 10);
  });

  it('scales to the performance maximum of 75', () => {
    expect(PERFORMANCE_SCALE_MAX).toBe(75);
    for (const league of ['NFL', 'NCAA'] as const) {
      expect(combinedScore(allAt('best', league))).toBeCloseTo(75, 10);
      expect(combinedScore(allAt('worst', league))).toBe(0);
    }
  });

  it('gives every missing metric a neutral 0.5, so an empty record scores 37.5', () => {
    expect(NEUTRAL_METRIC_SCORE).toBe(0.5);
    expect(combinedScore({ league: 'NCAA' })).toBeCloseTo(37.5, 10);
    expect(combinedScore({ ...allAt('best'), atsWinPct: null, redZoneScoringPct: null })).toBeCloseTo(75 - 0.2 * 0.5 * 75, 10);
  });

  it('inverts lower-is-better metrics and clamps beyond the bounds', () => {
    const turnovers = ncaa.find((c) => c.metric === 'turnoversPerGame');
    if (!turnovers) throw new Error('missing turnovers component');
    expect(normalizedMetric(turnovers, 0.5)).toBe(1);
    expect(normalizedMetric(turnovers, 2.5)).toBe(0);
    expect(normalizedMetric(turnovers, 1.5)).toBeCloseTo(0.5, 10);
    expect(normalizedMetric(turnovers, 9)).toBe(0);
    expect(normalizedMetric(turnovers, Number.NaN)).toBe(0.5);
    expect(combinedScore({ league: 'NCAA', opponentPointsPerGame: 10 })).toBeGreaterThan(combinedScore({ league: 'NCAA', opponentPointsPerGame: 30 }));
  });

  it('always lies within 0..75', () => {
    const input = fc.record(
      Object.fromEntries(
        ncaa.map((c) => [c.metric, fc.option(fc.double({ noNaN: false }), { nil: null })]),
      ),
    );
    fc.assert(
      fc.property(input, fc.constantFrom<League>('NFL', 'NCAA'), (stats, league) => {
        const score = combinedScore({ ...stats, league });
        return score >= 0 && score <= PERFORMANCE_SCALE_MAX;
      }),
    );
  });

  it('never falls when one metric improves', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<League>('NFL', 'NCAA').chain((league) => fc.tuple(fc.constant(league), fc.constantFrom(...COMBINED_SCORE_COMPONENTS[league]))),
        fc.double({ min: -10, max: 120, noNaN: true }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        ([league, component], value, step) => {
          const direction = component.best > component.worst ? 1 : -1;
          const better = value + direction * step;
          return combinedScore({ league, [component.metric]: better }) >= combinedScore({ league, [component.metric]: value });
        },
      ),
    );
  });

  it('scores a real contender Excellent in the NFL and an average team Needs Improvement', () => {
    // 2024 Detroit Lions: 33.2 points a game, 20.1 allowed, 48% on third down, 70% red-zone touchdowns.
    const lions = { league: 'NFL', pointsPerGame: 33.2, opponentPointsPerGame: 20.1, thirdDownPct: 48, redZoneScoringPct: 70, atsWinPct: 70, opponentRedZoneScoresPerGame: 2.2, turnoversPerGame: 1, fieldGoalsPerGame: 1.8 } as const;
    expect(performanceBadge(combinedScore(lions))).toBe('Excellent');
    const average = { league: 'NFL', pointsPerGame: 22, opponentPointsPerGame: 22, thirdDownPct: 39, redZoneScoringPct: 55, atsWinPct: 50, opponentRedZoneScoresPerGame: 2.4, turnoversPerGame: 1.2, fieldGoalsPerGame: 1.7 } as const;
    expect(performanceBadge(combinedScore(average))).toBe('Needs Improvement');
  });
});
