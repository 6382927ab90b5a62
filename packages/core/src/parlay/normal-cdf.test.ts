import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalCdf, normalQuantile } from './normal-cdf.ts';

describe('normalCdf', () => {
  it('matches the table values', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1)).toBeCloseTo(0.841345, 5);
    expect(normalCdf(-1.96)).toBeCloseTo(0.024998, 5);
    expect(normalCdf(Infinity)).toBe(1);
    expect(normalCdf(-Infinity)).toBe(0);
  });

  it('is symmetric and increasing', () => {
    fc.assert(
      fc.property(fc.double({ min: -8, max: 8, noNaN: true }), fc.double({ min: 0, max: 4, noNaN: true }), (z, step) => {
        expect(normalCdf(z) + normalCdf(-z)).toBeCloseTo(1, 7);
        expect(normalCdf(z + step)).toBeGreaterThanOrEqual(normalCdf(z));
      }),
    );
  });

  it('inverts to the quantile', () => {
    expect(normalQuantile(0.5)).toBeCloseTo(0, 6);
    expect(normalQuantile(0.975)).toBeCloseTo(1.96, 3);
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 0.999, noNaN: true }), (p) => {
        expect(normalCdf(normalQuantile(p))).toBeCloseTo(p, 6);
      }),
    );
    expect(() => normalQuantile(1)).toThrow(RangeError);
  });
});
