import { describe, expect, it } from 'vitest';
import { hubGame } from '@/test/sports-fixtures';
import { footballSeasonYear, gameEpa } from './game-epa';

const record = (team: string, offense: number, defense: number) => ({ team, offense: { overall: offense }, defense: { overall: defense } });

describe('gameEpa', () => {
  it("keeps the hub game's own EPA", () => {
    const epa = { away: { offense: 0.1, defense: -0.1 }, home: { offense: 0.2, defense: 0 } };
    expect(gameEpa(hubGame('A', 'B', { league: 'NCAA', epa }), [record('A', 9, 9), record('B', 9, 9)])).toBe(epa);
  });

  it('otherwise finds both teams in the season list, case, spaces and parentheses ignored (docs/product/game-hub.md)', () => {
    const game = hubGame('Miami (OH)', 'Ohio  State', { league: 'NCAA' });
    expect(gameEpa(game, [record('miami', 0.05, 0.02), record('Ohio State', 0.3, -0.2)])).toEqual({
      away: { offense: 0.05, defense: 0.02 },
      home: { offense: 0.3, defense: -0.2 },
    });
    expect(gameEpa(game, [record('Ohio State', 0.3, -0.2)])).toBeNull();
    expect(gameEpa(game, undefined)).toBeNull();
  });

  it('asks for the season the date belongs to (January-June are the previous season)', () => {
    expect(footballSeasonYear(new Date(2026, 10, 23))).toBe(2026);
    expect(footballSeasonYear(new Date(2027, 0, 5))).toBe(2026);
  });
});
