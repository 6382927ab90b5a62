/**
 * The value bets (low-risk parlays of 3 or 4 legs) walked on their own (ADR 067). In the exact search's one
 * walk they come last: it goes deep first, and on a large slate its work bound is spent among the longer
 * parlays of the first lines before it reaches the few 3- and 4-leg parlays long enough to be low-risk, so the
 * list was often left empty and unproven. Here only parlays of those sizes are walked, in the lists' tie order
 * (ADR 046: positions in price order, a parlay before its extensions), a branch skipped unless it can reach the
 * low-risk price with at most 4 legs and its cheapest parlay would beat the list's worst. The summary's counts
 * stay the main walk's.
 */
import { createBoundedHeap } from './bounded-heap.ts';
import type { BoundedHeap } from './bounded-heap.ts';
import type { ParlayPricing } from './generated-parlay.ts';
import { priceReachingOdds } from './list-price-bounds.ts';
import { PARLAY_LIST_SIZE, VALUE_BET_MAX_LEGS, VALUE_BET_MIN_LEGS } from './parlay-constants.ts';
import { byProbability } from './parlay-lists.ts';
import type { Candidate } from './parlay-lists.ts';
import { createPriceOrderWalk, walkInPriceOrder } from './price-order-walk.ts';
import { PRICE_SLACK as SLACK } from './price-range.ts';
import { parlayAt } from './search-positions.ts';
import type { SearchPositions } from './search-positions.ts';

export interface ValueBetsWalkInput {
  positions: SearchPositions;
  /** Each merged line's decimal price, in input order. */
  decimalOf: readonly number[];
  price: (decimal: number) => ParlayPricing;
  /** The lowest price a value bet can have: its stake under the low-risk limit and within the budget. */
  floor: number;
  minLegs: number;
  maxLegs: number;
  /** Branches it may look at. */
  work: number;
}

export interface ValueBetsWalk {
  valueBets: BoundedHeap<Candidate>;
  /** Whether every branch that could hold a better value bet was walked: the list is then exact. */
  complete: boolean;
  /** Branches looked at. */
  work: number;
}

export function walkValueBets(input: ValueBetsWalkInput): ValueBetsWalk {
  const { positions, decimalOf, price } = input;
  const { order, decimals } = positions;
  const count = decimals.length;
  const minSize = Math.max(input.minLegs, VALUE_BET_MIN_LEGS);
  const maxSize = Math.min(input.maxLegs, VALUE_BET_MAX_LEGS);
  const valueBets = createBoundedHeap(PARLAY_LIST_SIZE, byProbability);
  const floor = input.floor * (1 - SLACK);
  if (minSize > maxSize || !Number.isFinite(floor)) return { valueBets, complete: true, work: 0 };

  /** The price from which no parlay still to come can enter the list (ADR 067's ceiling); rises never. */
  let ceilingOf: Candidate | undefined;
  let ceilingPrice = Number.POSITIVE_INFINITY;
  const ceiling = (): number => {
    const worst = valueBets.worst();
    if (worst !== undefined && worst !== ceilingOf) {
      ceilingOf = worst;
      ceilingPrice = priceReachingOdds(worst.odds);
    }
    return ceilingPrice;
  };

  const walk = createPriceOrderWalk(count);
  const legs: number[] = [];
  const evaluate = (): void => {
    const decimal = parlayAt(walk.path, order, decimalOf, legs);
    const pricing = price(decimal);
    if (!pricing.withinBudget || pricing.category !== 'lowRisk') return;
    const candidate: Candidate = { indices: legs, ranks: walk.path, decimal, odds: pricing.totalAmericanOdds, absDifference: Math.abs(pricing.profitDifference) };
    if (valueBets.accepts(candidate)) valueBets.offer({ ...candidate, indices: legs.slice(), ranks: walk.path.slice() });
  };
  walkInPriceOrder(positions, walk, { minSize, maxSize, work: input.work, floor: () => floor, ceiling, evaluate });
  return { valueBets, complete: walk.complete, work: walk.work };
}
