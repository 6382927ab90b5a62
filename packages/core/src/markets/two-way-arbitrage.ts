/**
 * Stakes for a two-way arbitrage (or any two-sided split) in whole cents (shared with the slate
 * analyzer's moneyline arbitrage): the total is split in proportion to 1/d so both sides return about the same,
 * each payout is rounded down to the cent as books pay, and the guaranteed profit is the smaller payout less
 * the total.
 */
import { apportionCents, dollarsFromCents } from '../hedge/cents.ts';

export interface TwoWaySplit {
  /** Whole cents per side, adding up to the total. */
  stakeCents: [number, number];
  /** Gross return of each side's stake if that side wins, rounded down to the cent. */
  payoutCents: [number, number];
  /** The smaller payout less the total: positive only for an arbitrage one can place. */
  profitCents: number;
  /** Σ 1/d: below 1 is an arbitrage before rounding. */
  sumOfInverseReturns: number;
}

export function twoWaySplit(totalCents: number, decimals: readonly [number, number]): TwoWaySplit {
  const [first, second] = decimals;
  if (!(first > 1 && second > 1)) throw new RangeError('Decimal odds must be greater than 1');
  const [a = 0, b = 0] = apportionCents(totalCents, [1 / first, 1 / second]);
  const payoutCents: [number, number] = [Math.floor(a * first + 1e-9), Math.floor(b * second + 1e-9)];
  return {
    stakeCents: [a, b],
    payoutCents,
    profitCents: Math.min(...payoutCents) - totalCents,
    sumOfInverseReturns: 1 / first + 1 / second,
  };
}

/** The split in dollars, for answers. */
export function splitInDollars(split: TwoWaySplit): { stakes: [number, number]; payouts: [number, number]; profit: number } {
  return {
    stakes: [dollarsFromCents(split.stakeCents[0]), dollarsFromCents(split.stakeCents[1])],
    payouts: [dollarsFromCents(split.payoutCents[0]), dollarsFromCents(split.payoutCents[1])],
    profit: dollarsFromCents(split.profitCents),
  };
}
