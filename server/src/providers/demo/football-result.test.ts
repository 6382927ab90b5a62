import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng } from '@playbook/core';
import { playFootballGame, scoreAt, scoringKinds } from './football-result.ts';

const POINTS = { touchdown: 7, fieldGoal: 3, safety: 2 } as const;

describe('scoringKinds', () => {
  it('splits points into the fewest safeties, then the most touchdowns', () => {
    expect(scoringKinds(0)).toEqual([]);
    expect(scoringKinds(9)).toEqual(['fieldGoal', 'fieldGoal', 'fieldGoal']);
    expect(scoringKinds(10)).toEqual(['touchdown', 'fieldGoal']);
    expect(scoringKinds(14)).toEqual(['touchdown', 'touchdown']);
    expect(scoringKinds(4)).toEqual(['safety', 'safety']);
    expect(() => scoringKinds(1)).toThrow(RangeError);
  });

  it('always adds up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 70 }), (points) => {
        expect(scoringKinds(points).reduce((sum, kind) => sum + POINTS[kind], 0)).toBe(points);
      }),
    );
  });
});

describe('playFootballGame', () => {
  const team = { pointsPerGame: 24, opponentPointsPerGame: 22 };

  it('never ends an NCAA game level, and the live score climbs to the final', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.constantFrom('NFL' as const, 'NCAA' as const), (seed, league) => {
        const final = playFootballGame(league, team, team, createRng(seed));
        if (league === 'NCAA') expect(final.home.score).not.toBe(final.away.score);
        for (const side of [final.home, final.away]) {
          expect(side.quarterScores.reduce((a, b) => a + b, 0)).toBe(side.score);
          expect(7 * side.touchdowns + 3 * side.fieldGoals + 2 * side.safeties).toBe(side.score);
          let previous = 0;
          for (let period = 1; period <= 4; period++) {
            for (const fraction of [0, 0.25, 0.5, 0.99]) {
              const now = scoreAt(side, period, fraction);
              expect(now).toBeGreaterThanOrEqual(previous);
              previous = now;
            }
          }
          expect(scoreAt(side, 4, 1)).toBe(side.score);
          expect(scoreAt(side, 3, 1)).toBe(side.quarterScores[0] + side.quarterScores[1] + side.quarterScores[2]);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('plays NFL overtime as core does: a tie is possible but rare', () => {
    let ties = 0;
    const rng = createRng(7);
    for (let i = 0; i < 2000; i++) {
      const final = playFootballGame('NFL', team, team, rng);
      if (final.home.score === final.away.score) ties++;
    }
    expect(ties / 2000).toBeLessThan(0.01);
  });
});
