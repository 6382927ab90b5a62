/**
 * Whether a few more legs can land a parlay's price in a narrow window (ADR 077, 082). The lists' walks bound a
 * branch by the cheapest and dearest prices it could still add, and a window a few thousandths wide (a full list's)
 * sits inside almost every branch's range though only a few of its completions land in it: finding those is a
 * subset-product problem. Here every set of `size` positions that do not conflict is put in a bucket of its log
 * price (a fine grid, no sort), its sets kept in ascending order of their first position, so "is there a set from
 * position s on priced in [lo, hi]" reads the few buckets the window covers. Buckets cut at the window's edges may
 * hold sets outside it: the answer errs on the side of yes, which only makes the walk look at a branch it did not
 * need to.
 */

/** Buckets of the log price: about a ten-thousandth of the log range each, so a window of 0.5 % covers a few dozen. */
const BUCKETS = 1 << 16;
/** A window over more buckets than this is answered yes without reading them (it prunes nothing much anyway). */
const MOST_BUCKETS_READ = 512;
/** Log prices are sums in another order than the walk's products: trusted to this much (PRICE_SLACK's order). */
const LOG_SLACK = 1e-9;

export interface SetPriceTable {
  /** Sets gone through to build the table so far (its cost, which a walk charges to its work bound). */
  readonly setsLookedAt: number;
  /** Buckets hasSet has read so far (its cost, beside the build's). */
  readonly bucketsRead: number;
  /** Whether some set of non-conflicting positions, all at or after `from`, may be priced in [lo, hi]. */
  hasSet(from: number, lo: number, hi: number): boolean;
  /**
   * Calls `visit` with every such set (its positions ascending, in a buffer reused between calls) in the buckets
   * [lo, hi] covers (a few may lie outside it: the caller prices them), or returns false without calling it when
   * the window covers too many buckets to read.
   */
  forEachSet(from: number, lo: number, hi: number, visit: (set: readonly number[]) => void): boolean;
}

/** The sets by bucket: bucket b's sets are at [start[b], start[b + 1]), their first positions ascending. */
interface SetBuckets {
  start: Int32Array;
  /** Set i's positions at [i × size, (i + 1) × size). */
  positions: Int32Array;
}

/**
 * Built on the first question: a search that never asks pays nothing. Only sets priced up to `highest` are kept
 * (the windows asked about lie near a list's threshold): a window above it is answered yes, and is not read.
 */
