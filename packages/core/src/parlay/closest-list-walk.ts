/**
 * The closest list walked on its own (ADR 077). On a large slate at a large target its 25 are parlays at $0.00
 * and the cap's odds: subset-product needles. The exact search's one walk reaches them only after its bound,
 * because every branch of a few legs has a price range wide enough to hold the list's narrow window. Here the
 * window (closest-window.ts) is met in the middle (list-window-walk.ts).
 */
import { createBoundedHeap } from './bounded-heap.ts';
import type { BoundedHeap } from './bounded-heap.ts';
import { closestCeiling, closestFloor } from './closest-window.ts';
import type { ParlayPricing, ParlayTarget } from './generated-parlay.ts';
import { walkListWindow } from './list-window-walk.ts';
import type { PairPriceTable } from './pair-price-table.ts';
import { PARLAY_LIST_SIZE } from './parlay-constants.ts';
import { byClosest } from './parlay-lists.ts';
import type { Candidate } from './parlay-lists.ts';
import { PRICE_SLACK as SLACK } from './price-range.ts';
import type { PriceThresholds } from './price-thresholds.ts';
import type { SearchPositions } from './search-positions.ts';

export interface ClosestWalkInput {
  positions: SearchPositions;
  pairs: PairPriceTable;
  /** Each merged line's decimal price, in input order. */
  decimalOf: readonly number[];
  price: (decimal: number) => ParlayPricing;
  limits: PriceThresholds;
  target: ParlayTarget & { cap: number };
  minLegs: number;
  maxLegs: number;
  /** Branches and parlays it may look at. */
  work: number;
}

export interface ClosestWalk {
  closest: BoundedHeap<Candidate>;
  /** Whether every branch that could hold a closer parlay was looked at: the list is then exact. */
  complete: boolean;
  /** Branches and parlays looked at. */
  work: number;
}

export function walkClosest(input: ClosestWalkInput): ClosestWalk {
  const { limits, target } = input;
  const closest = createBoundedHeap(PARLAY_LIST_SIZE, byClosest);
  if (!Number.isFinite(limits.withinBudget)) return { closest, complete: true, work: 0 };
  const walk = walkListWindow({
    ...input,
    list: closest,
    belongs: (pricing) => pricing.withinBudget,
    floor: () => closestFloor(closest, limits, target) * (1 - SLACK),
    ceiling: () => closestCeiling(closest),
    minSize: input.minLegs,
    maxSize: input.maxLegs,
  });
  return { closest, ...walk };
}
