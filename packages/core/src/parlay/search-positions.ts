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