export function createSetPriceTable(decimals: Float64Array, conflictsAt: readonly (readonly number[])[], size: number, highest = Number.POSITIVE_INFINITY): SetPriceTable {
  let buckets: SetBuckets | undefined;
  let latestFirst: Int32Array | undefined;
  let setsLookedAt = 0;
  let bucketsRead = 0;
  const count = decimals.length;
  const logs = Float64Array.from(decimals, Math.log);
  /** logSums[p]: the sum of the logs before position p, for the cheapest completion of a partial set. */
  const logSums = new Float64Array(count + 1);
  for (let p = 0; p < count; p++) logSums[p + 1] = (logSums[p] ?? 0) + (logs[p] ?? 0);
  const logsOf = (from: number, n: number): number => (logSums[from + n] ?? 0) - (logSums[from] ?? 0);
  const least = count >= size ? logsOf(0, size) : 0;
  const dearestSet = count >= size ? logsOf(count - size, size) : 0;
  const allKept = dearestSet <= Math.log(highest);
  const most = allKept ? dearestSet : Math.log(highest);
  const width = most > least ? (most - least) / BUCKETS : 1;
  const bucketOf = (log: number): number => Math.min(BUCKETS - 1, Math.max(0, Math.floor((log - least) / width)));

  /**
   * Every set that does not conflict and is priced up to the most kept, in ascending order of its positions (so of
   * its first), with its log price. Prices rise with each position: once a set's cheapest completion passes the
   * most kept, so does every later one's.
   */
  const forEachKept = (visit: (chosen: Int32Array, log: number) => void): void => {
    const chosen = new Int32Array(size);
    const blocked = new Int32Array(count);
    const block = (position: number, delta: number): void => {
      for (const other of conflictsAt[position] ?? []) blocked[other] = (blocked[other] ?? 0) + delta;
    };
    const choose = (depth: number, from: number, log: number): void => {
      if (depth === size - 1) {
        let p = from;
        for (; p < count && log + (logs[p] ?? 0) <= most + LOG_SLACK; p++) {
          if ((blocked[p] ?? 0) > 0) continue;
          chosen[depth] = p;
          visit(chosen, log + (logs[p] ?? 0));
        }
        setsLookedAt += p - from;
        return;
      }
      const left = size - depth;
      for (let p = from; p + left <= count && log + logsOf(p, left) <= most + LOG_SLACK; p++) {
        setsLookedAt++;
        if ((blocked[p] ?? 0) > 0) continue;
        chosen[depth] = p;
        block(p, 1);
        choose(depth + 1, p + 1, log + (logs[p] ?? 0));
        block(p, -1);
      }
    };
    if (size <= count) choose(0, 0, 0);
  };

  /**
   * The sets gathered with their buckets in one pass, then placed bucket by bucket in the order they came (a
   * counting sort, so first positions stay ascending within each bucket).
   */
  const build = (): SetBuckets => {
    let sets = 1;
    for (let i = 0; i < size; i++) sets = (sets * (count - i)) / (i + 1);
    const bucketOfSet = new Int32Array(Math.max(0, Math.round(sets)));
    const gathered = new Int32Array(bucketOfSet.length * size);
    const start = new Int32Array(BUCKETS + 1);
    let kept = 0;
    forEachKept((chosen, log) => {
      const bucket = bucketOf(log);
      bucketOfSet[kept] = bucket;
      for (let i = 0; i < size; i++) gathered[kept * size + i] = chosen[i] ?? 0;
      kept++;
      start[bucket + 1] = (start[bucket + 1] ?? 0) + 1;
    });
    for (let b = 0; b < BUCKETS; b++) start[b + 1] = (start[b + 1] ?? 0) + (start[b] ?? 0);
    const filled = start.slice(0, BUCKETS);
    const positions = new Int32Array(kept * size);
    for (let k = 0; k < kept; k++) {
      const bucket = bucketOfSet[k] ?? 0;
      const at = filled[bucket] ?? 0;
      for (let i = 0; i < size; i++) positions[at * size + i] = gathered[k * size + i] ?? 0;
      filled[bucket] = at + 1;
    }
    return { start, positions };
  };

  /** Per bucket, the latest first position of its sets (-1 when empty): all hasSet reads, when the buckets are not built. */
  const buildLatest = (): Int32Array => {
    const latest = new Int32Array(BUCKETS).fill(-1);
    // First positions only rise, so the latest is the last written.
    forEachKept((chosen, log) => {
      latest[bucketOf(log)] = chosen[0] ?? -1;
    });
    return latest;
  };

  /**
   * The buckets [lo, hi] covers, or undefined when no set can be in it ([1, 0] when too many to read, or when it
   * reaches above the sets kept).
   */
  const bucketsOf = (from: number, lo: number, hi: number): [number, number] | undefined => {
    if (count - from < size || hi < lo) return undefined;
    const low = Math.log(lo) - LOG_SLACK;
    const high = Math.log(hi) + LOG_SLACK;
    if (high < least - LOG_SLACK || (allKept && low > most + LOG_SLACK)) return undefined;
    const firstBucket = bucketOf(low);
    const lastBucket = bucketOf(high);
    return (!allKept && high > most) || lastBucket - firstBucket > MOST_BUCKETS_READ ? [1, 0] : [firstBucket, lastBucket];
  };

  const set: number[] = [];
  return {
    get setsLookedAt() {
      return setsLookedAt;
    },
    get bucketsRead() {
      return bucketsRead;
    },
    hasSet(from, lo, hi) {
      const covered = bucketsOf(from, lo, hi);
      if (covered === undefined) return false;
      const [firstBucket, lastBucket] = covered;
      if (firstBucket > lastBucket) return true;
      bucketsRead += lastBucket - firstBucket + 1;
      if (buckets !== undefined) {
        // A bucket's last set has its latest first position.
        const { start, positions } = buckets;
        for (let b = firstBucket; b <= lastBucket; b++) {
          const end = start[b + 1] ?? 0;
          if (end > (start[b] ?? 0) && (positions[(end - 1) * size] ?? -1) >= from) return true;
        }
        return false;
      }
      latestFirst ??= buildLatest();
      for (let b = firstBucket; b <= lastBucket; b++) if ((latestFirst[b] ?? -1) >= from) return true;
      return false;
    },
    forEachSet(from, lo, hi, visit) {
      const covered = bucketsOf(from, lo, hi);
      if (covered === undefined) return true;
      const [firstBucket, lastBucket] = covered;
      if (firstBucket > lastBucket) return false;
      buckets ??= build();
      const { start, positions } = buckets;
      for (let b = firstBucket; b <= lastBucket; b++) {
        for (let at = (start[b + 1] ?? 0) - 1; at >= (start[b] ?? 0) && (positions[at * size] ?? -1) >= from; at--) {
          set.length = 0;
          for (let i = 0; i < size; i++) set.push(positions[at * size + i] ?? 0);
          visit(set);
        }
      }
      return true;
    },
  };
}
