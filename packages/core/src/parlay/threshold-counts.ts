/**
 * The summary's counts made exact near their thresholds (ADR 083). Every count is a difference of "sets priced
 * at or above a threshold" (N(t)), and the sets by size and bucket of log price (price-bucket-counts.ts) settle
 * N(t) for every set whose bucket interval lies wholly above or below t. Only the sets whose interval touches t
 * are left: they are walked one prefix at a time in the search's order (ascending prices), entering a prefix
 * only when some extension of it (conflicts set aside) lands in that band, and the sets one leg longer than a
 * prefix are counted by binary search, not one by one. A set priced within a rounding slack of t is priced
 * exactly, in the enumeration's order (parlayAt). The walk has a work bound: a threshold it cannot finish
 * within it leaves its counts to the bounds.
 */
import type { ConflictFamilies } from './conflict-families.ts';
import type { ParlayCountName } from './parlay-lists.ts';
import type { CountBounds, SetsByPrice } from './price-bucket-counts.ts';
import { countBoundsByPrice, setsByPrice, setsOfSizes } from './price-bucket-counts.ts';
import { PRICE_SLACK as SLACK } from './price-range.ts';
import type { PriceThresholds } from './price-thresholds.ts';
import { firstAtOrAbove, parlayAt } from './search-positions.ts';
import type { SearchPositions } from './search-positions.ts';

/** A bucket sum is trusted to lie on one side of a threshold's logarithm only by more than this. */
const LOG_SLACK = 1e-9;
/** Sets in a threshold's band per unit of work left past which its walk is not tried (ADR 083). */
const SETS_PER_UNIT = 32;
/**
 * A walk's pace is judged once it has spent this much (ADR 083): it stops when, at the pace so far, the band's
 * undecided sets would need more than PACE_MARGIN times the work left.
 */
const PACE_FROM = 50_000;
const PACE_MARGIN = 2;
/** Counts in doubles are exact below 2^53 only. */
const EXACT_LIMIT = 2 ** 53;

export interface ThresholdCountsInput {
  prepared: SetsByPrice;
  positions: Pick<SearchPositions, 'order' | 'decimals' | 'conflictsAt'>;
  decimalOf: readonly number[];
  limits: PriceThresholds;
  minLegs: number;
  maxLegs: number;
  /** Prefixes entered, lines looked at as their next leg and sets priced one by one, over all thresholds. */
  work: number;
}

/**
 * The counts named bounded from the slate alone (price-bucket-counts.ts, ADR 073), each one this settles exact
 * (its two bounds equal).
 */
export function slateCountBounds(
  input: Omit<ThresholdCountsInput, 'prepared'> & { families: ConflictFamilies },
  names: readonly ParlayCountName[],
): CountBounds {
  const prepared = setsByPrice(input.families, input.decimalOf, input.limits, input.maxLegs);
  const bounds = countBoundsByPrice(prepared, input.limits, input.minLegs);
  const exact = exactCountsNearThresholds({ ...input, prepared }, names);
  for (const name of names) {
    const value = exact[name];
    if (value !== undefined) bounds[name] = { atLeast: value, atMost: value };
  }
  return bounds;
}

/** A count as a signed sum of N(t) terms (sets priced at or above t). */
type Terms = { threshold: number; sign: 1 | -1 }[];

/** Each count's terms: every rule holds from its threshold on, "within budget and X" from the larger of the two. */
function termsOf(limits: PriceThresholds): Record<ParlayCountName, Terms> {
  const optimalFrom = Math.max(limits.optimalFrom, limits.withinBudget);
  const lowRiskFrom = Math.max(limits.lowStake, limits.withinBudget);
  // Optimal is [from, optimalPast): N(from) - N(optimalPast), nothing when the range is empty.
  const optimalFromAt = (from: number): Terms =>
    from < limits.optimalPast
      ? [
          { threshold: from, sign: 1 },
          { threshold: limits.optimalPast, sign: -1 },
        ]
      : [];
  const lowRiskOptimal = optimalFromAt(Math.max(optimalFrom, lowRiskFrom)).map(({ threshold, sign }) => ({ threshold, sign: sign === 1 ? -1 : 1 }) as const);
  return {
    totalCount: [{ threshold: limits.withinBudget, sign: 1 }],
    optimalCount: optimalFromAt(optimalFrom),
    lowRiskCount: [{ threshold: lowRiskFrom, sign: 1 }, ...lowRiskOptimal],
  };
}

/**
 * The exact value of each asked count this can settle within the work bound (ADR 083); a count left out stays
 * bounded. The thresholds are walked from the fewest sets in their band up, so one a count cannot settle does
 * not take the work another could.
 */
