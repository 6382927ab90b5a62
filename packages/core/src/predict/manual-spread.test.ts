import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { manualSpread } from './manual-spread.ts';

describe('manualSpread (docs/product/matchup-predictor.md)', () => {
  it('is the rank difference × 0.5, clamped to 0.5-14', () => {
    expect(manualSpread(1, 11)).toBe(5);
    expect(manualSpread(11, 1)).toBe(5);
    expect(manualSpread(4, 4)).toBe(0.5);
    expect(manualSpread(1, 2)).toBe(0.5);
    expect(manualSpread(1, 29)).toBe(14);
    expect(manualSpread(1, 100)).toBe(14);
  });

  it('always lies within 0.5-14', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 140 }), fc.integer({ min: 1, max: 140 }), (a, b) => {
        const spread = manualSpread(a, b);
        return spread >= 0.5 && spread <= 14 && spread === manualSpread(b, a);
      }),
    );
  });

  it('refuses non-numbers', () => {
    expect(() => manualSpread(Number.NaN, 1)).toThrow(RangeError);
  });
});
