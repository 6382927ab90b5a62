/**
 * The categorized lists of the parlay generator (docs/product/profit-target.md "Categorized result") as both searches keep them:
 * the reference enumeration (find-parlays.ts) and the exact pruned search (exact-parlay-search.ts). One
 * definition of the order of every list, so the two searches can only differ in which combinations they
 * look at, never in how they rank them.
 *
 * Lists and their order (ties fall through to the next key, so results are reproducible):
 * - closestToTarget: smallest |actualProfit - targetProfit| first;
 * - highProbability: highest implied probability first, as the bettor sees it: the parlay's whole American
 *   odds (a lower price is a likelier parlay);
 * - lowRisk / optimal: parlays of that category, highest implied probability first;
 * - valueBets: low-risk parlays of 3 to 4 legs (docs/product/profit-target.md), highest implied probability first;
 * then, for all lists: the legs compared in price order (cheaper lines first, input order among equal prices),
 * a parlay before its own extensions. ADR 046 says why parlays at the same odds rank by their legs' prices
 * rather than by a probability to 12 decimals: that order is what lets the search stop early.
 */
import type { BettingLine } from './betting-line.ts';
import { createBoundedHeap } from './bounded-heap.ts';
import type { BoundedHeap } from './bounded-heap.ts';
import { generatedParlay } from './generated-parlay.ts';
import type { GeneratedParlay, ParlayPricing, ParlayTarget } from './generated-parlay.ts';
import { PARLAY_LIST_SIZE, VALUE_BET_MAX_LEGS, VALUE_BET_MIN_LEGS } from './parlay-constants.ts';

/** The summary's counts that can be a bound rather than exact (ADR 046). */
export type ParlayCountName = 'totalCount' | 'optimalCount' | 'lowRiskCount';
export const PARLAY_COUNT_NAMES: readonly ParlayCountName[] = ['totalCount', 'optimalCount', 'lowRiskCount'];

export interface ParlaySummary {
  /** Every conflict-free combination within the risk budget, not only the listed ones. */
  totalCount: number;
  optimalCount: number;
  lowRiskCount: number;
  /**
   * Counts that are lower bounds ("at least"), not exact: the search classifies every combination only while
   * that stays within its work bound (ADR 046). Empty when every count is exact.
   */
  atLeast: ParlayCountName[];
  /**
   * For each count named in `atLeast`, an upper bound (ADR 073): the count lies between the two, exact when
   * they meet. Empty when every count is exact.
   */
  atMost: Partial<Record<ParlayCountName, number>>;
  /**
   * Whether every list is proven the best over every combination. False only when the search stopped at its
   * work bound (ADR 046): the lists then hold the best it found.
   */
  listsExhaustive: boolean;
  /** The lists that hold the best found, not proven best (ADR 061); every other list is exact. */
  unprovenLists: ParlayListField[];
  /**
   * The product gives no probability threshold for "high probability" (it is a ranking, not a category), so
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
  /** docs/product/profit-target.md "value bets (3 to 4 legs under $50)": kept as its own exact list, not filtered from lowRisk. */
  valueBets: GeneratedParlay[];
}

/**
 * One priced combination. `indices` are positions in the (deduplicated) input, ascending (the legs' order);
 * `ranks` are the same legs' places in price order (searchOrder), ascending, for ties.
 */
export interface Candidate {
  indices: readonly number[];
  ranks: readonly number[];
  decimal: number;
  /** The whole American odds (decimalToAmerican): rises with the price, so a lower one is likelier. */
  odds: number;
  absDifference: number;
}

/**
 * Lines by ascending decimal price, input order among equals: the order both searches compare legs in. Returns
 * the lines in that order and each line's place in it.
 */
