/**
 * Where, along a parlay's combined decimal price, its pricing against one target and budget changes. Each
 * rule of docs/product/profit-target.md is monotone in the price (a longer price needs a smaller stake and shows higher American
 * odds), so each is "true from some price on", and that price is found once by bisection over doubles on the
 * very functions that price a parlay (no second formula that could disagree at a boundary).
 */
import type { ParlayTarget } from './generated-parlay.ts';
import { createParlayPricer } from './generated-parlay.ts';
import { LOW_RISK_STAKE_LIMIT, OPTIMAL_ODDS_MAX, OPTIMAL_ODDS_MIN } from './parlay-constants.ts';
import { neededStakeUnchecked, stakeCap } from './stake-for-target.ts';

export interface PriceThresholds {
  /** The needed stake fits the risk budget (the parlay is kept at all). */
  withinBudget: number;
  /** The needed stake is at most the cap (a third of the budget), so the target is reached. */
  uncapped: number;
  /** The stake is under the low-risk limit ($50). */
  lowStake: number;
  /** American odds at or above the optimal range's start (+100). */
  optimalFrom: number;
  /** American odds above the optimal range's end (+175): optimal is [optimalFrom, optimalPast). */
  optimalPast: number;
}

const LARGEST_PRICE = 1e18;

/**
 * The smallest double price > 1 at which `holds` is true, given that it stays true above it; Infinity when it
 * never holds up to 1e18 (the price of 18 legs at +1,000,000 is far below the odds a search can build).
 */
export function firstPriceWhere(holds: (decimal: number) => boolean): number {
  if (!holds(LARGEST_PRICE)) return Number.POSITIVE_INFINITY;
  let below = 1;
  let at = LARGEST_PRICE;
  for (;;) {
    const middle = below + (at - below) / 2;
    if (middle <= below || middle >= at) return at;
    if (holds(middle)) at = middle;
    else below = middle;
  }
}

export function priceThresholds(target: ParlayTarget): PriceThresholds {
  const price = createParlayPricer(target);
  const cap = stakeCap(target.maxRisk);
  return {
    withinBudget: firstPriceWhere((d) => price(d).withinBudget),
    uncapped: firstPriceWhere((d) => neededStakeUnchecked(d, target.targetProfit) <= cap),
    lowStake: firstPriceWhere((d) => price(d).requiredStake < LOW_RISK_STAKE_LIMIT),
    optimalFrom: firstPriceWhere((d) => price(d).totalAmericanOdds >= OPTIMAL_ODDS_MIN),
    optimalPast: firstPriceWhere((d) => price(d).totalAmericanOdds > OPTIMAL_ODDS_MAX),
  };
}
