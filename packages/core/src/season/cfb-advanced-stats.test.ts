import { describe, expect, it } from 'vitest';
import { cfbAdvancedStats } from './cfb-advanced-stats.ts';
import { testSeason } from './test-season.ts';

describe('cfbAdvancedStats', () => {
  const stats = cfbAdvancedStats(testSeason('NCAA'));
  const one = stats.find((s) => s.teamId === 1);

  it('weights per-play rates by plays', () => {
    // Offence: 0.2 × 60 and -0.2 × 40 over 100 plays; defence: -0.1 × 65 and 0.05 × 70 over 135.
    expect(one?.ppa).toBeCloseTo(0.04, 12);
    expect(one?.offenseEpa).toBe(one?.ppa);
    expect(one?.successRate).toBeCloseTo(0.42, 12);
    expect(one?.defenseEpa).toBeCloseTo(-3 / 135, 12);
  });

  it('gives per-game turnover margin, first-half points and the points-per-play margin', () => {
    expect(one?.gamesPlayed).toBe(2);
    expect(one?.turnoverMargin).toBe(-1); // took 2, gave 4, over 2 games
    expect(one?.firstHalfPointsPerGame).toBe(8.5); // (14 + 3) / 2
    expect(one?.pointsPerPlayMargin).toBeCloseTo(0.41 - 34 / 135, 12);
  });

  it('stops at the given week', () => {
    const week1 = cfbAdvancedStats(testSeason('NCAA'), 1).find((s) => s.teamId === 1);
    expect(week1).toMatchObject({ gamesPlayed: 1, turnoverMargin: 1, firstHalfPointsPerGame: 14 });
    expect(week1?.ppa).toBeCloseTo(0.2, 12);
  });
});
