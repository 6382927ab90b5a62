/**
 * Middles (issue 26): two books' lines on one game leave a window where both bets win. For a spread, home at
 * −2.5 wins when the home margin is above 2.5 and away at +3.5 wins when it is below 3.5, so a margin of 3
 * wins both; for a total, Over 44.5 and Under 46.5 both win on 45 or 46.
 *
 * The chance of landing in the window comes from the fitted model's distribution of the margin or total: a
 * normal with the model's mean and the league's spread of outcomes. Continuous, so a whole-number edge (a
 * push) counts half in and half out; the integer nature of scores (key numbers) is not modelled.
 */
import { normalCdf } from '../parlay/normal-cdf.ts';
import { twoWaySplit } from './two-way-arbitrage.ts';

export interface OutcomeDistribution {
  mean: number;
  /** Standard deviation, > 0. */
  spread: number;
}

/** P(low < X < high) for X normal; 0 for an empty window. */
export function windowProbability(low: number, high: number, distribution: OutcomeDistribution): number {
  if (!(distribution.spread > 0)) throw new RangeError(`The spread of outcomes must be positive, got ${distribution.spread}`);
  if (!(high > low)) return 0;
  const cdf = (x: number) => normalCdf((x - distribution.mean) / distribution.spread);
  return Math.min(1, Math.max(0, cdf(high) - cdf(low)));
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
 * outside the window one side pays and inside it both do.
 */
export function middleOutcome(
  window: { low: number; high: number },
  decimals: { above: number; below: number },
  distribution: OutcomeDistribution,
  totalCents: number,
): MiddleOutcome {
  const split = twoWaySplit(totalCents, [decimals.above, decimals.below]);
  const [abovePays, belowPays] = split.payoutCents;
  const inside = windowProbability(window.low, window.high, distribution);
  const belowOnly = normalCdf((window.low - distribution.mean) / distribution.spread);
  const aboveOnly = Math.max(0, 1 - inside - belowOnly);
  const expectedCents = inside * (abovePays + belowPays) + belowOnly * belowPays + aboveOnly * abovePays - totalCents;
  return {
    probability: inside,
    expectedProfit: Math.round(expectedCents) / 100,
    evPercent: (expectedCents / totalCents) * 100,
    stakes: [split.stakeCents[0] / 100, split.stakeCents[1] / 100],
    payouts: [abovePays / 100, belowPays / 100],
  };
}
