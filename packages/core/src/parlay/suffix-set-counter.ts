/**
 * A faster form of conflict-families.ts's counter for the exact search's one recurring question: how many
 * conflict-free sets extend a partial parlay with lines from search position `start` on. Every line of the
 * partial parlay sits before `start`, so its only effect is to keep, in each family it touched, the group it
 * chose. Per start position the product over all families of 1 + Σ_groups ((1 + x)^n - 1) is computed once;
 * a question then swaps the factor of each touched family for (1 + x)^n of its chosen group: a division and a
 * multiplication of short polynomials instead of a pass over every line.
 *
 * The division is exact in doubles only while every term stays below 2^53; when it might not, the question
 * goes to the line-by-line counter instead, so counts are always exact.
 */
import type { ConflictFamilies } from './conflict-families.ts';
import { binomialTable, createFamilyCounter } from './conflict-families.ts';

export interface SuffixSetCounter {
  (start: number, chosen: readonly number[], blocked: Int32Array, minSize: number, maxSize: number): number;
  /**
   * At least as many as any partial parlay has extensions from `start` on: the conflict-free sets there, none of
   * their lines blocked (a partial parlay only takes some away). Read from the table, no fallback (ADR 073).
   */
  atMost(start: number, minSize: number, maxSize: number): number;
}

/** Doubles round to even; an upper bound is nudged up past any rounding of a sum of a few large terms. */
const ROUNDING_UP = 1 + 1e-12;

const EXACT_LIMIT = 2 ** 53;

/**
 * `chosen` are the search positions of the partial parlay; `blocked` its blocked positions (for the fallback).
 * `onFallback` hears of each question answered line by line (it costs a pass over the lines: the exact search
 * charges its work bound for it).
 */
export function createSuffixSetCounter(
  families: ConflictFamilies,
  order: readonly number[],
  capacity: number,
  onFallback: () => void = () => undefined,
): SuffixSetCounter {
  const count = order.length;
  const width = capacity + 1;
  const binomial = binomialTable(count, capacity);
  const slow = createFamilyCounter(families, order, capacity);
  const familyAt = Int32Array.from(order, (line) => families.family[line] ?? 0);
  const groupAt = Int32Array.from(order, (line) => families.group[line] ?? 0);
  const groupsOf: number[][] = Array.from({ length: families.familyCount }, () => []);
  familyAt.forEach((f, p) => {
    const groups = groupsOf[f];
    const g = groupAt[p] ?? 0;
    if (groups && !groups.includes(g)) groups.push(g);
  });
  // suffixCount[g * (count + 1) + s]: lines of group g at positions s and later.
  const suffixCount = new Int32Array(families.groupCount * (count + 1));
  for (let s = count - 1; s >= 0; s--) {
    for (let g = 0; g < families.groupCount; g++) suffixCount[g * (count + 1) + s] = suffixCount[g * (count + 1) + s + 1] ?? 0;
    const g = groupAt[s] ?? 0;
    suffixCount[g * (count + 1) + s] = (suffixCount[g * (count + 1) + s] ?? 0) + 1;
  }
  const linesOf = (g: number, s: number): number => suffixCount[g * (count + 1) + s] ?? 0;

  /** The family's factor from position s on, into `into`; returns its largest coefficient. */
  const factorOf = (f: number, s: number, into: Float64Array): number => {
    into.fill(0);
    into[0] = 1;
    for (const g of groupsOf[f] ?? []) {
      const row = binomial[linesOf(g, s)];
      for (let k = 1; k < width; k++) into[k] = (into[k] ?? 0) + (row?.[k] ?? 0);
    }
    let most = 0;
    for (let k = 0; k < width; k++) most = Math.max(most, into[k] ?? 0);
    return most;
  };
  const rowLargest = binomial.map((row) => row.reduce((most, value) => Math.max(most, value), 0));

  // products[s * width + k]: sets of k lines from position s on, every family free. Going from the last
  // position to the first, position s changes only its own family's factor, so the families' product is kept
  // in a tree of partial products: one leaf and its path to the root per position, O(lines × log families ×
  // legs²) instead of every family at every position. The coefficients are non-negative, so each partial
  // product is at most the whole one: exact whenever the whole one is below 2^53, as a plain product would be.
  const products = new Float64Array((count + 1) * width);
  const largest = new Float64Array(count + 1);
  const factor = new Float64Array(width);
  let leaves = 1;
  while (leaves < families.familyCount) leaves *= 2;
  const tree = new Float64Array(2 * leaves * width);
  for (let node = 1; node < 2 * leaves; node++) tree[node * width] = 1;
  const multiplyChildren = (node: number): void => {
    const into = node * width;
    const left = 2 * node * width;
    const right = left + width;
    for (let k = 0; k < width; k++) {
      let value = 0;
      for (let a = 0; a <= k; a++) value += (tree[left + a] ?? 0) * (tree[right + k - a] ?? 0);
      tree[into + k] = value;
    }
  };
  const record = (s: number): void => {
    products.set(tree.subarray(width, 2 * width), s * width);
    let most = 0;
    for (let k = 0; k < width; k++) most = Math.max(most, tree[width + k] ?? 0);
    largest[s] = most;
  };
  record(count);
  for (let s = count - 1; s >= 0; s--) {
    const f = familyAt[s] ?? 0;
    factorOf(f, s, factor);
    let node = leaves + f;
    tree.set(factor, node * width);
    for (node >>= 1; node >= 1; node >>= 1) multiplyChildren(node);
    record(s);
  }

  const result = new Float64Array(width);
  const seenAt = new Int32Array(families.familyCount);
  let question = 0;
  const atMost = (start: number, minSize: number, maxSize: number): number => {
    let total = 0;
    for (let k = Math.max(minSize, 0); k <= Math.min(maxSize, capacity); k++) total += products[start * width + k] ?? 0;
    return total < EXACT_LIMIT ? total : Math.ceil(total * ROUNDING_UP);
  };
  const counter = (start: number, chosen: readonly number[], blocked: Int32Array, minSize: number, maxSize: number): number => {
    const top = Math.min(maxSize, capacity);
    if (top < minSize || top < 0) return 0;
    question++;
    result.set(products.subarray(start * width, (start + 1) * width));
    for (const position of chosen) {
      const f = familyAt[position] ?? 0;
      if (seenAt[f] === question) continue;
      seenAt[f] = question;
      if ((groupsOf[f] ?? []).length < 2) continue; // one group: nothing of it is blocked
      const largestFactor = factorOf(f, start, factor);
      const keptLines = linesOf(groupAt[position] ?? 0, start);
      const kept = binomial[keptLines];
      if ((largest[start] ?? 0) * Math.max(largestFactor, rowLargest[keptLines] ?? 0) * width >= EXACT_LIMIT) {
        onFallback();
        return slow(start, blocked, minSize, maxSize);
      }
      // result / factor (factor[0] is 1), then × (1 + x)^kept.
      for (let k = 1; k < width; k++) {
        let value = result[k] ?? 0;
        for (let j = 1; j <= k; j++) value -= (factor[j] ?? 0) * (result[k - j] ?? 0);
        result[k] = value;
      }
      for (let k = width - 1; k >= 1; k--) {
        let value = result[k] ?? 0;
        for (let j = 1; j <= k; j++) value += (kept?.[j] ?? 0) * (result[k - j] ?? 0);
        result[k] = value;
      }
    }
    let total = 0;
    for (let k = Math.max(minSize, 0); k <= top; k++) total += result[k] ?? 0;
    return total;
  };
  return Object.assign(counter, { atMost });
}
