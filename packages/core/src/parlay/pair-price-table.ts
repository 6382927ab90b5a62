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
  /** Pairs gone through to build the table so far (its cost, which a walk charges to its work bound). */
  readonly pairsLookedAt: number;
  /** Whether some pair of non-conflicting positions p < q, p at or after `from`, may be priced in [lo, hi]. */
  hasPair(from: number, lo: number, hi: number): boolean;
  /**
   * Calls `visit` with every such pair in the buckets [lo, hi] covers (a few may lie outside it: the caller
   * prices them), or returns false without calling it when the window covers too many buckets to read.
   */
  forEachPair(from: number, lo: number, hi: number, visit: (p: number, q: number) => void): boolean;
}

/** The pairs by bucket: bucket b's pairs are at [start[b], start[b + 1]), their first positions ascending. */
interface PairBuckets {
  start: Int32Array;
  first: Int32Array;
  second: Int32Array;
}

/**
 * Built on the first question: a search that never asks pays nothing. Only pairs priced up to `highest` are
 * kept (the windows asked about lie near the cap's price): a window above it is answered yes, and is not read.
 */
export function createPairPriceTable(decimals: Float64Array, conflictsAt: readonly (readonly number[])[], highest = Number.POSITIVE_INFINITY): PairPriceTable {
  let buckets: PairBuckets | undefined;
  let latestFirst: Int32Array | undefined;
  let pairsLookedAt = 0;
  const count = decimals.length;
  const logs = Float64Array.from(decimals, Math.log);
  const least = count >= 2 ? (logs[0] ?? 0) + (logs[1] ?? 0) : 0;
  const dearestPair = count >= 2 ? (logs[count - 2] ?? 0) + (logs[count - 1] ?? 0) : 0;
  const allKept = dearestPair <= Math.log(highest);
  const most = allKept ? dearestPair : Math.log(highest);
  const width = most > least ? (most - least) / BUCKETS : 1;
  const bucketOf = (log: number): number => Math.min(BUCKETS - 1, Math.max(0, Math.floor((log - least) / width)));

  /**
   * Every pair that does not conflict, in buckets, p ascending within each. Each pair's bucket is worked out
   * once (kept per pair, -1 for a conflicting pair) to size the buckets, then read back to fill them.
   */
  const build = (): PairBuckets => {
    const stamp = new Int32Array(count).fill(-1);
    const bucketAt = new Int32Array((count * (count - 1)) / 2);
    const start = new Int32Array(BUCKETS + 1);
    let k = 0;
    for (let p = 0; p < count; p++) {
      for (const other of conflictsAt[p] ?? []) stamp[other] = p;
      const log = logs[p] ?? 0;
      // Prices rise with q: past the highest kept, so is every later q's.
      for (let q = p + 1; q < count && log + (logs[q] ?? 0) <= most; q++, k++) {
        if (stamp[q] === p) {
          bucketAt[k] = -1;
          continue;
        }
        const bucket = bucketOf(log + (logs[q] ?? 0));
        bucketAt[k] = bucket;
        start[bucket + 1] = (start[bucket + 1] ?? 0) + 1;
      }
    }
    for (let b = 0; b < BUCKETS; b++) start[b + 1] = (start[b + 1] ?? 0) + (start[b] ?? 0);
    const filled = start.slice(0, BUCKETS);
    const first = new Int32Array(start[BUCKETS] ?? 0);
    const second = new Int32Array(first.length);
    k = 0;
    for (let p = 0; p < count; p++) {
      const log = logs[p] ?? 0;
      for (let q = p + 1; q < count && log + (logs[q] ?? 0) <= most; q++, k++) {
        const bucket = bucketAt[k] ?? -1;
        if (bucket < 0) continue;
        const at = filled[bucket] ?? 0;
        first[at] = p;
        second[at] = q;
        filled[bucket] = at + 1;
      }
    }
    pairsLookedAt += 2 * k;
    return { start, first, second };
  };

  /**
   * Per bucket, the latest first position of its pairs (-1 when empty): all hasPair reads, in one pass, when the
   * buckets themselves are not built.
   */
  const buildLatest = (): Int32Array => {
    const latest = new Int32Array(BUCKETS).fill(-1);
    const stamp = new Int32Array(count).fill(-1);
    for (let p = 0; p < count; p++) {
      for (const other of conflictsAt[p] ?? []) stamp[other] = p;
      const log = logs[p] ?? 0;
      // p only rises, so the latest first position is the last written.
      for (let q = p + 1; q < count && log + (logs[q] ?? 0) <= most; q++) if (stamp[q] !== p) latest[bucketOf(log + (logs[q] ?? 0))] = p;
    }
    return latest;
  };

  /**
   * The buckets [lo, hi] covers, or undefined when no pair can be in it ([1, 0] when too many to read, or when
   * it reaches above the pairs kept).
   */
  const bucketsOf = (from: number, lo: number, hi: number): [number, number] | undefined => {
    if (count - from < 2 || hi < lo) return undefined;
    const low = Math.log(lo) - LOG_SLACK;
    const high = Math.log(hi) + LOG_SLACK;
    if (high < least - LOG_SLACK || (allKept && low > most + LOG_SLACK)) return undefined;
    const firstBucket = bucketOf(low);
    const lastBucket = bucketOf(high);
    return (!allKept && high > most) || lastBucket - firstBucket > MOST_BUCKETS_READ ? [1, 0] : [firstBucket, lastBucket];
  };

  return {
    get pairsLookedAt() {
      return pairsLookedAt;
    },
    hasPair(from, lo, hi) {
      const covered = bucketsOf(from, lo, hi);
      if (covered === undefined) return false;
      const [firstBucket, lastBucket] = covered;
      if (firstBucket > lastBucket) return true;
      if (buckets !== undefined) {
        // A bucket's last pair has its latest first position.
        const { start, first } = buckets;
        for (let b = firstBucket; b <= lastBucket; b++) {
          const end = start[b + 1] ?? 0;
          if (end > (start[b] ?? 0) && (first[end - 1] ?? -1) >= from) return true;
        }
        return false;
      }
      latestFirst ??= buildLatest();
      for (let b = firstBucket; b <= lastBucket; b++) if ((latestFirst[b] ?? -1) >= from) return true;
      return false;
    },
    forEachPair(from, lo, hi, visit) {
      const covered = bucketsOf(from, lo, hi);
      if (covered === undefined) return true;
      const [firstBucket, lastBucket] = covered;
      if (firstBucket > lastBucket) return false;
      buckets ??= build();
      const { start, first, second } = buckets;
      for (let b = firstBucket; b <= lastBucket; b++) {
        for (let at = (start[b + 1] ?? 0) - 1; at >= (start[b] ?? 0) && (first[at] ?? -1) >= from; at--) visit(first[at] ?? 0, second[at] ?? 0);
      }
      return true;
    },
  };
}
