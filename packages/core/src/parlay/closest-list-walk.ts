/**
 * The closest list walked on its own (ADR 077). On a large slate at a large target its 25 are parlays at $0.00
 * and the cap's odds: subset-product needles. The exact search's one walk reaches them only after its bound,
 * because every branch of a few legs has a price range wide enough to hold the list's narrow window. Here the
 * window (closest-window.ts) is met in the middle: a branch with two legs at most to add prices only its own
 * parlay, the single legs whose price lands in the window (a binary search) and the pairs that do (the pair
 * table's buckets), instead of walking every second-to-last leg. Longer branches are walked in the lists' tie
 * order (positions in price order, a parlay before its extensions) and skipped when their price range misses
 * the window.
 *
 * Within one such branch its parlays are priced out of that order, which is sound: the window is read once
 * when the branch is entered, every parlay of the branch in it is priced, and the window only narrows as the
 * list improves, so nothing outside it could have entered; across branches the order holds, so a parlay still
 * to come ranks after every parlay kept at its difference and odds, as the window assumes.
 */
import { createBoundedHeap } from './bounded-heap.ts';
import type { BoundedHeap } from './bounded-heap.ts';
import { closestCeiling, closestFloor } from './closest-window.ts';
import type { ParlayPricing, ParlayTarget } from './generated-parlay.ts';
import type { PairPriceTable } from './pair-price-table.ts';
import { PARLAY_LIST_SIZE } from './parlay-constants.ts';
import { byClosest } from './parlay-lists.ts';
import type { Candidate } from './parlay-lists.ts';
import { PRICE_SLACK as SLACK } from './price-range.ts';
import type { PriceThresholds } from './price-thresholds.ts';
import { createPriceOrderWalk, walkInPriceOrder } from './price-order-walk.ts';
import { firstAtOrAbove, parlayAt } from './search-positions.ts';
import type { SearchPositions } from './search-positions.ts';

/** What reading one pair of the table costs, in branches: a comparison or two, against a branch's bounds. */
const PAIR_READ = 0.25;
/** Pairs the table's build goes through in about the time of one branch (on the live week, a fifth of the bound). */
const PAIRS_BUILT_PER_UNIT = 64;

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
  const { positions, pairs, decimalOf, price, limits, target, minLegs, maxLegs } = input;
  const { order, decimals } = positions;
  const count = decimals.length;
  const closest = createBoundedHeap(PARLAY_LIST_SIZE, byClosest);
  if (!Number.isFinite(limits.withinBudget)) return { closest, complete: true, work: 0 };

  const walk = createPriceOrderWalk(count);
  const { path, blocked } = walk;
  const legs: number[] = [];
  /** Prices the path as a parlay and offers it to the list. */
  const evaluate = (): void => {
    walk.work++;
    const decimal = parlayAt(path, order, decimalOf, legs);
    const pricing = price(decimal);
    if (!pricing.withinBudget) return;
    const candidate: Candidate = { indices: legs, ranks: path, decimal, odds: pricing.totalAmericanOdds, absDifference: Math.abs(pricing.profitDifference) };
    if (closest.accepts(candidate)) closest.offer({ ...candidate, indices: legs.slice(), ranks: path.slice() });
  };
  const floor = (): number => closestFloor(closest, limits, target) * (1 - SLACK);

  /**
   * The path's parlays with `room` more legs at most from `from` on, when `room` is 1 or 2 and the window is
   * narrow, priced in the window only: one more leg (when that reaches minLegs) by a binary search, two from
   * the pair table. False, pricing nothing, when the branch is to be walked instead: longer, the window still
   * open above (the list not yet full at $0.00), or over too many of the table's buckets to read.
   */
  const extend = (product: number, from: number, room: number, size: number): boolean => {
    const lo = floor();
    const hi = closestCeiling(closest);
    if (room > 2 || hi === Number.POSITIVE_INFINITY) return false;
    const pairsInWindow: number[] = [];
    const builtBefore = pairs.pairsLookedAt;
    const read =
      room < 2 ||
      pairs.forEachPair(from, lo / product, hi / product, (p, q) => {
        walk.work += PAIR_READ;
        if ((blocked[p] ?? 0) === 0 && (blocked[q] ?? 0) === 0) pairsInWindow.push(p, q);
      });
    walk.work += (pairs.pairsLookedAt - builtBefore) / PAIRS_BUILT_PER_UNIT;
    if (!read) return false;
    if (size + 1 >= minLegs) {
      for (let q = firstAtOrAbove(decimals, from, count, lo / product); q < count && product * (decimals[q] ?? 1) <= hi; q++) {
        if ((blocked[q] ?? 0) > 0) continue;
        path.push(q);
        evaluate();
        path.pop();
      }
    }
    for (let i = 0; i < pairsInWindow.length; i += 2) {
      path.push(pairsInWindow[i] ?? 0, pairsInWindow[i + 1] ?? 0);
      evaluate();
      path.length -= 2;
    }
    return true;
  };

  walkInPriceOrder(positions, walk, { minSize: minLegs, maxSize: maxLegs, work: input.work, floor, ceiling: () => closestCeiling(closest), evaluate, extend });
  return { closest, complete: walk.complete, work: walk.work };
}
