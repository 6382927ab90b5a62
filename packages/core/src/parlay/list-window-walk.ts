/**
 * One list walked on its own, its narrow window met in the middle (ADR 077, 081). The exact search's one walk
 * bounds a branch by the cheapest and dearest prices it could still add, and a list's window (the prices at
 * which a parlay still to come could enter it, a few thousandths wide once the list is full) lies inside almost
 * every short branch's range though only a few of its parlays land in it: subset-product needles. Here a branch
 * with two legs at most to add (four on a small slate, ADR 082), once the window has a top, prices only its own
 * parlay, the single legs whose price lands in the window (a binary search) and the pairs, triples and quadruples
 * that do (the tables' buckets, pair-price-table.ts), instead of walking every leg below it. Longer branches are walked in the lists' tie order (positions in price
 * order, a parlay before its extensions, ADR 046) and skipped when their price range misses the window.
 *
 * Within one such branch its parlays are priced out of that order, which is sound: the window is read once
 * when the branch is entered, every parlay of the branch in it is priced, and the window only narrows as the
 * list improves, so nothing outside it could have entered; across branches the order holds, so a parlay still
 * to come ranks after every parlay kept at its rank, as the window assumes.
 */
import type { BoundedHeap } from './bounded-heap.ts';
import type { ParlayPricing } from './generated-parlay.ts';
import { MOST_TABLED_LEGS } from './pair-price-table.ts';
import type { PairPriceTable } from './pair-price-table.ts';
import type { Candidate } from './parlay-lists.ts';
import { createPriceOrderWalk, walkInPriceOrder } from './price-order-walk.ts';
import { PRICE_SLACK as SLACK } from './price-range.ts';
import { firstAtOrAbove, parlayAt } from './search-positions.ts';
import type { SearchPositions } from './search-positions.ts';

/** What reading one set of a table costs, in branches: a comparison or two, against a branch's bounds. */
const SET_READ = 0.25;
/** Sets a table's build goes through in about the time of one branch (on the live week's pairs, a fifth of the bound). */
const SETS_BUILT_PER_UNIT = 64;
/** Buckets a question to a table reads in about the time of one branch (a few array reads each, as a set built). */
const BUCKETS_READ_PER_UNIT = 64;

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

  /** Positions of the sets found in the window, flat, and each set's size: priced once every table was read. */
  const found: number[] = [];
  const foundSizes: number[] = [];
  /**
   * The path's parlays with `room` more legs at most from `from` on, when `room` is at most MOST_TABLED_LEGS and
   * the window is narrow, priced in the window only: one more leg (when that reaches minSize) by a binary search,
   * two to four from the tables of sets. False, pricing nothing, when the branch is to be walked instead: longer
   * than the tables on this slate, the window still open above, or over too many of a table's buckets to read.
   */
  const extend = (product: number, from: number, room: number, size: number): boolean => {
    const lo = floor();
    const hi = ceiling();
    if (pairs === undefined || room > MOST_TABLED_LEGS || hi === Number.POSITIVE_INFINITY) return false;
    found.length = 0;
    foundSizes.length = 0;
    const builtBefore = pairs.setsLookedAt;
    let read = true;
    // The largest sets first: on a slate too large for their table, nothing else is read.
    for (let legs = room; legs >= 2 && read && size + legs >= input.minSize; legs--) {
      const table = pairs.ofSize(legs);
      read =
        table?.forEachSet(from, lo / product, hi / product, (set) => {
          walk.work += SET_READ;
          if (set.every((p) => (blocked[p] ?? 0) === 0)) {
            found.push(...set);
            foundSizes.push(set.length);
          }
        }) ?? false;
    }
    walk.work += (pairs.setsLookedAt - builtBefore) / SETS_BUILT_PER_UNIT;
    if (!read) return false;
    if (size + 1 >= input.minSize) {
      for (let q = firstAtOrAbove(decimals, from, count, lo / product); q < count && product * (decimals[q] ?? 1) <= hi; q++) {
        if ((blocked[q] ?? 0) > 0) continue;
        path.push(q);
        evaluate();
        path.pop();
      }
    }
    let at = 0;
    for (const legs of foundSizes) {
      for (let i = 0; i < legs; i++) path.push(found[at + i] ?? 0);
      evaluate();
      path.length -= legs;
      at += legs;
    }
    return true;
  };

  /**
   * Whether a branch that would be met in the middle (extend) may hold a parlay in the window: its own parlay, a
   * single leg (a binary search) or a set from the tables (their buckets' latest first positions) priced in it,
   * conflicts with the branch left aside (so it errs on the side of yes). Asked before the branch is entered, so
   * a branch below one with a leg more to go is skipped for the price of the question, not of a branch.
   */
  const mayHold = (product: number, from: number, room: number, size: number): boolean => {
    const lo = floor();
    const hi = ceiling();
    if (pairs === undefined || room < 1 || room > MOST_TABLED_LEGS || hi === Number.POSITIVE_INFINITY) return true;
    if (size >= input.minSize && product >= lo && product * (1 - SLACK) < hi) return true;
    if (size + 1 >= input.minSize) {
      const q = firstAtOrAbove(decimals, from, count, lo / product);
      if (q < count && product * (decimals[q] ?? 1) <= hi) return true;
    }
    for (let legs = 2; legs <= room; legs++) {
      if (size + legs < input.minSize) continue;
      const table = pairs.ofSize(legs);
      if (table === undefined) return true;
      const readBefore = table.bucketsRead;
      const builtBefore = table.setsLookedAt;
      const holds = table.hasSet(from, lo / product, hi / product);
      walk.work += SET_READ + (table.bucketsRead - readBefore) / BUCKETS_READ_PER_UNIT + (table.setsLookedAt - builtBefore) / SETS_BUILT_PER_UNIT;
      if (holds) return true;
    }
    return false;
  };

  walkInPriceOrder(positions, walk, { minSize: input.minSize, maxSize: input.maxSize, work: input.work, floor, ceiling, evaluate, extend, mayHold });
  return { complete: walk.complete, work: walk.work };
}
