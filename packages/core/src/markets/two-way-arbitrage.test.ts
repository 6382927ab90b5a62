import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { twoWaySplit } from './two-way-arbitrage.ts';

describe('two-way split', () => {
  it('splits $1000 over +110 / +105 (2.10 / 2.05) for a guaranteed profit', () => {
    const split = twoWaySplit(100_000, [2.1, 2.05]);
    expect(split.stakeCents).toEqual([49_398, 50_602]);
    expect(split.payoutCents).toEqual([103_735, 103_734]);
    expect(split.profitCents).toBe(3_734);
  });

  it("an arbitrage's whole-cent stakes add to the total and return at least the total on every outcome", () => {
    fc.assert(
      fc.property(fc.double({ min: 1.01, max: 20, noNaN: true }), fc.double({ min: 0.5, max: 0.999, noNaN: true }), fc.integer({ min: 1, max: 10_000_000 }), (first, booksum, totalCents) => {
        // A second price making Σ 1/d = booksum < 1: a true arbitrage before rounding.
        const inverseSecond = booksum - 1 / first;
        fc.pre(inverseSecond > 0.01 && inverseSecond < 1);
        const split = twoWaySplit(totalCents, [first, 1 / inverseSecond]);
        for (const cents of split.stakeCents) expect(Number.isInteger(cents) && cents >= 0).toBe(true);
        expect(split.stakeCents[0] + split.stakeCents[1]).toBe(totalCents);
        // Whatever is listed as an arbitrage (profit > 0) returns at least the total on both outcomes.
        if (split.profitCents > 0) for (const payout of split.payoutCents) expect(payout).toBeGreaterThanOrEqual(totalCents);
      }),
    );
  });
});
