/**
 * The parlay generator's reference search (docs/product/profit-target.md "Categorized result"). Unlike the browser's
 * local search (first 15 lines, capped counts per size), this considers EVERY combination of the given lines of
 * every size from minLegs to maxLegs. It walks combinations depth-first in input order, multiplying decimal
 * odds as it goes, adds a line only if it conflicts with none already chosen (so a conflicting branch is never
 * entered), and keeps the best PARLAY_LIST_SIZE of each list (parlay-lists.ts) in bounded heaps.
 *
 * It prices every combination, so it is the plain statement of what the answer is; the server uses the exact
 * pruned search (exact-parlay-search.ts), which is tested to give the same answer. Identical lines are merged
 * first (the first is kept).
 */
import { americanToDecimal } from '../odds/convert.ts';
import { assertBettingLine } from './betting-line.ts';
import type { BettingLine } from './betting-line.ts';
import { createParlayPricer } from './generated-parlay.ts';
import type { ParlayTarget } from './generated-parlay.ts';
import { conflictKey, laterConflictsOfKeys } from './leg-conflict.ts';
import type { ConflictKey, CorrelatedLegs } from './leg-conflict.ts';
import { PARLAY_MAX_LEGS, PARLAY_MIN_LEGS } from './parlay-constants.ts';
import { categorizedResult, createParlayLists, offerCandidate, searchOrder } from './parlay-lists.ts';
import type { Candidate, CategorizedParlays } from './parlay-lists.ts';

export interface ParlaySearchOptions extends ParlayTarget {
  minLegs: number;
  maxLegs: number;
  /** A team's spread with its own moneyline: allowed (the three conflict rules alone, the default here) or left out. */
  correlatedLegs?: CorrelatedLegs;
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

/** Identical lines (same game, selection and odds) would only repeat parlays: the first one is kept. */
export function uniqueLines(lines: readonly BettingLine[]): { lines: BettingLine[]; keys: ConflictKey[] } {
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

/** What both searches start from: checked options and lines, the pricer, the merged lines and their prices. */
export function prepareSearch(lines: readonly BettingLine[], options: ParlaySearchOptions) {
  assertSearchOptions(options);
  lines.forEach((line, i) => assertBettingLine(line, `Betting line ${i + 1}`));
  const target: ParlayTarget = { targetProfit: options.targetProfit, maxRisk: options.maxRisk };
  const unique = uniqueLines(lines);
  return { target, price: createParlayPricer(target), unique, decimals: unique.lines.map((line) => americanToDecimal(line.odds)) };
}

export function searchParlays(lines: readonly BettingLine[], options: ParlaySearchOptions): ParlaySearchOutcome {
  const { minLegs, maxLegs } = options;
  const { target, price, unique, decimals } = prepareSearch(lines, options);
  const count = unique.lines.length;
  const later = laterConflictsOfKeys(unique.keys, options.correlatedLegs);
  const blocked = new Int32Array(count);

  const { rankOf } = searchOrder(decimals);
  const lists = createParlayLists();
  let combinationsVisited = 0;

  const path: number[] = [];
  const ranks: number[] = [];
  const scratch: Candidate = { indices: path, ranks, decimal: 1, odds: 0, absDifference: 0 };
  const block = (index: number, delta: number): void => {
    for (const j of later[index] ?? []) blocked[j] = (blocked[j] ?? 0) + delta;
  };
  const evaluate = (decimal: number): void => {
    combinationsVisited++;
    const pricing = price(decimal);
    scratch.decimal = decimal;
    scratch.odds = pricing.totalAmericanOdds;
    ranks.length = 0;
    for (const i of path) ranks.push(rankOf[i] ?? 0);
    ranks.sort((a, b) => a - b);
    scratch.absDifference = Math.abs(pricing.profitDifference);
    offerCandidate(lists, scratch, pricing);
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

  return { result: categorizedResult(lists, unique.lines, target), combinationsVisited };
}

export function findParlays(lines: readonly BettingLine[], options: ParlaySearchOptions): CategorizedParlays {
  return searchParlays(lines, options).result;
}
