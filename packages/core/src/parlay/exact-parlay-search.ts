/**
 * The parlay generator's exact search (issue 11 "Speed: exact search where the spec samples"): the same
 * answer as the reference enumeration (find-parlays.ts), every list and count over every conflict-free
 * combination of minLegs to maxLegs legs, without pricing them all.
 *
 * Lines are walked in ascending order of their decimal price, so a partial parlay of price P whose next
 * choice is position p can only complete to prices in [lo, hi]: lo multiplies in the cheapest lines after p
 * it needs to reach minLegs, hi the dearest lines of all it may still add (bounds that ignore conflicts, so
 * they only widen the range). Everything the answer needs is a function of the price (price-thresholds.ts):
 * - a list can take a parlay of the range only if a parlay at the range's best end would beat the list's
 *   current worst (heap.accepts of a bound candidate with no legs: strictly optimistic);
 * - the counts of the summary change only where the range crosses a threshold; a range that crosses none
 *   has one category for all of it, and its parlays are counted without listing them (conflict-families.ts).
 * A branch that no list can use and whose counts are settled is counted and skipped; since lo only grows along
 * the sorted lines, once a branch is above every threshold and out of every list's reach so are all the
 * following ones, and the rest of the level is counted in one go. Parlays that are priced are priced exactly as
 * the reference does (legs in input order), so ties and boundaries fall the same way.
 */
import type { BettingLine } from './betting-line.ts';
import { conflictFamilies } from './conflict-families.ts';
import { prepareSearch } from './find-parlays.ts';
import type { ParlaySearchOptions, ParlaySearchOutcome } from './find-parlays.ts';
import type { ParlayTarget } from './generated-parlay.ts';
import { laterConflictsOfKeys } from './leg-conflict.ts';
import { VALUE_BET_MAX_LEGS, VALUE_BET_MIN_LEGS } from './parlay-constants.ts';
import { categorizedResult, createParlayLists, offerCandidate, probabilityKey } from './parlay-lists.ts';
import type { Candidate, ParlayLists } from './parlay-lists.ts';
import { priceThresholds } from './price-thresholds.ts';
import type { PriceThresholds } from './price-thresholds.ts';
import { stakeCap } from './stake-for-target.ts';
import { createSuffixSetCounter } from './suffix-set-counter.ts';

/**
 * Relative slack on every bound: a product of the same prices in another order differs in the last bits
 * (about 1e-15), so a range is only trusted to be clear of a threshold by more than this.
 */
const SLACK = 1e-9;
/** Cents of rounding between a capped stake's exact profit and the rounded profit the lists compare. */
const CENT_SLACK = 0.02;

/** The best a branch could offer a list: no legs (so it wins every tie) at the branch's best price. */
const BOUND: Candidate = { indices: [], decimal: 1, probabilityKey: 0, absDifference: 0 };

/** The bound candidate rewritten for one question (no allocation: this runs for every branch looked at). */
function bound(decimal: number, absDifference = 0): Candidate {
  BOUND.decimal = decimal;
  BOUND.probabilityKey = probabilityKey(decimal);
  BOUND.absDifference = absDifference;
  return BOUND;
}

const ascending = (a: number, b: number): number => a - b;

function straddles(lo: number, hi: number, threshold: number): boolean {
  return lo <= threshold * (1 + SLACK) && hi >= threshold * (1 - SLACK);
}

/** Whether any list could take a parlay priced in [lo, hi] with sizeLo to sizeHi legs. */
function anyListReaches(
  lists: ParlayLists,
  limits: PriceThresholds,
  target: ParlayTarget & { cap: number },
  range: { lo: number; hi: number; sizeLo: number; sizeHi: number },
): boolean {
  const { lo, hi } = range;
  if (hi < limits.withinBudget * (1 - SLACK)) return false;
  const best = Math.max(lo, limits.withinBudget) * (1 - SLACK);

  if (lists.probable.accepts(bound(best))) return true;
  // Below the cap's threshold the stake is capped and the profit falls short by at least this much.
  const shortfall = hi < limits.uncapped * (1 - SLACK) ? Math.max(0, target.targetProfit - target.cap * (hi - 1) - CENT_SLACK) : 0;
  if (lists.closest.accepts(bound(best, shortfall))) return true;
  if (hi >= limits.lowStake * (1 - SLACK)) {
    const lowRiskBest = bound(Math.max(best, limits.lowStake * (1 - SLACK)));
    if (lists.lowRisk.accepts(lowRiskBest)) return true;
    const valueSizes = range.sizeLo <= VALUE_BET_MAX_LEGS && range.sizeHi >= VALUE_BET_MIN_LEGS;
    if (valueSizes && lists.valueBets.accepts(lowRiskBest)) return true;
  }
  // Optimal parlays must also fit the budget: a large target can leave no optimal price within it.
  const optimalFrom = Math.max(limits.optimalFrom, limits.withinBudget);
  if (optimalFrom < limits.optimalPast && hi >= optimalFrom * (1 - SLACK) && lo <= limits.optimalPast * (1 + SLACK)) {
    if (lists.optimal.accepts(bound(Math.max(best, optimalFrom * (1 - SLACK))))) return true;
  }
  return false;
}

