import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { combinationUpperBound } from './combination-count.ts';

function bruteCount(n: number, min: number, max: number): number {
  let count = 0;
  for (let mask = 0; mask < 1 << n; mask++) {
    let bits = 0;
    for (let m = mask; m > 0; m >>= 1) bits += m & 1;
    if (bits >= min && bits <= max) count++;
  }
  return count;
}

describe('combinationUpperBound', () => {
  it('sums C(n, k) over the leg range', () => {
    // C(40,2..6) = 780 + 9,880 + 91,390 + 658,008 + 3,838,380.
    expect(combinationUpperBound(40, 2, 6)).toBe(4_598_438);
    expect(combinationUpperBound(15, 2, 2)).toBe(105);
    expect(combinationUpperBound(3, 2, 17)).toBe(4);
    expect(combinationUpperBound(1, 2, 4)).toBe(0);
  });

  it('equals counting subsets one by one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 }), (n, a, extra) => {
        expect(combinationUpperBound(n, a, a + extra)).toBe(bruteCount(n, a, a + extra));
      }),
    );
  });

  it('refuses negative or fractional counts', () => {
    expect(() => combinationUpperBound(-1, 2, 3)).toThrow(RangeError);
    expect(() => combinationUpperBound(10, 2.5, 3)).toThrow(RangeError);
  });
});
