/**
 * The slate as both pruned walks over it see it (the exact search, exact-parlay-search.ts, and the optimal
 * range's pages, optimal-range-pages.ts): lines in ascending order of decimal price (searchOrder), each line's
 * conflicts by position, and the price bounds a branch is pruned by.
 */
import type { ConflictKey, CorrelatedLegs } from './leg-conflict.ts';
import { laterConflictsOfKeys } from './leg-conflict.ts';
import { searchOrder } from './parlay-lists.ts';

export interface SearchPositions {
  /** The line (index into the merged lines) at each position. */
  order: number[];
  /** Each line's position. */
  positionOf: Int32Array;
  /** The decimal price at each position, ascending. */
  decimals: Float64Array;
  /** The positions each position conflicts with, earlier and later. */
  conflictsAt: number[][];
  /** The product of the r cheapest prices from position p on; Infinity when fewer than r positions are left. */
  cheapest: (p: number, r: number) => number;
  /** dearest[m]: the product of the m dearest prices of all (m up to maxLegs). */
  dearest: Float64Array;
}

export function searchPositions(keys: readonly ConflictKey[], decimalOf: readonly number[], correlated: CorrelatedLegs | undefined, maxLegs: number): SearchPositions {
  const count = decimalOf.length;
  const { order, rankOf: positionOf } = searchOrder(decimalOf);
  const decimals = Float64Array.from(order, (line) => decimalOf[line] ?? 1);
  const conflictsAt: number[][] = order.map(() => []);
  laterConflictsOfKeys(keys, correlated).forEach((later, a) => {
    for (const b of later) {
      conflictsAt[positionOf[a] ?? 0]?.push(positionOf[b] ?? 0);
      conflictsAt[positionOf[b] ?? 0]?.push(positionOf[a] ?? 0);
    }
  });
  const cheapest = (p: number, r: number): number => {
    if (p + r > count) return Number.POSITIVE_INFINITY;
    let product = 1;
    for (let k = 0; k < r; k++) product *= decimals[p + k] ?? 1;
    return product;
  };
  const dearest = new Float64Array(maxLegs + 1);
  dearest[0] = 1;
  for (let m = 1; m <= maxLegs; m++) dearest[m] = (dearest[m - 1] ?? 1) * (decimals[count - m] ?? 1);
  return { order, positionOf, decimals, conflictsAt, cheapest, dearest };
}

/**
 * The first position from `start` whose branch (the parlay of price `product` and that position, with up to
 * `room` more legs) can reach the price `floor`: the branches before it hold no parlay priced there. While
 * `room` positions are left after p, a branch's highest price rises with p (binary search); past that it
 * only falls. `count` when none can.
 */
export function firstPositionInReach(positions: SearchPositions, start: number, product: number, room: number, floor: number): number {
  const { decimals, dearest } = positions;
  const count = decimals.length;
  const highest = (p: number): number => product * (decimals[p] ?? 1) * (dearest[Math.min(room, count - 1 - p)] ?? 1);
  const rising = count - room;
  if (start >= rising) return highest(start) >= floor ? start : count;
  let low = start;
  let high = rising;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (highest(middle) >= floor) high = middle;
    else low = middle + 1;
  }
  return low === rising ? count : low;
}

/** The first position in [from, to) whose price is at least `price` (prices ascend); `to` when none is. */
export function firstAtOrAbove(decimals: Float64Array, from: number, to: number, price: number): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((decimals[middle] ?? 1) >= price) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * The parlay at these positions: its lines (indices into the merged lines) written into `legs` in input order,
 * and its price multiplied in that order, as the enumeration multiplies (the same double, so the same rounding
 * at every boundary). `legs` is a reused buffer: nothing is allocated per parlay.
 */
export function parlayAt(path: readonly number[], order: readonly number[], decimalOf: readonly number[], legs: number[]): number {
  legs.length = 0;
  for (const position of path) {
    const line = order[position] ?? 0;
    let i = legs.length;
    legs.push(line);
    while (i > 0 && (legs[i - 1] ?? 0) > line) {
      legs[i] = legs[i - 1] ?? 0;
      i--;
    }
    legs[i] = line;
  }
  let decimal = 1;
  for (const line of legs) decimal *= decimalOf[line] ?? 1;
  return decimal;
}
