import { describe, expect, it } from 'vitest';
import { KEY_INJURY_POSITIONS, isKeyPosition } from './key-position.ts';

describe('key injury positions (spec 1 §9)', () => {
  it('are exactly QB, RB, WR, TE, OL, C, G, T, LB, DB, S, CB, DL, DE, DT', () => {
    expect(KEY_INJURY_POSITIONS).toEqual(['QB', 'RB', 'WR', 'TE', 'OL', 'C', 'G', 'T', 'LB', 'DB', 'S', 'CB', 'DL', 'DE', 'DT']);
  });

  it('match case-insensitively and trimmed, and only exactly', () => {
    expect(isKeyPosition(' qb ')).toBe(true);
    expect(isKeyPosition('dt')).toBe(true);
    expect(isKeyPosition('K')).toBe(false);
    expect(isKeyPosition('P')).toBe(false);
    expect(isKeyPosition('OLB')).toBe(false);
  });
});
