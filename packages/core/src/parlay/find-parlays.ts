/**
 * The parlay generator's search (spec 2 §3 "Categorized result", §9 "Generator"). Unlike the spec's local
 * search (first 15 lines, capped counts per size), this considers EVERY combination of the given lines of
 * every size from minLegs to maxLegs. It walks combinations depth-first in input order, multiplying decimal
 * odds as it goes, adds a line only if it conflicts with none already chosen (so a conflicting branch is never
 * entered), and keeps the best PARLAY_LIST_SIZE of each list in bounded heaps.
 *
 * Lists and their order (ties fall through to the next key, so results are reproducible):
 * - closestToTarget: smallest |actualProfit - targetProfit| first;
 * - highProbability: highest implied probability first;
 * - lowRisk / optimal: parlays of that category, highest implied probability first;
 * then, for all lists: highest probability (to 12 decimals), fewer legs, and finally the legs' positions in
 * the input compared in order (earlier lines first). Identical lines are merged first (the first is kept).
 */
import { americanToDecimal } from '../odds/convert.ts';
import { assertBettingLine } from './betting-line.ts';
import type { BettingLine } from './betting-line.ts';
import { createBoundedHeap } from './bounded-heap.ts';
import type { BoundedHeap } from './bounded-heap.ts';
import { createParlayPricer, generatedParlay } from './generated-parlay.ts';
import type { GeneratedParlay, ParlayTarget } from './generated-parlay.ts';
import { conflictKey, laterConflictsOfKeys } from './leg-conflict.ts';
import type { ConflictKey } from './leg-conflict.ts';
import { PARLAY_LIST_SIZE, PARLAY_MAX_LEGS, PARLAY_MIN_LEGS } from './parlay-constants.ts';

export interface ParlaySearchOptions extends ParlayTarget {
  minLegs: number;
  maxLegs: number;
}

export interface ParlaySummary {
  /** Every conflict-free combination within the risk budget, not only the listed ones. */
  totalCount: number;
  optimalCount: number;
  lowRiskCount: number;
  /**
   * The spec gives no probability threshold for "high probability" (it is a ranking, not a category), so
   * this is the length of the highProbability list.
   */
  highProbabilityCount: number;
}

export interface CategorizedParlays {
  summary: ParlaySummary;
  closestToTarget: GeneratedParlay[];
  highProbability: GeneratedParlay[];
  lowRisk: GeneratedParlay[];
  optimal: GeneratedParlay[];
}

export interface ParlaySearchOutcome {
  result: CategorizedParlays;
  /** Conflict-free combinations of minLegs to maxLegs legs that were priced. */
  combinationsVisited: number;
}

export function assertSearchOptions(options: ParlaySearchOptions): void {
  const { targetProfit, maxRisk, minLegs, maxLegs } = options;
  if (!Number.isFinite(targetProfit) || targetProfit <= 0) throw new RangeError('Target profit must be greater than 0');
  if (!Number.isFinite(maxRisk) || maxRisk <= 0) throw new RangeError('Max risk must be greater than 0');
  if (!Number.isInteger(minLegs) || minLegs < PARLAY_MIN_LEGS) {
    throw new RangeError(`Min legs must be a whole number of at least ${PARLAY_MIN_LEGS}`);
  }
  if (!Number.isInteger(maxLegs) || maxLegs < minLegs || maxLegs > PARLAY_MAX_LEGS) {
    throw new RangeError(`Max legs must be a whole number from min legs to ${PARLAY_MAX_LEGS}`);
  }
}

interface Candidate {
  indices: readonly number[];
  decimal: number;
  probabilityKey: number;
  absDifference: number;
}

/**
 * Implied probability (1 / decimal) in units of 1e-12, rounded: products of the same prices in another order
 * differ in the last bits (-110 x +150 vs +150 x -110), and those must tie so the next keys decide.
 */
export function probabilityKey(decimalOdds: number): number {
  return Math.round(1e12 / decimalOdds);
}

function compareIndices(a: readonly number[], b: readonly number[]): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return a.length - b.length;
}

function byProbability(a: Candidate, b: Candidate): number {
  return (
    b.probabilityKey - a.probabilityKey || a.indices.length - b.indices.length || compareIndices(a.indices, b.indices)
  );
}

