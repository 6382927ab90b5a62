import { describe, expect, it } from 'vitest';
import { createRng } from '../random.ts';
import { hasRoster, pickPlayer, ROSTER_POSITIONS } from './rosters.ts';

describe('rosters (docs/product/simulator.md)', () => {
  it('names players at RB, QB, WR, CB, S, LB and DE', () => {
    expect(ROSTER_POSITIONS).toEqual(['RB', 'QB', 'WR', 'CB', 'S', 'LB', 'DE']);
  });

  it('treats a missing, empty or blank roster as no roster', () => {
    expect(hasRoster(undefined)).toBe(false);
    expect(hasRoster({})).toBe(false);
    expect(hasRoster({ QB: [], RB: ['  '] })).toBe(false);
    expect(hasRoster({ DE: ['Myles Garrett'] })).toBe(true);
  });

  it('picks among all players of the asked positions', () => {
    const roster = { CB: ['A'], S: ['B'], QB: ['Q'] };
    const rng = createRng(1);
    const seen = new Set(Array.from({ length: 50 }, () => pickPlayer(roster, ['CB', 'S'], rng)));
    expect([...seen].sort()).toEqual(['A', 'B']);
    expect(pickPlayer(roster, ['WR'], rng)).toBeUndefined();
    expect(pickPlayer(undefined, ['QB'], rng)).toBeUndefined();
  });
});
