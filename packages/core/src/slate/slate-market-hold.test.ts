import { describe, expect, it } from 'vitest';
import { marketHold } from './slate-market-hold.ts';

describe('marketHold', () => {
  it('is 4.55% for -110 both ways and 0 for a fair market', () => {
    const minus110 = 1 / (100 / 110 + 1);
    expect(marketHold(2 * minus110)).toBeCloseTo(0.045455, 6);
    expect(marketHold(1)).toBe(0);
  });

  it('is negative for an arbitrage', () => {
    expect(marketHold(0.95)).toBeCloseTo(-0.052632, 6);
  });

  it('refuses a sum that is not positive', () => {
    expect(() => marketHold(0)).toThrow(RangeError);
    expect(() => marketHold(Number.NaN)).toThrow(RangeError);
  });
});
