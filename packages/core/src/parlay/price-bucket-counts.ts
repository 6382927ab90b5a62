/**
 * Bounds on the summary's counts from the slate alone, without walking it (ADR 073): the conflict-free sets of
 * minLegs to maxLegs lines counted by size and by their price's logarithm in buckets, a family of conflicting
 * lines at a time (conflict-families.ts: per family, lines of one group only). Each line's log price is taken
 * down to its bucket, so a set's true price lies between e^(step × its buckets' sum) and e^(step × (sum +
 * legs)): a set whose whole interval falls in a count is surely in it (the lower bound), one whose interval
 * touches it may be (the upper bound). Sums past the highest threshold are kept in one last bucket: every
 * set there is above every threshold. The exact search takes these bounds where its own are wider.
 */
import type { ConflictFamilies } from './conflict-families.ts';
import { createParlayCounts } from './parlay-counts.ts';
import { PARLAY_COUNT_NAMES } from './parlay-lists.ts';
import type { ParlayCountName } from './parlay-lists.ts';
import type { PriceThresholds } from './price-thresholds.ts';

/** Buckets of log price up to the highest threshold: finer bounds cost time in proportion. */
const BUCKETS = 128;
/** Counts past 2^53 are not exact in doubles: bounds there are widened by more than any rounding (a share of all). */
const EXACT_LIMIT = 2 ** 53;
const ROUNDING = 1e-9;

export type CountBounds = Record<ParlayCountName, { atLeast: number; atMost: number }>;

/** Log price buckets up to the highest threshold: `step` wide, sums from `last` on kept in the last one. */
export interface BucketScale {
  step: number;
  last: number;
}

/**
 * The conflict-free sets of up to maxLegs lines by size and bucket sum (`sets[size * (last + 1) + bucket]`),
 * with each line's bucket (ADR 083: the exact counts near a threshold read both).
 */
export interface SetsByPrice {
  scale: BucketScale;
  bucketOfLine: Int32Array;
  sets: Float64Array;
  maxLegs: number;
}

export function bucketScale(limits: PriceThresholds, buckets = BUCKETS): BucketScale {
  const thresholds = [limits.withinBudget, limits.lowStake, limits.optimalFrom, limits.optimalPast].filter(Number.isFinite);
  const last = buckets - 1;
  // The last bucket starts above the highest threshold (by far more than any rounding of a logarithm).
  return { step: (Math.log(Math.max(2, ...thresholds)) + 1e-6) / last, last };
}

/**
 * Each line's log price taken down to its bucket, and never below a cheaper line's (Math.log is not promised
 * monotone to the last bit): a dearer line's bucket is then still at most its own log price over the step, and
 * along the search's order (ascending prices) the buckets never fall.
 */
function bucketsOfLines(decimalOf: readonly number[], { step, last }: BucketScale): Int32Array {
  const buckets = Int32Array.from(decimalOf, (decimal) => Math.min(last, Math.floor(Math.log(decimal) / step)));
  const byPrice = decimalOf.map((_, line) => line).sort((a, b) => (decimalOf[a] ?? 1) - (decimalOf[b] ?? 1));
  let floor = 0;
  for (const line of byPrice) {
    floor = Math.max(floor, buckets[line] ?? 0);
    buckets[line] = floor;
  }
  return buckets;
}