export function exactCountsNearThresholds(input: ThresholdCountsInput, names: readonly ParlayCountName[]): Partial<Record<ParlayCountName, number>> {
  const { prepared, limits, minLegs } = input;
  if (names.length === 0 || setsOfSizes(prepared, minLegs) >= EXACT_LIMIT) return {};
  const counter = createThresholdCounter(input);
  const terms = termsOf(limits);
  const thresholds = [...new Set(names.flatMap((name) => terms[name].map(({ threshold }) => threshold)))];
  const bands = new Map(thresholds.map((threshold) => [threshold, counter.band(threshold)]));
  const settled = new Map<number, number | undefined>();
  for (const threshold of thresholds.sort((a, b) => (bands.get(a) ?? 0) - (bands.get(b) ?? 0))) settled.set(threshold, counter.atOrAbove(threshold));
  const exact: Partial<Record<ParlayCountName, number>> = {};
  for (const name of names) {
    const values = terms[name].map(({ threshold, sign }) => sign * (settled.get(threshold) ?? Number.NaN));
    if (!values.some(Number.isNaN)) exact[name] = values.reduce((sum, value) => sum + value, 0);
  }
  return exact;
}

interface ThresholdCounter {
  /** The sets whose bucket interval touches t: those its walk decides one prefix at a time. */
  band(threshold: number): number;
  /** N(t): the conflict-free sets of minLegs to maxLegs lines priced at or above t; undefined past the work bound. */
  atOrAbove(threshold: number): number | undefined;
}

