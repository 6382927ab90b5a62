import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { apportionCents, centsFromDollars, roundToCents } from './cents.ts';

describe('cents', () => {
  it('rounds half a cent away from zero despite binary noise', () => {
    expect(centsFromDollars(1.005)).toBe(101);
    expect(centsFromDollars(-1.005)).toBe(-101);
    expect(centsFromDollars(0.1 + 0.2)).toBe(30);
    expect(roundToCents(228.095)).toBe(228.1);
    expect(Object.is(centsFromDollars(-0.001), 0)).toBe(true);
  });

  it('refuses non-finite amounts', () => {
    expect(() => centsFromDollars(Number.NaN)).toThrow(RangeError);
  });

  it('splits 100 cents three ways as 34, 33, 33', () => {
    expect(apportionCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportionCents(0, [1, 2])).toEqual([0, 0]);
    expect(apportionCents(7, [0, 1])).toEqual([0, 7]);
  });

  it('refuses a split with no parts, negative weights or a fractional total', () => {
    expect(() => apportionCents(10, [])).toThrow(RangeError);
    expect(() => apportionCents(10, [1, -1])).toThrow(RangeError);
    expect(() => apportionCents(10.5, [1])).toThrow(RangeError);
    expect(() => apportionCents(10, [0, 0])).toThrow(RangeError);
  });

  it('splits add up exactly and each part is within a cent of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.double({ min: 0.001, max: 1000, noNaN: true }), { minLength: 1, maxLength: 10 }),
        (total, weights) => {
          const parts = apportionCents(total, weights);
          const weightSum = weights.reduce((a, b) => a + b, 0);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          parts.forEach((part, i) => {
            expect(Number.isInteger(part)).toBe(true);
            expect(Math.abs(part - (total * (weights[i] ?? 0)) / weightSum)).toBeLessThan(1 + 1e-6);
          });
        },
      ),
    );
  });
});
