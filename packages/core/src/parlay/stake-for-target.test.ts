import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { americanToDecimal } from '../odds/convert.ts';
import { stakeForDecimalOdds, stakeForTarget } from './stake-for-target.ts';

const american = fc.oneof(fc.integer({ min: 100, max: 5_000 }), fc.integer({ min: -2_000, max: -100 }));
const dollars = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map((c) => c / 100);

describe('stakeForTarget (docs/product/profit-target.md: target / (decimal - 1), cents, capped at a third of the budget)', () => {
  it('stakes $150 at +100 to win the default $150 target within the default $500 budget', () => {
    expect(stakeForTarget(100, 150, 500)).toEqual({ stake: 150, profit: 150, neededStake: 150, capped: false });
  });

  it('stakes target / (decimal - 1) rounded up to the cent', () => {
    // +175: 150 / 1.75 = 85.714... -> 85.72, which wins 150.01.
    expect(stakeForTarget(175, 150, 500)).toEqual({ stake: 85.72, profit: 150.01, neededStake: 85.72, capped: false });
    // +300: 150 / 3 = 50 exactly.
    expect(stakeForTarget(300, 150, 500).stake).toBe(50);
  });

  it('caps the stake at one third of the budget, rounded down to the cent', () => {
    // -200: needs 300, a third of 500 is 166.66.
    expect(stakeForTarget(-200, 150, 500)).toEqual({ stake: 166.66, profit: 83.33, neededStake: 300, capped: true });
    expect(stakeForTarget(-110, 150, 300).stake).toBe(100);
  });

  it('refuses non-positive targets and budgets and prices that cannot win', () => {
    expect(() => stakeForTarget(150, 0, 500)).toThrow(RangeError);
    expect(() => stakeForTarget(150, 150, -1)).toThrow(/Risk budget/);
    expect(() => stakeForTarget(50, 150, 500)).toThrow(RangeError);
    expect(() => stakeForDecimalOdds(1, 150, 500)).toThrow(/greater than 1/);
  });

  it('reaches the target unless capped, and never stakes more than a third of the budget', () => {
    fc.assert(
      fc.property(american, dollars(1, 5_000), dollars(1, 20_000), (odds, target, budget) => {
        const result = stakeForTarget(odds, target, budget);
        const net = americanToDecimal(odds) - 1;
        expect(result.stake).toBeLessThanOrEqual(budget / 3 + 1e-9);
        expect(Math.round(result.stake * 100)).toBeCloseTo(result.stake * 100, 6);
        if (!result.capped) {
          expect(result.stake * net).toBeGreaterThanOrEqual(target - 1e-9);
          // Rounding up by less than a cent.
          expect((result.stake - 0.01) * net).toBeLessThan(target);
        } else {
          expect(result.neededStake).toBeGreaterThan(result.stake);
        }
      }),
    );
  });
});