function createThresholdCounter(input: ThresholdCountsInput): ThresholdCounter {
  const { prepared, positions, decimalOf, minLegs, maxLegs } = input;
  const { order, decimals, conflictsAt } = positions;
  const { step, last } = prepared.scale;
  const width = last + 1;
  const count = order.length;
  // Doubles, so the positions' binary search over prices serves the buckets too (both ascend).
  const bucketAt = Float64Array.from(order, (line) => prepared.bucketOfLine[line] ?? 0);
  let work = 0;

  // nextSum[(p * (maxLegs + 1) + j) * width + c]: the least bucket sum from c up that some j lines from position p
  // on reach (width when none), conflicts set aside, so a yes only makes the walk look. Whether a range of sums is
  // reached is then one look. Built on the first threshold that needs it.
  let nextSum: Uint16Array | undefined;
  const reachable = (): Uint16Array => {
    if (nextSum) return nextSum;
    const rows = (count + 1) * (maxLegs + 1);
    const reached = new Uint8Array(rows * width);
    const cell = (p: number, j: number): number => (p * (maxLegs + 1) + j) * width;
    reached[cell(count, 0)] = 1;
    for (let p = count - 1; p >= 0; p--) {
      reached.copyWithin(cell(p, 0), cell(p + 1, 0), cell(p + 2, 0));
      const bucket = bucketAt[p] ?? 0;
      for (let j = 1; j <= maxLegs; j++) {
        const from = cell(p + 1, j - 1);
        const into = cell(p, j);
        for (let c = 0; c < width; c++) if (reached[from + c] === 1) reached[into + Math.min(last, c + bucket)] = 1;
      }
    }
    const table = new Uint16Array(rows * width);
    for (let row = 0; row < rows; row++) {
      let next = width;
      for (let c = width - 1; c >= 0; c--) {
        if (reached[row * width + c] === 1) next = c;
        table[row * width + c] = next;
      }
    }
    nextSum = table;
    return table;
  };
  /** Bucket sums of j lines, the j dearest: no j lines sum higher. */
  const dearestSum = new Int32Array(maxLegs + 1);
  for (let j = 1; j <= maxLegs; j++) dearestSum[j] = (dearestSum[j - 1] ?? 0) + (bucketAt[count - j] ?? 0);

  const blocked = new Int32Array(count);
  const stamp = new Int32Array(count);
  let question = 0;
  const path: number[] = [];
  const legs: number[] = [];
  /** Positions in [from, to) the path blocks. */
  const blockedIn = (from: number, to: number): number => {
    question++;
    let found = 0;
    for (const position of path) {
      for (const other of conflictsAt[position] ?? []) {
        if (other < from || other >= to || stamp[other] === question) continue;
        stamp[other] = question;
        found++;
      }
    }
    return found;
  };
  const block = (position: number, delta: number): void => {
    for (const other of conflictsAt[position] ?? []) blocked[other] = (blocked[other] ?? 0) + delta;
  };

  /**
   * A set of `size` lines whose buckets sum to b is priced in [e^(step b), e^(step (b + size))): surely at or
   * above t from `above` on, surely below it before `from[size]`, in the band between.
   */
  const classify = (threshold: number) => {
    const logT = Math.log(threshold);
    const isAbove = (b: number): boolean => b >= last || step * b > logT + LOG_SLACK;
    let above = 0;
    while (!isAbove(above)) above++;
    const from = Int32Array.from({ length: maxLegs + 1 }, (_, size) => {
      let b = 0;
      while (b < above && step * (b + size) < logT - LOG_SLACK) b++;
      return b;
    });
    let sure = 0;
    let band = 0;
    for (let size = minLegs; size <= maxLegs; size++) {
      for (let b = 0; b < width; b++) {
        const sets = prepared.sets[size * width + b] ?? 0;
        if (b >= above) sure += sets;
        else if (b >= (from[size] ?? 0)) band += sets;
      }
    }
    return { above, from, sure, band };
  };

  const band = (threshold: number): number => (threshold === Number.POSITIVE_INFINITY ? 0 : classify(threshold).band);
  const atOrAbove = (threshold: number): number | undefined => {
    if (threshold === Number.POSITIVE_INFINITY) return 0;
    const { above, from, sure, band } = classify(threshold);
    if (band === 0) return sure;
    // A band far larger than the work left would only spend it (walks that finished: up to 26 sets a unit).
    if (band > (input.work - work) * SETS_PER_UNIT) return undefined;
    const table = reachable();
    const low = threshold * (1 - SLACK);
    const high = threshold * (1 + SLACK);

    /** Whether a prefix of `size` lines summing to `sum` has an extension of one line or more from p in the band. */
    const bandFrom = (p: number, size: number, sum: number): boolean => {
      for (let j = Math.max(1, minLegs - size); j <= maxLegs - size; j++) {
        const base = (p * (maxLegs + 1) + j) * width;
        if ((table[base + Math.max(0, (from[size + j] ?? 0) - sum)] ?? width) < above - sum) return true;
      }
      return false;
    };
    /** The sets of the path and one line from `start` on: those in the band priced at or above t. */
    const oneMore = (start: number, sum: number, product: number): number => {
      const size = path.length + 1;
      const first = firstAtOrAbove(bucketAt, start, count, (from[size] ?? 0) - sum);
      const end = firstAtOrAbove(bucketAt, first, count, above - sum);
      const near = firstAtOrAbove(decimals, first, end, low / product);
      const past = Math.max(near, firstAtOrAbove(decimals, near, end, high / product));
      const surelyAbove = past < end ? end - past - blockedIn(past, end) : 0;
      let found = surelyAbove;
      decided += surelyAbove + (near - first) - blockedIn(first, near);
      for (let q = near; q < past; q++) {
        if ((blocked[q] ?? 0) > 0) continue;
        work++;
        decided++;
        path.push(q);
        if (parlayAt(path, order, decimalOf, legs) >= threshold) found++;
        path.pop();
      }
      return found;
    };
    const started = work;
    let decided = 0;
    // Past a first share of the work, a walk whose pace would not decide the band within the work left stops.
    const outOfWork = (): boolean => {
      if (++work > input.work) return true;
      const spent = work - started;
      return spent > PACE_FROM && (band - decided) * spent > decided * (input.work - work) * PACE_MARGIN;
    };
    const walk = (start: number, sum: number, product: number): number => {
      if (outOfWork()) return Number.NaN;
      const size = path.length;
      let found = size + 1 >= minLegs ? oneMore(start, sum, product) : 0;
      if (size + 2 > maxLegs) return found;
      // A child whose bucket with the dearest lines' stays under the band is skipped by binary search.
      let least = above;
      for (let j = 1; j + size + 1 <= maxLegs; j++) least = Math.min(least, (from[size + 1 + j] ?? 0) - sum - (dearestSum[j] ?? 0));
      for (let p = firstAtOrAbove(bucketAt, start, count, least); p + 1 < count; p++) {
        const next = Math.min(last, sum + (bucketAt[p] ?? 0));
        // Every extension of this child and of each later one is surely above.
        if (next + (bucketAt[p + 1] ?? 0) >= above) break;
        if ((blocked[p] ?? 0) > 0) continue;
        if (++work > input.work) return Number.NaN;
        if (!bandFrom(p + 1, size + 1, next)) continue;
        block(p, 1);
        path.push(p);
        found += walk(p + 1, next, product * (decimals[p] ?? 1));
        path.pop();
        block(p, -1);
        if (Number.isNaN(found)) return found;
      }
      return found;
    };
    const inBand = walk(0, 0, 1);
    return Number.isNaN(inBand) ? undefined : sure + inBand;
  };
  return { band, atOrAbove };
}
