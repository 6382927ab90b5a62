/**
 * Whether two more legs can land a parlay's price in a narrow window (ADR 077). The exact search's walk bounds
 * a branch by the cheapest and dearest prices it could still add, and a window a few hundredths wide (the
 * closest list's, once it holds 25 parlays at $0.00) sits inside almost every branch's range though only a few
 * of its pairs land in it: finding those is a subset-product problem. Here every pair of positions that do not
 * conflict is put in a bucket of its log price (a fine grid, no sort) that remembers the latest first position
 * among its pairs, so "is there a pair from position s on priced in [lo, hi]" reads the few buckets the window
 * covers. Buckets cut at the window's edges may hold pairs outside it: the answer errs on the side of yes, which
 * only makes the walk look at a branch it did not need to.
 */

/** Buckets of the log price: about a ten-thousandth of the log range each, so a window of 0.5 % covers a few dozen. */
const BUCKETS = 1 << 16;
/** A window over more buckets than this is answered yes without reading them (it prunes nothing much anyway). */
const MOST_BUCKETS_READ = 512;
/** Log prices are sums in another order than the walk's products: trusted to this much (PRICE_SLACK's order). */
const LOG_SLACK = 1e-9;

export interface PairPriceTable {
  /** Whether some pair of non-conflicting positions p < q, p at or after `from`, may be priced in [lo, hi]. */
  hasPair(from: number, lo: number, hi: number): boolean;
}

/** Built on the first question: a search that never asks pays nothing. */
export function createPairPriceTable(decimals: Float64Array, conflictsAt: readonly (readonly number[])[]): PairPriceTable {
  let latestFirst: Int32Array | undefined;
  const count = decimals.length;
  const logs = Float64Array.from(decimals, Math.log);
  const least = count >= 2 ? (logs[0] ?? 0) + (logs[1] ?? 0) : 0;
  const most = count >= 2 ? (logs[count - 2] ?? 0) + (logs[count - 1] ?? 0) : 0;
  const width = most > least ? (most - least) / BUCKETS : 1;
  const bucketOf = (log: number): number => Math.min(BUCKETS - 1, Math.max(0, Math.floor((log - least) / width)));

  const build = (): Int32Array => {
    const table = new Int32Array(BUCKETS).fill(-1);
    const stamp = new Int32Array(count).fill(-1);
    for (let p = 0; p < count; p++) {
      for (const other of conflictsAt[p] ?? []) stamp[other] = p;
      const log = logs[p] ?? 0;
      for (let q = p + 1; q < count; q++) {
        if (stamp[q] === p) continue;
        // p only rises, so the latest first position is the last written.
        table[bucketOf(log + (logs[q] ?? 0))] = p;
      }
    }
    return table;
  };

  return {
    hasPair(from, lo, hi) {
      if (count - from < 2 || hi < lo) return false;
      const low = Math.log(lo) - LOG_SLACK;
      const high = Math.log(hi) + LOG_SLACK;
      if (high < least - LOG_SLACK || low > most + LOG_SLACK) return false;
      const first = bucketOf(low);
      const last = bucketOf(high);
      if (last - first > MOST_BUCKETS_READ) return true;
      latestFirst ??= build();
      for (let b = first; b <= last; b++) if ((latestFirst[b] ?? -1) >= from) return true;
      return false;
    },
  };
}
