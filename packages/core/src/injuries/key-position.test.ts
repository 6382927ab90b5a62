import { describe, expect, it } from 'vitest';
import { KEY_INJURY_POSITIONS, KEY_POSITION_WEIGHTS, isKeyPosition, keyPositionWeight } from './key-position.ts';

describe('key injury positions (docs/product/dashboard.md)', () => {
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

describe('key position weights (ADR 004)', () => {
  it('weigh the quarterback 3, linemen and linebackers ½, every other key position 1, the rest 0', () => {
    expect(Object.keys(KEY_POSITION_WEIGHTS).sort()).toEqual([...KEY_INJURY_POSITIONS].sort());
    expect(keyPositionWeight(' qb')).toBe(3);
    for (const position of ['RB', 'WR', 'TE', 'DB', 'S', 'CB']) expect(keyPositionWeight(position), position).toBe(1);
    for (const position of ['OL', 'C', 'G', 'T', 'LB', 'DL', 'DE', 'DT']) expect(keyPositionWeight(position), position).toBe(0.5);
    expect(keyPositionWeight('K')).toBe(0);
    expect(keyPositionWeight('OT')).toBe(0);
  });
});
