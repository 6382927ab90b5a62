/**
 * The categorized lists of the parlay generator (spec 2 §3 "Categorized result") as both searches keep them:
 * the reference enumeration (find-parlays.ts) and the exact pruned search (exact-parlay-search.ts). One
 * definition of the order of every list, so the two searches can only differ in which combinations they
 * look at, never in how they rank them.
 *
 * Lists and their order (ties fall through to the next key, so results are reproducible):
 * - closestToTarget: smallest |actualProfit - targetProfit| first;
 * - highProbability: highest implied probability first;
 * - lowRisk / optimal: parlays of that category, highest implied probability first;
 * - valueBets: low-risk parlays of 3 to 4 legs (spec 2 §9), highest implied probability first;
 * then, for all lists: highest probability (to 12 decimals), fewer legs, and finally the legs' positions in
 * the input compared in order (earlier lines first).
 */
import type { BettingLine } from './betting-line.ts';
import { createBoundedHeap } from './bounded-heap.ts';
import type { BoundedHeap } from './bounded-heap.ts';
import { generatedParlay } from './generated-parlay.ts';
import type { GeneratedParlay, ParlayPricing, ParlayTarget } from './generated-parlay.ts';
import { PARLAY_LIST_SIZE, VALUE_BET_MAX_LEGS, VALUE_BET_MIN_LEGS } from './parlay-constants.ts';

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
  /** Spec 2 §9 "value bets (3 to 4 legs under $50)": kept as its own exact list, not filtered from lowRisk. */
  valueBets: GeneratedParlay[];
}

/** One priced combination; `indices` are positions in the (deduplicated) input, ascending. */
export interface Candidate {
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

export function byProbability(a: Candidate, b: Candidate): number {
  return (
    b.probabilityKey - a.probabilityKey || a.indices.length - b.indices.length || compareIndices(a.indices, b.indices)
  );
}

export function byClosest(a: Candidate, b: Candidate): number {
  return a.absDifference - b.absDifference || byProbability(a, b);
}

export interface ParlayLists {
  closest: BoundedHeap<Candidate>;
  probable: BoundedHeap<Candidate>;
  lowRisk: BoundedHeap<Candidate>;
  optimal: BoundedHeap<Candidate>;
  valueBets: BoundedHeap<Candidate>;
  summary: ParlaySummary;
}

export function createParlayLists(): ParlayLists {
  return {
    closest: createBoundedHeap(PARLAY_LIST_SIZE, byClosest),
    probable: createBoundedHeap(PARLAY_LIST_SIZE, byProbability),
    lowRisk: createBoundedHeap(PARLAY_LIST_SIZE, byProbability),
    optimal: createBoundedHeap(PARLAY_LIST_SIZE, byProbability),
    valueBets: createBoundedHeap(PARLAY_LIST_SIZE, byProbability),
    summary: { totalCount: 0, optimalCount: 0, lowRiskCount: 0, highProbabilityCount: 0 },
  };
}

export function isValueBetSize(legs: number): boolean {
  return legs >= VALUE_BET_MIN_LEGS && legs <= VALUE_BET_MAX_LEGS;
}

/**
 * Counts and offers one priced combination. `scratch.indices` may be a reused buffer: a kept candidate gets
 * its own copy.
 */
export function offerCandidate(lists: ParlayLists, scratch: Candidate, pricing: ParlayPricing): void {
  if (!pricing.withinBudget) return;
  const offer = (heap: BoundedHeap<Candidate>): void => {
    if (heap.accepts(scratch)) heap.offer({ ...scratch, indices: scratch.indices.slice() });
  };
  lists.summary.totalCount++;
  offer(lists.closest);
  offer(lists.probable);
  if (pricing.category === 'lowRisk') {
    lists.summary.lowRiskCount++;
    offer(lists.lowRisk);
    if (isValueBetSize(scratch.indices.length)) offer(lists.valueBets);
  } else if (pricing.category === 'optimal') {
    lists.summary.optimalCount++;
    offer(lists.optimal);
  }
}

/** The lists as parlays. A parlay in two lists is built twice (a few dozen builds) so no two lists share an object. */
export function categorizedResult(lists: ParlayLists, lines: readonly BettingLine[], target: ParlayTarget): CategorizedParlays {
  const materialise = (heap: BoundedHeap<Candidate>): GeneratedParlay[] =>
    heap
      .sorted()
      .map((candidate) => generatedParlay(candidate.indices.flatMap((i) => lines[i] ?? []), target, candidate.decimal));
  const highProbability = materialise(lists.probable);
  return {
    summary: { ...lists.summary, highProbabilityCount: highProbability.length },
    closestToTarget: materialise(lists.closest),
    highProbability,
    lowRisk: materialise(lists.lowRisk),
    optimal: materialise(lists.optimal),
    valueBets: materialise(lists.valueBets),
  };
}