function byClosest(a: Candidate, b: Candidate): number {
  return a.absDifference - b.absDifference || byProbability(a, b);
}

/** Identical lines (same game, selection and odds) would only repeat parlays: the first one is kept. */
function uniqueLines(lines: readonly BettingLine[]): { lines: BettingLine[]; keys: ConflictKey[] } {
  const seen = new Set<string>();
  const unique: BettingLine[] = [];
  const keys: ConflictKey[] = [];
  for (const line of lines) {
    const key = conflictKey(line);
    if (seen.has(key.duplicate)) continue;
    seen.add(key.duplicate);
    unique.push(line);
    keys.push(key);
  }
  return { lines: unique, keys };
}

export function searchParlays(lines: readonly BettingLine[], options: ParlaySearchOptions): ParlaySearchOutcome {
  assertSearchOptions(options);
  lines.forEach((line, i) => assertBettingLine(line, `Betting line ${i + 1}`));
  const { minLegs, maxLegs } = options;
  const target: ParlayTarget = { targetProfit: options.targetProfit, maxRisk: options.maxRisk };
  const price = createParlayPricer(target);
  const unique = uniqueLines(lines);
  const count = unique.lines.length;
  const decimals = unique.lines.map((line) => americanToDecimal(line.odds));
  const later = laterConflictsOfKeys(unique.keys);
  const blocked = new Int32Array(count);

  const closest = createBoundedHeap(PARLAY_LIST_SIZE, byClosest);
  const probable = createBoundedHeap(PARLAY_LIST_SIZE, byProbability);
  const lowRisk = createBoundedHeap(PARLAY_LIST_SIZE, byProbability);
  const optimal = createBoundedHeap(PARLAY_LIST_SIZE, byProbability);
  const summary: ParlaySummary = { totalCount: 0, optimalCount: 0, lowRiskCount: 0, highProbabilityCount: 0 };
  let combinationsVisited = 0;

  const path: number[] = [];
  const scratch: Candidate = { indices: path, decimal: 1, probabilityKey: 0, absDifference: 0 };
  const offer = (heap: BoundedHeap<Candidate>): void => {
    if (heap.accepts(scratch)) heap.offer({ ...scratch, indices: path.slice() });
  };
  const block = (index: number, delta: number): void => {
    for (const j of later[index] ?? []) blocked[j] = (blocked[j] ?? 0) + delta;
  };
  const evaluate = (decimal: number): void => {
    combinationsVisited++;
    const pricing = price(decimal);
    if (!pricing.withinBudget) return;
    summary.totalCount++;
    scratch.decimal = decimal;
    scratch.probabilityKey = probabilityKey(decimal);
    scratch.absDifference = Math.abs(pricing.profitDifference);
    offer(closest);
    offer(probable);
    if (pricing.category === 'lowRisk') {
      summary.lowRiskCount++;
      offer(lowRisk);
    } else if (pricing.category === 'optimal') {
      summary.optimalCount++;
      offer(optimal);
    }
  };
  const visit = (start: number, decimal: number): void => {
    for (let i = start; i < count; i++) {
      // Not enough lines left to reach minLegs.
      if (count - i < minLegs - path.length) return;
      if ((blocked[i] ?? 0) > 0) continue;
      const next = decimal * (decimals[i] ?? 1);
      path.push(i);
      if (path.length >= minLegs) evaluate(next);
      if (path.length < maxLegs) {
        block(i, 1);
        visit(i + 1, next);
        block(i, -1);
      }
      path.pop();
    }
  };
  visit(0, 1);

  // A parlay in two lists is built twice (at most 4 x PARLAY_LIST_SIZE builds) so no two lists share an object.
  const materialise = (heap: BoundedHeap<Candidate>): GeneratedParlay[] =>
    heap
      .sorted()
      .map((candidate) => generatedParlay(candidate.indices.flatMap((i) => unique.lines[i] ?? []), target, candidate.decimal));

  const highProbability = materialise(probable);
  summary.highProbabilityCount = highProbability.length;
  return {
    result: {
      summary,
      closestToTarget: materialise(closest),
      highProbability,
      lowRisk: materialise(lowRisk),
      optimal: materialise(optimal),
    },
    combinationsVisited,
  };
}

export function findParlays(lines: readonly BettingLine[], options: ParlaySearchOptions): CategorizedParlays {
  return searchParlays(lines, options).result;
}
