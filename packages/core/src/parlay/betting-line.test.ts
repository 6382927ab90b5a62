import { describe, expect, it } from 'vitest';
import { assertBettingLine, isBettingLineType, legFromLine } from './betting-line.ts';
import type { BettingLine } from './betting-line.ts';

const line: BettingLine = { game: 'KC @ BUF', type: 'spread', description: 'KC -3.5', odds: -110 };

describe('betting line (docs/product/profit-target.md)', () => {
  it('knows the three line types: spread, moneyline, total', () => {
    expect(['spread', 'moneyline', 'total'].every(isBettingLineType)).toBe(true);
    expect(isBettingLineType('prop')).toBe(false);
  });

  it('turns a line into a parlay leg whose selection is the description', () => {
    expect(legFromLine(line)).toEqual({ game: 'KC @ BUF', selection: 'KC -3.5', odds: -110, type: 'spread' });
  });

  it('accepts a whole American price and refuses the rest', () => {
    expect(() => assertBettingLine(line)).not.toThrow();
    expect(() => assertBettingLine({ ...line, odds: 50 })).toThrow(RangeError);
    expect(() => assertBettingLine({ ...line, odds: -110.5 })).toThrow(/whole American odds/);
    expect(() => assertBettingLine({ ...line, game: '  ' })).toThrow(/game is required/);
    expect(() => assertBettingLine({ ...line, description: '' })).toThrow(/description is required/);
  });
});
