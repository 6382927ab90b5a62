/**
 * The closest list's window (ADR 073, 077): the prices at which a parlay still to come could rank before its
 * worst, in the walks' tie order (a parlay still to come ranks after every parlay kept at the same difference
 * and odds). Both the exact search's walk and the closest list's own walk (closest-list-walk.ts) prune by it.
 */
import type { BoundedHeap } from './bounded-heap.ts';
import { CENT_SLACK, priceReachingOdds } from './list-price-bounds.ts';
import type { Candidate } from './parlay-lists.ts';
import type { PriceThresholds } from './price-thresholds.ts';
import type { ParlayTarget } from './generated-parlay.ts';

type ClosestList = BoundedHeap<Candidate>;

/**
 * The lowest capped price whose shortfall can rank before the closest list's worst (difference D): the profit
 * falls short by at least target - cap × (price - 1), so the price must reach 1 + (target - D) / cap.
 */
export function cappedReachingWorst(heap: ClosestList, target: ParlayTarget & { cap: number }): number {
  const worst = heap.worst();
  return worst === undefined ? 1 : 1 + (target.targetProfit - worst.absDifference - CENT_SLACK) / target.cap;
}

/** The lowest price at which the closest list could take a parlay: capped from the price above, else uncapped. */
export function closestFloor(heap: ClosestList, limits: PriceThresholds, target: ParlayTarget & { cap: number }): number {
  return Math.min(limits.uncapped, Math.max(limits.withinBudget, cappedReachingWorst(heap, target)));
}

/** The lowest price of a parlay $0.00 off the target: the closest list's floor once its worst is (ADR 081). */
export function zeroDifferenceFloor(limits: PriceThresholds, target: ParlayTarget & { cap: number }): number {
  return Math.min(limits.uncapped, Math.max(limits.withinBudget, 1 + (target.targetProfit - CENT_SLACK) / target.cap));
}

/**
 * The price from which the closest list can take no parlay still to come: once its worst is $0.00 off the target,
 * only a parlay at $0.00 and lower odds ranks before it (a later one at the same odds ranks after it). Infinity
 * while the list is not full or its worst is off by a cent or more (any price could still come to $0.00).
 */
export function closestCeiling(heap: ClosestList): number {
  const worst = heap.worst();
  return worst === undefined || worst.absDifference > 0 ? Number.POSITIVE_INFINITY : priceReachingOdds(worst.odds);
}