/** `buckets`: fewer make more sets straddle a threshold (the tests' way to walk many). */
export function setsByPrice(families: ConflictFamilies, decimalOf: readonly number[], limits: PriceThresholds, maxLegs: number, buckets = BUCKETS): SetsByPrice {
  const scale = bucketScale(limits, buckets);
  const { last } = scale;
  const width = last + 1;
  const bucketOfLine = bucketsOfLines(decimalOf, scale);

  const linesOfGroup = new Map<number, number[]>();
  const groupsOfFamily = new Map<number, number[]>();
  bucketOfLine.forEach((bucket, line) => {
    const group = families.group[line] ?? 0;
    const family = families.family[line] ?? 0;
    const lines = linesOfGroup.get(group);
    if (lines) lines.push(bucket);
    else {
      linesOfGroup.set(group, [bucket]);
      groupsOfFamily.set(family, [...(groupsOfFamily.get(family) ?? []), group]);
    }
  });

  // Per family: the sets so far times 1 + Σ over its groups of (Π over the group's lines of (1 + x·z^bucket) - 1),
  // each group's product taken line by line in place (sizes from the largest down, so each line is used once).
  const cells = (maxLegs + 1) * width;
  let sets = new Float64Array(cells);
  let next = new Float64Array(cells);
  const withGroup = new Float64Array(cells);
  sets[0] = 1;
  const timesLine = (terms: Float64Array, bucket: number): void => {
    for (let size = maxLegs - 1; size >= 0; size--) {
      for (let from = size * width, b = 0; b < width; b++) {
        const value = terms[from + b] ?? 0;
        if (value === 0) continue;
        const into = (size + 1) * width + Math.min(last, b + bucket);
        terms[into] = (terms[into] ?? 0) + value;
      }
    }
  };
  for (const groups of groupsOfFamily.values()) {
    if (groups.length === 1) {
      for (const bucket of linesOfGroup.get(groups[0] ?? 0) ?? []) timesLine(sets, bucket);
      continue;
    }
    next.set(sets);
    for (const group of groups) {
      withGroup.set(sets);
      for (const bucket of linesOfGroup.get(group) ?? []) timesLine(withGroup, bucket);
      for (let cell = 0; cell < cells; cell++) next[cell] = (next[cell] ?? 0) + (withGroup[cell] ?? 0) - (sets[cell] ?? 0);
    }
    [sets, next] = [next, sets];
  }
  return { scale, bucketOfLine, sets, maxLegs };
}

/** The sets of minLegs to maxLegs lines, all sizes: exact in doubles while below 2^53. */
export function setsOfSizes({ sets, scale, maxLegs }: SetsByPrice, minLegs: number): number {
  let all = 0;
  for (let cell = minLegs * (scale.last + 1); cell < (maxLegs + 1) * (scale.last + 1); cell++) all += sets[cell] ?? 0;
  return all;
}

/** The counts' bounds from the sets by price: a set is surely in a count when its whole interval is. */
export function countBoundsByPrice(prepared: SetsByPrice, limits: PriceThresholds, minLegs: number): CountBounds {
  const { sets, maxLegs } = prepared;
  const { step, last } = prepared.scale;
  const width = last + 1;
  const counts = createParlayCounts(limits);
  for (let size = minLegs; size <= maxLegs; size++) {
    for (let bucket = 0; bucket <= last; bucket++) {
      const howMany = sets[size * width + bucket] ?? 0;
      const hi = bucket === last ? Number.POSITIVE_INFINITY : Math.exp(step * (bucket + size));
      counts.addRange(Math.exp(step * bucket), hi, howMany);
    }
  }
  const summary = counts.summary();
  // Past 2^53 each sum and difference above may round by up to an ulp of the largest count: widened by far more.
  const all = sets.reduce((sum, value) => sum + value, 0);
  const slack = all < EXACT_LIMIT ? 0 : all * ROUNDING;
  return Object.fromEntries(
    PARLAY_COUNT_NAMES.map((name) => {
      const atLeast = summary[name];
      const atMost = summary.atMost[name] ?? atLeast;
      return [name, { atLeast: Math.max(0, Math.floor(atLeast - slack)), atMost: Math.ceil(atMost + slack) }];
    }),
  ) as CountBounds;
}

type CountsSummary = ReturnType<ReturnType<typeof createParlayCounts>['summary']>;

/**
 * The walk's counts with these bounds taken where they are tighter: each bounded count at the larger lower and
 * the smaller upper bound (the lower at most 2^53 - 1), exact (no longer named) where the two meet.
 */
export function withCountBounds(walked: CountsSummary, bounds: CountBounds): CountsSummary {
  const tightened: CountsSummary = { ...walked, atLeast: [], atMost: {} };
  for (const name of walked.atLeast) {
    // A count is a safe integer on the wire; a lower bound past it is still one when taken down to it.
    const atLeast = Math.min(Number.MAX_SAFE_INTEGER, Math.max(walked[name], bounds[name].atLeast));
    const atMost = Math.min(walked.atMost[name] ?? Number.POSITIVE_INFINITY, bounds[name].atMost);
    tightened[name] = atLeast;
    if (atLeast < atMost) {
      tightened.atLeast.push(name);
      tightened.atMost[name] = atMost;
    }
  }
  return tightened;
}