export function searchParlaysExact(lines: readonly BettingLine[], options: ParlaySearchOptions): ParlaySearchOutcome {
  const { minLegs, maxLegs } = options;
  const { target, price, unique, decimals: decimalOf } = prepareSearch(lines, options);
  const limits = priceThresholds(target);
  const bounds = { ...target, cap: stakeCap(target.maxRisk) };
  const count = unique.lines.length;

  // Search positions: lines by ascending price (input order among equals).
  const order = decimalOf.map((_, i) => i).sort((a, b) => (decimalOf[a] ?? 0) - (decimalOf[b] ?? 0) || a - b);
  const positionOf = new Int32Array(count);
  order.forEach((line, position) => (positionOf[line] = position));
  const decimals = Float64Array.from(order, (line) => decimalOf[line] ?? 1);
  const conflictsAt: number[][] = order.map(() => []);
  laterConflictsOfKeys(unique.keys).forEach((later, a) => {
    for (const b of later) {
      conflictsAt[positionOf[a] ?? 0]?.push(positionOf[b] ?? 0);
      conflictsAt[positionOf[b] ?? 0]?.push(positionOf[a] ?? 0);
    }
  });
  const countSets = createSuffixSetCounter(conflictFamilies(unique.keys), order, maxLegs);

  // cheapest(p, r): the r cheapest positions from p on; dearest(m): the m dearest positions of all.
  const cheapest = (p: number, r: number): number => {
    if (p + r > count) return Number.POSITIVE_INFINITY;
    let product = 1;
    for (let k = 0; k < r; k++) product *= decimals[p + k] ?? 1;
    return product;
  };
  const dearest = new Float64Array(maxLegs + 1);
  dearest[0] = 1;
  for (let m = 1; m <= maxLegs; m++) dearest[m] = (dearest[m - 1] ?? 1) * (decimals[count - m] ?? 1);

  const thresholds = [limits.withinBudget, limits.lowStake, limits.optimalFrom, limits.optimalPast];
  // Plain loops in the hot paths: no closure is made per branch.
  const clearOfThresholds = (lo: number, hi: number): boolean => {
    for (const threshold of thresholds) if (straddles(lo, hi, threshold)) return false;
    return true;
  };
  const aboveAll = Math.max(...thresholds, limits.uncapped) * (1 + SLACK);
  const lists = createParlayLists();
  const blocked = new Int32Array(count);
  const path: number[] = [];
  let combinationsPriced = 0;

  const block = (position: number, delta: number): void => {
    for (const other of conflictsAt[position] ?? []) blocked[other] = (blocked[other] ?? 0) + delta;
  };
  /** Adds `how many` parlays, all priced like `decimal` (a price clear of every threshold), to the counts. */
  // A price clear of every threshold is classified by the thresholds alone (each rule holds from its
  // threshold on; optimal takes precedence over low risk, as parlayCategory says).
  const countAs = (decimal: number, howMany: number): void => {
    if (howMany === 0 || decimal < limits.withinBudget) return;
    lists.summary.totalCount += howMany;
    const optimal = decimal >= limits.optimalFrom && decimal < limits.optimalPast;
    if (optimal) lists.summary.optimalCount += howMany;
    else if (decimal >= limits.lowStake) lists.summary.lowRiskCount += howMany;
  };
  const evaluate = (): void => {
    combinationsPriced++;
    const indices: number[] = [];
    for (const position of path) indices.push(order[position] ?? 0);
    indices.sort(ascending);
    let decimal = 1;
    for (const i of indices) decimal *= decimalOf[i] ?? 1;
    const pricing = price(decimal);
    offerCandidate(lists, { indices, decimal, probabilityKey: probabilityKey(decimal), absDifference: Math.abs(pricing.profitDifference) }, pricing);
  };

  // The last leg: positions from `start` on price the parlay at product × d[q], in order, so each threshold
  // cuts them in two by binary search. A run of them clear of every threshold that no list can use is counted
  // (its size less its blocked positions) instead of priced one by one.
  const stamp = new Int32Array(count);
  let leafCall = 0;
  const firstPricedAt = (product: number, price: number, from: number): number => {
    let low = from;
    let high = count;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (product * (decimals[middle] ?? 1) >= price) high = middle;
      else low = middle + 1;
    }
    return low;
  };
  const visitLeaves = (start: number, product: number): void => {
    leafCall++;
    const blockedAhead: number[] = [];
    for (const position of path) {
      for (const other of conflictsAt[position] ?? []) {
        if (other >= start && stamp[other] !== leafCall) {
          stamp[other] = leafCall;
          blockedAhead.push(other);
        }
      }
    }
    const cuts = [start, count];
    for (const threshold of thresholds) {
      cuts.push(firstPricedAt(product, threshold * (1 - SLACK), start), firstPricedAt(product, threshold * (1 + SLACK), start));
    }
    cuts.sort(ascending);
    for (let c = 0; c + 1 < cuts.length; c++) {
      const from = cuts[c] ?? count;
      const to = cuts[c + 1] ?? count;
      if (from >= to) continue;
      const lo = product * (decimals[from] ?? 1);
      const hi = product * (decimals[to - 1] ?? 1);
      const size = path.length + 1;
      const clear = clearOfThresholds(lo, hi);
      if (clear && !anyListReaches(lists, limits, bounds, { lo, hi, sizeLo: size, sizeHi: size })) {
        let blockedHere = 0;
        for (const q of blockedAhead) if (q >= from && q < to) blockedHere++;
        countAs(lo, to - from - blockedHere);
        continue;
      }
      for (let q = from; q < to; q++) {
        if ((blocked[q] ?? 0) > 0) continue;
        path.push(q);
        evaluate();
        path.pop();
      }
    }
  };

  const visit = (start: number, product: number): void => {
    const length = path.length;
    if (length + 1 === maxLegs) {
      visitLeaves(start, product);
      return;
    }
    for (let p = start; p < count; p++) {
      if (count - p < minLegs - length) return;
      if ((blocked[p] ?? 0) > 0) continue;
      const size = length + 1;
      const next = product * (decimals[p] ?? 1);
      const needed = Math.max(0, minLegs - size);
      const lo = next * cheapest(p + 1, needed);
      if (lo === Number.POSITIVE_INFINITY) return;
      const room = Math.min(maxLegs - size, count - 1 - p);
      const hi = next * (dearest[room] ?? 1);

      if (lo > aboveAll && !anyListReaches(lists, limits, bounds, { lo, hi: Number.POSITIVE_INFINITY, sizeLo: size, sizeHi: maxLegs })) {
        // This branch and every later one at this level: count all their parlays at once.
        countAs(lo, countSets(p, path, blocked, Math.max(1, minLegs - length), maxLegs - length));
        return;
      }
      const settled = clearOfThresholds(lo, hi);
      if (settled && !anyListReaches(lists, limits, bounds, { lo, hi, sizeLo: Math.max(size, minLegs), sizeHi: size + room })) {
        if (room === 0) countAs(lo, 1);
        else {
          block(p, 1);
          path.push(p);
          countAs(lo, countSets(p + 1, path, blocked, needed, maxLegs - size));
          path.pop();
          block(p, -1);
        }
        continue;
      }
      path.push(p);
      if (size >= minLegs) {
        const clearOfAll = clearOfThresholds(next, next);
        if (clearOfAll && !anyListReaches(lists, limits, bounds, { lo: next, hi: next, sizeLo: size, sizeHi: size })) countAs(next, 1);
        else evaluate();
      }
      if (size < maxLegs) {
        block(p, 1);
        visit(p + 1, next);
        block(p, -1);
      }
      path.pop();
    }
  };
  visit(0, 1);

  return { result: categorizedResult(lists, unique.lines, target), combinationsVisited: combinationsPriced };
}
