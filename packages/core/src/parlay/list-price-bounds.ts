/**
 * Bounds the exact search (exact-parlay-search.ts) puts on what a parlay priced in a range could show a list,
 * so it can skip what no list can take (ADR 067). Each errs on the side of looking: a bound that is off by a
 * rounding only makes the search price a parlay it did not need to.
 */
import { PRICE_SLACK } from './price-range.ts';

/** Cents of rounding between a stake's exact profit and the rounded profit (and difference) the lists compare. */
export const CENT_SLACK = 0.02;

/** A little over the millionth of a cent stake-for-target.ts absorbs before rounding a stake up. */
const STAKE_CENT_NOISE = 1e-5;

/**
 * A little above the lowest price whose whole American odds are at least `odds` (decimalToAmerican rounds half
 * up, and -100 shows as +100), so every parlay priced from it on shows those odds or more.
 */
export function priceReachingOdds(odds: number): number {
  const exact = odds > 100 ? 1 + (odds - 0.5) / 100 : 1 + 100 / (0.5 - (odds === 100 ? -100 : odds));
  return exact * (1 + PRICE_SLACK);
}

/** Whole American odds `points` above `odds`; none lies strictly between -100 and +100, so those are +100. */
export function oddsAbove(odds: number, points: number): number {
  const above = odds + points;
  return above > -100 && above < 100 ? 100 : above;
}

/**
 * The least difference from the target that an uncapped parlay priced at `price` can show, when `price` is
 * known to within PRICE_SLACK of the parlay's exact product (a last leg's price): its stake is
 * target / (price - 1) rounded up to the cent, at least the stake at the price's upper end, and its profit
 * and difference are each rounded to the cent.
 */
export function leastUncappedDifference(price: number, targetProfit: number): number {
  const stakeCents = Math.ceil((100 * targetProfit) / (price * (1 + PRICE_SLACK) - 1) - STAKE_CENT_NOISE);
  return Math.max(0, (stakeCents * (price * (1 - PRICE_SLACK) - 1)) / 100 - targetProfit - CENT_SLACK);
}
