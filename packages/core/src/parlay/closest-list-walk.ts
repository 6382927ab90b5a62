/**
 * The closest list walked on its own (ADR 077). On a large slate at a large target its 25 are parlays at $0.00
 * and the cap's odds: subset-product needles. The exact search's one walk reaches them only after its bound,
 * because every branch of a few legs has a price range wide enough to hold the list's narrow window. Here the
 * window (closest-window.ts) is met in the middle (list-window-walk.ts).
 */
import { createBoundedHeap } from './bounded-heap.ts';
import type { BoundedHeap } from './bounded-heap.ts';
import { closestCeiling, closestFloor, zeroDifferenceFloor } from './closest-window.ts';
import { decimalToAmerican } from '../odds/convert.ts';
import { oddsAbove, priceReachingOdds } from './list-price-bounds.ts';
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
  /**
   * When set, only parlays showing fewer than this many points of odds above the lowest a $0.00 parlay can show
   * are looked at: a first look, complete only when it proves the list (ADR 081).
   */
  oddsBand?: number;
}

export interface ClosestWalk {
  closest: BoundedHeap<Candidate>;
  /** Whether every branch that could hold a closer parlay was looked at: the list is then exact. */
  complete: boolean;
  /** Branches and parlays looked at. */
  work: number;
}

export function walkClosest(input: ClosestWalkInput): ClosestWalk {
  const { limits, target, oddsBand } = input;
  const closest = createBoundedHeap(PARLAY_LIST_SIZE, byClosest);
  if (!Number.isFinite(limits.withinBudget)) return { closest, complete: true, work: 0 };
  // Every parlay priced from the band's top on shows at least its odds.
  const bandOdds = oddsBand === undefined ? undefined : oddsAbove(decimalToAmerican(zeroDifferenceFloor(limits, target)), oddsBand);
  const bandTop = bandOdds === undefined ? Number.POSITIVE_INFINITY : priceReachingOdds(bandOdds);
  const walk = walkListWindow({
    ...input,
    list: closest,
    belongs: (pricing) => pricing.withinBudget,
    floor: () => closestFloor(closest, limits, target) * (1 - SLACK),
    ceiling: () => Math.min(bandTop, closestCeiling(closest)),
    minSize: input.minLegs,
    maxSize: input.maxLegs,
  });
  // A band proves the list when 25 parlays at $0.00 in it show fewer odds than its top: every parlay left out shows
  // more, so ranks after them.
  const worst = closest.worst();
  const proven = bandOdds === undefined || (worst !== undefined && worst.absDifference === 0 && oddsAbove(worst.odds, 1) <= bandOdds);
  return { closest, ...walk, complete: walk.complete && proven };
}
