/**
 * Middles: two books' lines on one game leave a window where both bets win. For a spread, home at
 * −2.5 wins when the home margin is above 2.5 and away at +3.5 wins when it is below 3.5, so a margin of 3
 * wins both; for a total, Over 44.5 and Under 46.5 both win on 45 or 46.
 *
 * The chance of landing in the window comes from the fitted model's distribution of the margin or total: a
 * normal with the model's mean and the league's spread of outcomes, read on whole points (football scores are
 * whole numbers), so a window between −1 and +1 is a margin of exactly 0 and an edge on a whole number is a
 * push for one side. Key numbers (3, 7) are not modelled: the normal spreads their weight over their
 * neighbours.
 */
import { normalCdf } from '../parlay/normal-cdf.ts';
import { twoWaySplit } from './two-way-arbitrage.ts';

export interface OutcomeDistribution {
  mean: number;
  /** Standard deviation, > 0. */
  spread: number;
}

/** P(X ≤ k + 0.5): the chance of a whole-point outcome at or below k. */
function atOrBelow(k: number, distribution: OutcomeDistribution): number {
  if (!(distribution.spread > 0)) throw new RangeError(`The spread of outcomes must be positive, got ${distribution.spread}`);
  return normalCdf((k + 0.5 - distribution.mean) / distribution.spread);
}

/** The chance of a whole-point outcome exactly at `value`; 0 for a half point. */
function exactly(value: number, distribution: OutcomeDistribution): number {
  return Number.isInteger(value) ? atOrBelow(value, distribution) - atOrBelow(value - 1, distribution) : 0;
}

/** P(low < X < high) over whole points: the chance both bets of a middle win; 0 for an empty window. */
export function windowProbability(low: number, high: number, distribution: OutcomeDistribution): number {
  const first = Math.floor(low) + 1;
  const last = Math.ceil(high) - 1;
  if (!(high > low) || last < first) return 0;
  return Math.min(1, Math.max(0, atOrBelow(last, distribution) - atOrBelow(first - 1, distribution)));
}

export interface MiddleOutcome {
  /** Chance both bets win. */
  probability: number;
  /** Expected profit of the whole split, in dollars, and as a percent of the total staked. */
  expectedProfit: number;
  evPercent: number;
  stakes: [number, number];
  /** Each bet's gross return if it wins, rounded down to the cent. */
  payouts: [number, number];
}

/**
 * A middle's chance and expected profit: the `above` bet (home spread, Over) wins when X > low, the `below` bet
 * (away spread, Under) when X < high. The total is split as an arbitrage would split it (equal returns), so
 * outside the window one side pays, inside it both do, and on a whole-number edge one side is refunded.
 */
export function middleOutcome(
  window: { low: number; high: number },
  decimals: { above: number; below: number },
  distribution: OutcomeDistribution,
  totalCents: number,
): MiddleOutcome {
  const split = twoWaySplit(totalCents, [decimals.above, decimals.below]);
  const [abovePays, belowPays] = split.payoutCents;
  const [aboveStake, belowStake] = split.stakeCents;
  const inside = windowProbability(window.low, window.high, distribution);
  const pushLow = exactly(window.low, distribution);
  const pushHigh = exactly(window.high, distribution);
  const belowOnly = atOrBelow(Math.ceil(window.low) - 1, distribution);
  const aboveOnly = 1 - atOrBelow(Math.floor(window.high), distribution);
  const returnedCents =
    belowOnly * belowPays + pushLow * (aboveStake + belowPays) + inside * (abovePays + belowPays) + pushHigh * (abovePays + belowStake) + aboveOnly * abovePays;
  const expectedCents = returnedCents - totalCents;
  return {
    probability: inside,
    expectedProfit: Math.round(expectedCents) / 100,
    evPercent: (expectedCents / totalCents) * 100,
    stakes: [aboveStake / 100, belowStake / 100],
    payouts: [abovePays / 100, belowPays / 100],
  };
}
