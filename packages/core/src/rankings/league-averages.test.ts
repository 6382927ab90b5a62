import { describe, expect, it } from 'vitest';
import { leagueAverages } from './league-averages.ts';

describe('leagueAverages (docs/product/dashboard.md Averages)', () => {
  it('averages 3rd-down %, ATS win rate and PPG, skipping nulls', () => {
    expect(
      leagueAverages([
        { thirdDownPct: 40, atsWinPct: 60, pointsPerGame: 20 },
        { thirdDownPct: 50, atsWinPct: null, pointsPerGame: 30 },
        { thirdDownPct: 45, atsWinPct: 40, pointsPerGame: 25 },
      ]),
    ).toEqual({ thirdDownPct: 45, atsWinPct: 50, pointsPerGame: 25 });
  });

  it('gives null where no team has a value', () => {
    expect(leagueAverages([])).toEqual({ thirdDownPct: null, atsWinPct: null, pointsPerGame: null });
    expect(leagueAverages([{ thirdDownPct: 40, atsWinPct: null, pointsPerGame: 20 }]).atsWinPct).toBeNull();
  });
});