export function searchOrder(decimals: readonly number[]): { order: number[]; rankOf: Int32Array } {
  const order = decimals.map((_, i) => i).sort((a, b) => (decimals[a] ?? 0) - (decimals[b] ?? 0) || a - b);
  const rankOf = new Int32Array(decimals.length);
  order.forEach((line, rank) => (rankOf[line] = rank));
  return { order, rankOf };
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
  return a.odds - b.odds || compareIndices(a.ranks, b.ranks);
}

export function byClosest(a: Candidate, b: Candidate): number {
  return a.absDifference - b.absDifference || byProbability(a, b);
}

/** The five lists, as the searches keep them. */
export type ParlayListName = 'closest' | 'probable' | 'lowRisk' | 'optimal' | 'valueBets';
export const PARLAY_LIST_NAMES: readonly ParlayListName[] = ['probable', 'closest', 'lowRisk', 'valueBets', 'optimal'];

/** The five lists as the answer names them. */
export type ParlayListField = Exclude<keyof CategorizedParlays, 'summary'>;
export const PARLAY_LIST_FIELDS: readonly ParlayListField[] = ['closestToTarget', 'highProbability', 'lowRisk', 'optimal', 'valueBets'];
export const PARLAY_LIST_FIELD: Record<ParlayListName, ParlayListField> = {
  closest: 'closestToTarget',
  probable: 'highProbability',
  lowRisk: 'lowRisk',
  optimal: 'optimal',
  valueBets: 'valueBets',
};

export type ParlayLists = Record<ParlayListName, BoundedHeap<Candidate>> & { summary: ParlaySummary };

export function createParlayLists(): ParlayLists {
  return {
    closest: createBoundedHeap(PARLAY_LIST_SIZE, byClosest),
    probable: createBoundedHeap(PARLAY_LIST_SIZE, byProbability),
    lowRisk: createBoundedHeap(PARLAY_LIST_SIZE, byProbability),
    optimal: createBoundedHeap(PARLAY_LIST_SIZE, byProbability),
    valueBets: createBoundedHeap(PARLAY_LIST_SIZE, byProbability),
    summary: { totalCount: 0, optimalCount: 0, lowRiskCount: 0, highProbabilityCount: 0, atLeast: [], atMost: {}, listsExhaustive: true, unprovenLists: [] },
  };
}

export function isValueBetSize(legs: number): boolean {
  return legs >= VALUE_BET_MIN_LEGS && legs <= VALUE_BET_MAX_LEGS;
}

/**
 * Counts and offers one priced combination. `scratch.indices` may be a reused buffer: a kept candidate gets
 * its own copy.
 */
/** Keeps a copy of the scratch candidate when the heap takes it (a plain function: this runs per combination). */
function offerTo(heap: BoundedHeap<Candidate>, scratch: Candidate): void {
  if (heap.accepts(scratch)) heap.offer({ ...scratch, indices: scratch.indices.slice(), ranks: scratch.ranks.slice() });
}

export function offerCandidate(lists: ParlayLists, scratch: Candidate, pricing: ParlayPricing): void {
  if (!pricing.withinBudget) return;
  lists.summary.totalCount++;
  offerTo(lists.closest, scratch);
  offerTo(lists.probable, scratch);
  if (pricing.category === 'lowRisk') {
    lists.summary.lowRiskCount++;
    offerTo(lists.lowRisk, scratch);
    if (isValueBetSize(scratch.indices.length)) offerTo(lists.valueBets, scratch);
  } else if (pricing.category === 'optimal') {
    lists.summary.optimalCount++;
    offerTo(lists.optimal, scratch);
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
    summary: {
      ...lists.summary,
      atLeast: [...lists.summary.atLeast],
      atMost: { ...lists.summary.atMost },
      unprovenLists: [...lists.summary.unprovenLists],
      highProbabilityCount: highProbability.length,
    },
    closestToTarget: materialise(lists.closest),
    highProbability,
    lowRisk: materialise(lists.lowRisk),
    optimal: materialise(lists.optimal),
    valueBets: materialise(lists.valueBets),
  };
}
