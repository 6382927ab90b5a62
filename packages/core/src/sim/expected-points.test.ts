import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { expectedPoints, leagueAveragePoints } from './expected-points.ts';
import type { League } from '../rankings/team-stats.ts';

const team = (pointsPerGame: number, opponentPointsPerGame: number) => ({ pointsPerGame, opponentPointsPerGame });

describe('expectedPoints', () => {
  it('scales the offence PPG by the defence opponent PPG over the league average', () => {
    // 30 × 18 / 22.5
    expect(expectedPoints(team(30, 25), team(20, 18), 'NFL')).toBeCloseTo(24, 12);
    // 33 × 22 / 27.5
    expect(expectedPoints(team(33, 25), team(20, 22), 'NCAA')).toBeCloseTo(26.4, 12);
  });

  it('gives the league average to an average offence against an average defence', () => {
    expect(expectedPoints(team(22.5, 22.5), team(22.5, 22.5), 'NFL')).toBe(22.5);
    expect(expectedPoints(team(27.5, 27.5), team(27.5, 27.5), 'NCAA')).toBe(27.5);
    expect(leagueAveragePoints('NFL')).toBe(22.5);
    expect(leagueAveragePoints('NCAA')).toBe(27.5);
  });

  it('leaves an offence at its own PPG against a league-average defence', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 70, noNaN: true }),
        fc.constantFrom<League>('NFL', 'NCAA'),
        (ppg, league) => {
          const average = leagueAveragePoints(league);
          return Math.abs(expectedPoints(team(ppg, 0), team(0, average), league) - ppg) < 1e-9;
        },
      ),
    );
  });

  it('refuses negative or non-finite stats and unknown leagues', () => {
    expect(() => expectedPoints(team(-1, 20), team(20, 20), 'NFL')).toThrow(RangeError);
    expect(() => expectedPoints(team(20, 20), team(20, Number.NaN), 'NFL')).toThrow(RangeError);
    expect(() => expectedPoints(team(20, 20), team(20, 20), 'MLB' as League)).toThrow(/Unknown league/);
  });
});
