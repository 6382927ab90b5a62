import { describe, expect, it } from 'vitest';
import { countedGamesThrough } from './season-input.ts';
import { strengthOfSchedule, winPct } from './strength-of-schedule.ts';
import { gamesByTeam } from './team-game-view.ts';
import { testSeason } from './test-season.ts';

describe('strengthOfSchedule', () => {
  const byTeam = gamesByTeam(countedGamesThrough(testSeason().games, 2));

  it('counts a tie as half a win', () => {
    // One: won 24-17, tied 17-17.
    expect(winPct(byTeam.get(1) ?? [])).toBe(0.75);
    expect(winPct([])).toBeNull();
  });

  it('is two thirds OWP plus one third OOWP', () => {
    // Win %: 1 0.75, 2 0.5, 3 0, 4 0.75. OWP: 1 (2,4) 0.625, 2 (1,3) 0.375, 3 (4,2) 0.625, 4 (3,1) 0.375.
    // OOWP: 1 (OWP of 2,4) 0.375, 2 (1,3) 0.625, 3 (4,2) 0.375, 4 (3,1) 0.625.
    const sos = strengthOfSchedule(byTeam);
    expect(sos.get(1)).toBeCloseTo((2 * 0.625 + 0.375) / 3, 12);
    expect(sos.get(2)).toBeCloseTo((2 * 0.375 + 0.625) / 3, 12);
    expect(sos.get(3)).toBeCloseTo((2 * 0.625 + 0.375) / 3, 12);
    expect(sos.get(4)).toBeCloseTo((2 * 0.375 + 0.625) / 3, 12);
  });
});
