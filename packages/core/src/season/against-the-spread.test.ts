import { describe, expect, it } from 'vitest';
import { atsWinPct, spreadResult } from './against-the-spread.ts';
import { countedGamesThrough } from './season-input.ts';
import { gamesByTeam } from './team-game-view.ts';
import { testSeason } from './test-season.ts';

describe('against the spread', () => {
  const byTeam = gamesByTeam(countedGamesThrough(testSeason().games, 2));
  const results = (teamId: number) => (byTeam.get(teamId) ?? []).map(spreadResult);

  it('reads the home line for the home team and its negation for the away team', () => {
    // One -3 won by 7: covers; Two +3 lost by 7: loses. Week 2 at Four had no line.
    expect(results(1)).toEqual(['cover', null]);
    expect(results(2)).toEqual(['loss', 'push']);
    // Four +... away at Three (+7 at home) won by 21.
    expect(results(4)).toEqual(['cover', null]);
  });

  it('excludes pushes and is null with no decided lined game', () => {
    expect(atsWinPct(byTeam.get(2) ?? [])).toBe(0);
    expect(atsWinPct([])).toBeNull();
    const pushOnly = (byTeam.get(2) ?? []).filter((view) => view.game.week === 2);
    expect(atsWinPct(pushOnly)).toBeNull();
  });
});
