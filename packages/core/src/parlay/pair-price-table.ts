/**
 * The tables a list's narrow window is met in the middle with (set-price-table.ts): pairs of positions on any
 * slate the search builds them for (ADR 077), and, on a small slate, triples and quadruples too (ADR 082). A
 * branch with two legs to go reads the pairs; with three or four, the triples or quadruples, where a walk over its
 * next legs would visit every branch with two to go below it, a unit each, though few of them land in the window.
 * Each table is built on its first question, with the same highest price kept.
 */
import { combinationUpperBound } from './combination-count.ts';
import { createSetPriceTable } from './set-price-table.ts';
import type { SetPriceTable } from './set-price-table.ts';

/**
 * Sets of lines (counted before conflicts) past which a table of triples or quadruples is not built: its build
 * then costs about what the walk it saves does. Triples on up to 145 lines, quadruples on up to 60.
 */
const MOST_SETS = 500_000;
/** The largest sets tabled: quintuples reach the cap from 35 lines on, where the walk is cheap anyway. */
export const MOST_TABLED_LEGS = 4;

export interface PairPriceTable {
  /** Sets gone through to build the tables so far (their cost, which a walk charges to its work bound). */
  readonly setsLookedAt: number;
  /** Whether some pair of non-conflicting positions p < q, p at or after `from`, may be priced in [lo, hi]. */
  hasPair(from: number, lo: number, hi: number): boolean;
  /** The table of sets of `size` positions (2 to MOST_TABLED_LEGS), or undefined on a slate too large for it. */
  ofSize(size: number): SetPriceTable | undefined;
}

/** Pairs, triples and quadruples priced up to `highest`, each built when first asked for. */
export function createPairPriceTable(decimals: Float64Array, conflictsAt: readonly (readonly number[])[], highest = Number.POSITIVE_INFINITY): PairPriceTable {
  const count = decimals.length;
  const tables = new Map<number, SetPriceTable>();
  const ofSize = (size: number): SetPriceTable | undefined => {
    if (size < 2 || size > MOST_TABLED_LEGS || (size > 2 && combinationUpperBound(count, size, size) > MOST_SETS)) return undefined;
    const table = tables.get(size) ?? createSetPriceTable(decimals, conflictsAt, size, highest);
    tables.set(size, table);
    return table;
  };
  const pairs = createSetPriceTable(decimals, conflictsAt, 2, highest);
  tables.set(2, pairs);
  return {
    get setsLookedAt() {
      let total = 0;
      for (const table of tables.values()) total += table.setsLookedAt;
      return total;
    },
    hasPair: (from, lo, hi) => pairs.hasSet(from, lo, hi),
    ofSize,
  };
}
