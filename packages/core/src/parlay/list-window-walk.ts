/**
 * One list walked on its own, its narrow window met in the middle (ADR 077, 081). The exact search's one walk
 * bounds a branch by the cheapest and dearest prices it could still add, and a list's window (the prices at
 * which a parlay still to come could enter it, a few thousandths wide once the list is full) lies inside almost
 * every short branch's range though only a few of its parlays land in it: subset-product needles. Here a branch
 * with two legs at most to add, once the window has a top, prices only its own parlay, the single legs whose
 * price lands in the window (a binary search) and the pairs that do (the pair table's buckets), instead of
 * walking every second-to-last leg. Longer branches are walked in the lists' tie order (positions in price
 * order, a parlay before its extensions, ADR 046) and skipped when their price range misses the window.
 *
 * Within one such branch its parlays are priced out of that order, which is sound: the window is read once
 * when the branch is entered, every parlay of the branch in it is priced, and the window only narrows as the
 * list improves, so nothing outside it could have entered; across branches the order holds, so a parlay still
 * to come ranks after every parlay kept at its rank, as the window assumes.
 */
import type { BoundedHeap } from './bounded-heap.ts';
import type { ParlayPricing } from './generated-parlay.ts';
import type { PairPriceTable } from './pair-price-table.ts';
import type { Candidate } from './parlay-lists.ts';
import { createPriceOrderWalk, walkInPriceOrder } from './price-order-walk.ts';
import { firstAtOrAbove, parlayAt } from './search-positions.ts';
import type { SearchPositions } from './search-positions.ts';

/** What reading one pair of the table costs, in branches: a comparison or two, against a branch's bounds. */
const PAIR_READ = 0.25;
/** Pairs the table's build goes through in about the time of one branch (on the live week, a fifth of the bound). */
const PAIRS_BUILT_PER_UNIT = 64;

export interface ListWindowWalkInput {
  positions: SearchPositions;
  /** Undefined on a slate too large for it: every branch is then walked. */
  pairs: PairPriceTable | undefined;
  /** Each merged line's decimal price, in input order. */
  decimalOf: readonly number[];
  price: (decimal: number) => ParlayPricing;
  /** The list, filled by the walk. */
  list: BoundedHeap<Candidate>;
  /** Whether a parlay so priced belongs in the list at all (within the budget, of its category). */
  belongs: (pricing: ParlayPricing) => boolean;
  /** The lowest price the list could still take, its slack applied. */
  floor: () => number;
  /** The price from which it can take no parlay still to come; Infinity while its window has no top. */
  ceiling: () => number;
  minSize: number;
  maxSize: number;
  /** Branches and parlays it may look at. */
  work: number;
}

export interface ListWindowWalk {
  /** Whether every branch that could hold a better parlay was looked at: the list is then exact. */
  complete: boolean;
  /** Branches and parlays looked at. */
  work: number;
}

export function walkListWindow(input: ListWindowWalkInput): ListWindowWalk {
  const { positions, pairs, decimalOf, price, list, floor, ceiling } = input;
  const { order, decimals } = positions;
  const count = decimals.length;
  const walk = createPriceOrderWalk(count);
  const { path, blocked } = walk;
  const legs: number[] = [];
  /** Prices the path as a parlay and offers it to the list. */
  const evaluate = (): void => {
    walk.work++;
    const decimal = parlayAt(path, order, decimalOf, legs);
    const pricing = price(decimal);
    if (!input.belongs(pricing)) return;
    const candidate: Candidate = { indices: legs, ranks: path, decimal, odds: pricing.totalAmericanOdds, absDifference: Math.abs(pricing.profitDifference) };
    if (list.accepts(candidate)) list.offer({ ...candidate, indices: legs.slice(), ranks: path.slice() });
  };

  /**
   * The path's parlays with `room` more legs at most from `from` on, when `room` is 1 or 2 and the window is
   * narrow, priced in the window only: one more leg (when that reaches minSize) by a binary search, two from
   * the pair table. False, pricing nothing, when the branch is to be walked instead: longer, the window still
   * open above, or over too many of the table's buckets to read.
   */
  const extend = (product: number, from: number, room: number, size: number): boolean => {
    const lo = floor();
    const hi = ceiling();
    if (pairs === undefined || room > 2 || hi === Number.POSITIVE_INFINITY) return false;
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
    if (size + 1 >= input.minSize) {
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

  walkInPriceOrder(positions, walk, { minSize: input.minSize, maxSize: input.maxSize, work: input.work, floor, ceiling, evaluate, extend });
  return { complete: walk.complete, work: walk.work };
}
