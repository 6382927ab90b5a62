/**
 * The parlay generator's exact search: the same lists as the reference enumeration
 * (find-parlays.ts) over every conflict-free combination of minLegs to maxLegs legs, without pricing them all,
 * and the summary's counts exact or, past a work bound, explicit lower bounds (ADR 046).
 *
 * Lines are walked in ascending order of their decimal price (searchOrder), so a partial parlay of price P
 * whose next choice is position p can only complete to prices in [lo, hi]: lo multiplies in the cheapest lines
 * after p it needs to reach minLegs, hi the dearest lines of all it may still add (bounds that ignore
 * conflicts, so they only widen the range). The walk is depth-first in the lists' tie order (legs compared in
 * price order, a parlay before its extensions), so every parlay still to come ranks after every parlay already
 * kept at the same odds: a branch is skipped unless a parlay at its best price would beat a list's current
 * worst outright. That is what bounds the lists' cost by how far the lists still are from their best, not by
 * how many parlays qualify.
 *
 * Counts: everything the summary counts is a function of the price with one threshold per rule
 * (price-thresholds.ts). A branch whose range crosses no threshold is counted without listing it
 * (conflict-families.ts, suffix-set-counter.ts). A branch that crosses one and that no list can use is walked
 * for the counts alone, on a budget of its own (`limits.countWork`, ADR 061); past it, or past the lists' bound,
 * the branch's parlays whose category its range leaves open are left out, so those counts become lower bounds
 * and are named in `summary.atLeast`.
 *
 * The lists' walk is bounded too (`limits.work`): a slate whose parlays crowd the lists' thresholds can need
 * more than any time bound allows to prove the lists best (finding the parlay priced closest above a price is
 * a subset-sum problem). Past the bound the walk stops looking and every list keeps the best it found; each
 * branch it then leaves names the lists that could still have used it (`summary.unprovenLists`), every other list is
 * proven best, and `summary.listsExhaustive` says whether all are, so the screen can say so (ADR 046, 061).
 * The value bets (3- and 4-leg parlays) are walked apart, first, on a share of that bound (odds-list-walk.ts,
 * ADR 067): the one walk goes deep first and would spend its bound before reaching them. A list the walk leaves
 * unproven is walked apart after it, meeting the list's narrow window in the middle (list-window-walk.ts,
 * pair-price-table.ts): the closest list (closest-list-walk.ts, ADR 077), then each list ranked by odds
 * (odds-list-walk.ts, ADR 081).
 */
import { decimalToAmerican } from '../odds/convert.ts';
import type { BettingLine } from './betting-line.ts';
import { conflictFamilies } from './conflict-families.ts';
import { prepareSearch } from './find-parlays.ts';
import type { ParlaySearchOptions, ParlaySearchOutcome } from './find-parlays.ts';
import type { ParlayTarget } from './generated-parlay.ts';
import { createParlayCounts } from './parlay-counts.ts';
import { categorizedResult, createParlayLists, offerCandidate, PARLAY_LIST_FIELD, PARLAY_LIST_NAMES } from './parlay-lists.ts';
import type { Candidate, ParlayListName, ParlayLists } from './parlay-lists.ts';
import { walkClosest } from './closest-list-walk.ts';
import { cappedReachingWorst, closestCeiling, closestFloor } from './closest-window.ts';
import { CENT_SLACK, leastUncappedDifference } from './list-price-bounds.ts';
import { oddsListCeiling, oddsListWindow } from './odds-list-window.ts';
import type { OddsListName } from './odds-list-window.ts';
import { withCountBounds } from './price-bucket-counts.ts';
import { priceThresholds } from './price-thresholds.ts';
import type { PriceThresholds } from './price-thresholds.ts';
import { createPairPriceTable } from './pair-price-table.ts';
import type { PairPriceTable } from './pair-price-table.ts';
import { PRICE_SLACK as SLACK, straddles } from './price-range.ts';
import { firstAtOrAbove, firstPositionInReach, parlayAt, searchPositions } from './search-positions.ts';
import { walkOddsList } from './odds-list-walk.ts';
import { stakeCap } from './stake-for-target.ts';
import { VALUE_BET_MAX_LEGS, VALUE_BET_MIN_LEGS } from './parlay-constants.ts';
import { createSuffixSetCounter } from './suffix-set-counter.ts';
import { slateCountBounds } from './threshold-counts.ts';

export interface SearchWorkLimits {
  /** Branches and last-leg runs the lists' walk looks at. */
  work: number;
  /** Branches and last legs walked for the counts alone (no list could use them), on top of `work`. */
  countWork: number;
  /** The walk of the sets near the counts' thresholds (ADR 083), after the search: COUNT_BAND_WORK unless given. */
  countBandWork?: number;
}

/**
 * About a quarter of a second of the lists' walk and a sixteenth for the counts alone, on a loaded 2-core
 * machine; `npm run bench:parlays` prints how often a search reaches them.
 */
export const SEARCH_WORK_LIMITS: SearchWorkLimits = { work: 120_000, countWork: 30_000 };

/** Prefixes walked, and sets priced one by one, to make the counts exact near their thresholds (ADR 083). */
const COUNT_BAND_WORK = 800_000;

/** Lines the line-by-line counter goes through in about the time of one branch of the walk. */
const LINES_PER_UNIT = 16;

/**
 * Pairs of lines past which the pair table is not built, nor the closest list's own walk run (ADR 077): about
 * 1,000 lines, 10 ms of building. On the live week's 1,926 lines the table alone took half the walk's share and
 * the walk never proved the list: it only added a tenth to the search's time.
 */
const MOST_PAIRS = 500_000;

/** The closest list's own walk, when the walk leaves it unproven: this share of the lists' bound, on top of it (ADR 077). */
const CLOSEST_SHARE = 3 / 4;
/** Before it, its walk among the parlays at the lowest odds a $0.00 parlay can show: this share (ADR 081). */
const CLOSEST_BAND_SHARE = 1 / 2;

/** Each list ranked by odds the walk leaves unproven, on its own walk: this share of the lists' bound, on top of it (ADR 081). */
const ODDS_LIST_SHARE = 1 / 2;
const ODDS_LISTS: readonly RankedByOdds[] = ['probable', 'lowRisk', 'optimal'];

/** The share of the lists' bound the value bets' own walk may use (what it leaves, the main walk may). */
const VALUE_BETS_SHARE = 1 / 6;

/**
 * What looking at a last leg's own price costs, in branches, when no list can take it and it is counted, not
 * priced: measured at about 0.4 of a priced last leg (ADR 067).
 */
const LEAF_CHECK = 0.4;

/** Ranks past every real line: the bound candidate loses every tie, as every parlay still to come does. */
const AFTER_ALL: readonly number[] = [Number.MAX_SAFE_INTEGER];
/** The best a branch could offer a list: its best price, ranked after everything already kept. */
const BOUND: Candidate = { indices: [], ranks: AFTER_ALL, decimal: 1, odds: 0, absDifference: 0 };

/** The bound candidate rewritten for one question (no allocation: this runs for every branch looked at). */
function bound(decimal: number, absDifference = 0): Candidate {
  BOUND.decimal = decimal;
  BOUND.odds = decimalToAmerican(decimal);
  BOUND.absDifference = absDifference;
  return BOUND;
}

const ascending = (a: number, b: number): number => a - b;

/**
 * Parlays priced in [lo, hi]: what a list is asked whether it could take. Where the branch's prices are known
 * one by one (its last legs: `product` times the prices at positions [from, to), and its own parlay `own`, 0
 * when it has none), each list is asked from the first of them it could take, not from `lo` (ADR 073): a list
 * whose window above its threshold is narrow is then asked only about the legs in it. `product` is 0 when only
 * [lo, hi] is known.
 */
interface PriceRange {
  lo: number;
  hi: number;
  product: number;
  from: number;
  to: number;
  own: number;
  /**
   * Where the range is a branch with two legs at most still to add: its price (0 when it is not such a branch),
   * the first position it may add, whether one leg more is enough to reach minLegs, and whether the branch is
   * itself a parlay. Its prices are then known to the pair (ADR 077).
   */
  pairProduct: number;
  pairFrom: number;
  singleLegs: boolean;
  ownParlay: boolean;
}

/**
 * The lowest price in the range from `price` on: at least `price`, and where the prices are known, the first of
 * them that could reach it within the slack of a product taken in another order (Infinity when none can).
 */
function priceFrom(decimals: Float64Array, range: PriceRange, price: number): number {
  if (range.product === 0) return Math.max(range.lo, price);
  const reach = price * (1 - SLACK);
  if (range.own > 0 && range.own >= reach) return Math.max(range.own, price);
  const q = firstAtOrAbove(decimals, range.from, range.to, reach / range.product);
  return q < range.to ? Math.max(range.product * (decimals[q] ?? 1), price) : Number.POSITIVE_INFINITY;
}

/** A set of lists, one bit per PARLAY_LIST_NAMES entry. */
type ListSet = number;
const LIST_BITS = Object.fromEntries(PARLAY_LIST_NAMES.map((name, i) => [name, 1 << i])) as Record<ParlayListName, ListSet>;
const bitOf = (name: ParlayListName): ListSet => LIST_BITS[name];

/** The lists ranked by odds the walk fills: each takes a parlay of this search only below its worst's odds. */
type RankedByOdds = Exclude<OddsListName, 'valueBets'>;

/**
 * Per list ranked by odds, the price from which it can take no parlay still to come: it is full and every
 * parlay from there on shows at least its worst's odds, and ranks after it at equal odds (the walk's order,
 * ADR 046). Read for every branch, so worked out once per worst the list holds (ADR 067).
 */
function createListCeilings(lists: ParlayLists, limits: PriceThresholds): (name: RankedByOdds) => number {
  const worstSeen: Partial<Record<RankedByOdds, Candidate>> = {};
  const ceilings: Record<RankedByOdds, number> = { probable: 0, lowRisk: 0, optimal: 0 };
  return (name) => {
    const worst = lists[name].worst();
    if (worst === undefined) return Number.POSITIVE_INFINITY;
    if (worstSeen[name] !== worst) {
      worstSeen[name] = worst;
      ceilings[name] = oddsListCeiling(worst.odds, oddsListWindow(name, limits).from);
    }
    return ceilings[name];
  };
}

/**
 * What the walk asks the lists about a branch: the lists, the thresholds, the target, each list's ceiling and
 * the prices by position.
 */
interface ListBounds {
  lists: ParlayLists;
  decimals: Float64Array;
  /** Undefined on a slate too large for it (MOST_PAIRS). */
  pairs: PairPriceTable | undefined;
  limits: PriceThresholds;
  target: ParlayTarget & { cap: number };
  ceiling: (name: RankedByOdds) => number;
  /** The lowest price of a low-risk parlay (odds-list-window.ts). */
  lowRiskFrom: number;
}

/** The list's bit when it could take a parlay priced `best` (a plain function: this runs per branch). */
function reaching(bounds: ListBounds, name: RankedByOdds, best: number): ListSet {
  return best < bounds.ceiling(name) ? bitOf(name) : 0;
}

/**
 * Whether a branch with two legs at most still to add (range.pairProduct > 0) may hold a parlay priced in
 * [lo, hi]: itself, itself and one more leg, or itself and a pair (the pair table, ADR 077). Conflicts with
 * the branch's own legs are not looked at: a yes only makes the walk look.
 */
function branchMayHold(pairs: PairPriceTable, decimals: Float64Array, range: PriceRange, lo: number, hi: number): boolean {
  const product = range.pairProduct;
  if (range.ownParlay && product >= lo && product <= hi) return true;
  if (range.singleLegs) {
    const q = firstAtOrAbove(decimals, range.pairFrom, decimals.length, lo / product);
    if (q < decimals.length && product * (decimals[q] ?? 1) <= hi) return true;
  }
  return pairs.hasPair(range.pairFrom, lo / product, hi / product);
}

/** The closest list's bit unless the range is a two-legs branch none of whose parlays lands in the list's window. */
function closestInWindow(bounds: ListBounds, range: PriceRange, floor: number): ListSet {
  const { pairs } = bounds;
  if (range.pairProduct === 0 || pairs === undefined) return bitOf('closest');
  const ceiling = closestCeiling(bounds.lists.closest);
  if (ceiling === Number.POSITIVE_INFINITY) return bitOf('closest');
  return branchMayHold(pairs, bounds.decimals, range, floor * (1 - SLACK), ceiling) ? bitOf('closest') : 0;
}

/**
 * The closest list's bit when a parlay priced in [lo, hi] could enter it. Its parlays rank by the profit's
 * difference from the target, then by odds, and the two parts of the range bound that difference apart:
 * - from the cap's threshold on (uncapped) it is 0 or more, so the best there is $0.00 at the part's lowest price;
 * - below it (capped) the profit falls short by at least target - cap × (price - 1), which falls as the price
 *   rises, so a parlay that ranks before the list's worst (difference D) is priced at least
 *   1 + (target - D) / cap: the part's best is its top's shortfall at the price it must reach.
 * Together they prune a branch before the list holds 25 parlays at $0.00 (ADR 067).
 */
function closestReaching(
  heap: ParlayLists['closest'],
  limits: PriceThresholds,
  target: ParlayTarget & { cap: number },
  lo: number,
  hi: number,
): ListSet {
  const bit = bitOf('closest');
  if (hi >= limits.uncapped * (1 - SLACK)) {
    const surelyUncapped = lo > limits.uncapped * (1 + SLACK);
    const difference = lo === hi && surelyUncapped ? leastUncappedDifference(lo, target.targetProfit) : 0;
    if (heap.accepts(bound(Math.max(lo, limits.uncapped) * (1 - SLACK), difference))) return bit;
    if (surelyUncapped) return 0;
  }
  const top = Math.min(hi, limits.uncapped * (1 + SLACK));
  const shortfall = Math.max(0, target.targetProfit - target.cap * (top - 1) - CENT_SLACK);
  const from = Math.max(lo, limits.withinBudget, cappedReachingWorst(heap, target)) * (1 - SLACK);
  if (from > top) return 0;
  return heap.accepts(bound(from, shortfall)) ? bit : 0;
}

/**
 * The lists that could take a parlay priced in [lo, hi] with sizeLo to sizeHi legs; with `firstOnly`, only the
 * first found (the walk needs only to know whether any could; past its bound, which ones could have).
 */
function listsReaching(bounds: ListBounds, range: PriceRange, firstOnly: boolean): ListSet {
  const { limits, decimals } = bounds;
  const { hi } = range;
  if (hi < limits.withinBudget * (1 - SLACK)) return 0;
  let found = reaching(bounds, 'probable', priceFrom(decimals, range, limits.withinBudget) * (1 - SLACK));
  if (firstOnly && found !== 0) return found;
  const floor = closestFloor(bounds.lists.closest, limits, bounds.target);
  const closestLo = priceFrom(decimals, range, floor);
  if (closestLo <= hi * (1 + SLACK)) found |= closestReaching(bounds.lists.closest, limits, bounds.target, closestLo, hi) & closestInWindow(bounds, range, floor);
  if (firstOnly && found !== 0) return found;
  if (hi >= bounds.lowRiskFrom * (1 - SLACK)) {
    found |= reaching(bounds, 'lowRisk', priceFrom(decimals, range, bounds.lowRiskFrom) * (1 - SLACK));
    if (firstOnly && found !== 0) return found;
  }
  // Optimal parlays must also fit the budget: a large target can leave no optimal price within it.
  const optimalFrom = Math.max(limits.optimalFrom, limits.withinBudget);
  if (optimalFrom < limits.optimalPast && hi >= optimalFrom * (1 - SLACK)) {
    const optimalBest = priceFrom(decimals, range, optimalFrom) * (1 - SLACK);
    if (optimalBest <= limits.optimalPast * (1 + SLACK)) found |= reaching(bounds, 'optimal', optimalBest);
  }
  return found;
}

export function searchParlaysExact(
  lines: readonly BettingLine[],
  options: ParlaySearchOptions,
  workLimits: SearchWorkLimits = SEARCH_WORK_LIMITS,
): ParlaySearchOutcome {
  const { minLegs, maxLegs } = options;
  const { target, price, unique, decimals: decimalOf } = prepareSearch(lines, options);
  const limits = priceThresholds(target);
  const lists = createParlayLists();
  const count = unique.lines.length;

  const positions = searchPositions(unique.keys, decimalOf, options.correlatedLegs, maxLegs);
  const { order, decimals, conflictsAt, cheapest, dearest } = positions;
  const stakeTarget = { ...target, cap: stakeCap(target.maxRisk) };
  // The closest list's windows lie near the cap's price: pairs priced past twice it are not kept (ADR 077).
  const pairs = (count * (count - 1)) / 2 <= MOST_PAIRS ? createPairPriceTable(decimals, conflictsAt, 2 * limits.uncapped) : undefined;
  // A list ranked by odds has its window from its threshold on: a table of pairs up to twice it (built when asked).
  const oddsTables = new Map<number, PairPriceTable>();
  const pairTableFrom = (from: number): PairPriceTable | undefined => {
    if (pairs === undefined || from <= limits.uncapped) return pairs;
    const table = oddsTables.get(from) ?? createPairPriceTable(decimals, conflictsAt, 2 * from);
    oddsTables.set(from, table);
    return table;
  };
  const listBounds: ListBounds = { lists, decimals, pairs, limits, target: stakeTarget, ceiling: createListCeilings(lists, limits), lowRiskFrom: oddsListWindow('lowRisk', limits).from };
  // A question the fast counter cannot answer exactly costs a pass over the lines: charged as that many branches.
  const fallbackCost = Math.ceil(count / LINES_PER_UNIT);
  const families = conflictFamilies(unique.keys, options.correlatedLegs);
  const countSets = createSuffixSetCounter(families, order, maxLegs, () => spend(fallbackCost));

  const thresholds = [limits.withinBudget, limits.lowStake, limits.optimalFrom, limits.optimalPast].filter(Number.isFinite);
  // Plain loops in the hot paths: no closure is made per branch.
  const clearOfThresholds = (lo: number, hi: number): boolean => {
    for (const threshold of thresholds) if (straddles(lo, hi, threshold)) return false;
    return true;
  };
  const aboveAll = Math.max(1, ...thresholds, Number.isFinite(limits.uncapped) ? limits.uncapped : 1) * (1 + SLACK);
  /** Lists some branch left unwalked past the lists' bound could have improved: not proven best. */
  let missed: ListSet = 0;
  const counts = createParlayCounts(limits);
  const blocked = new Int32Array(count);
  const path: number[] = [];
  let combinationsPriced = 0;
  // Two budgets: the lists' walk, and the walking no list can use (a branch walked for the counts alone, and
  // everything once the lists' walk is past its bound). So a slate whose counts are costly never takes the work
  // that proves its lists, and the reverse.
  // The value bets first, on their own walk and a share of the lists' bound: low-risk parlays of 3 and 4 legs.
  const valueWindow = oddsListWindow('lowRisk', limits);
  const valueWalk = walkOddsList({
    positions,
    pairs: pairTableFrom(valueWindow.from),
    decimalOf,
    price,
    ...valueWindow,
    minLegs: Math.max(minLegs, VALUE_BET_MIN_LEGS),
    maxLegs: Math.min(maxLegs, VALUE_BET_MAX_LEGS),
    work: Math.floor(workLimits.work * VALUE_BETS_SHARE),
  });
  let listWork = valueWalk.work;
  let countWork = 0;
  /** Depth of branches walked for the counts alone: nothing under them can reach a list. */
  let countOnly = 0;
  const listsWalking = (): boolean => countOnly === 0 && listWork < workLimits.work;
  function spend(units = 1): void {
    if (listsWalking()) listWork += units;
    else countWork += units;
  }
  const countsSpent = (): boolean => countWork >= workLimits.countWork || listWork >= workLimits.work;
  /**
   * Whether a list may still take a parlay of this range: never once the lists' walk is past its bound, and
   * then the lists that could have are noted as not proven.
   */
  // Filled in place for each question (this runs for every branch and many last legs).
  const range: PriceRange = { lo: 1, hi: 1, product: 0, from: 0, to: 0, own: 0, pairProduct: 0, pairFrom: 0, singleLegs: false, ownParlay: false };
  const listsMayUse = (lo: number, hi: number): boolean => {
    range.lo = lo;
    range.hi = hi;
    range.product = 0;
    range.pairProduct = 0;
    return listsMayUseRange();
  };
  /** The same question about a branch of price `product` with two legs at most to add from `from` on. */
  const pairsMayUse = (lo: number, hi: number, product: number, from: number, size: number): boolean => {
    range.lo = lo;
    range.hi = hi;
    range.product = 0;
    range.pairProduct = product;
    range.pairFrom = from;
    range.singleLegs = size + 1 >= minLegs;
    range.ownParlay = size >= minLegs;
    return listsMayUseRange();
  };
  /** The same question about last legs known one by one: product × the prices at [from, to), and `own`. */
  const legsMayUse = (product: number, from: number, to: number, own: number): boolean => {
    range.lo = own > 0 ? own : product * (decimals[from] ?? 1);
    range.hi = product * (decimals[to - 1] ?? 1);
    range.product = product;
    range.from = from;
    range.to = to;
    range.own = own;
    range.pairProduct = 0;
    return listsMayUseRange();
  };
  const listsMayUseRange = (): boolean => {
    if (countOnly > 0) return false;
    if (listWork >= workLimits.work) {
      missed |= listsReaching(listBounds, range, false);
      return false;
    }
    return listsReaching(listBounds, range, true) !== 0;
  };

  const block = (position: number, delta: number): void => {
    for (const other of conflictsAt[position] ?? []) blocked[other] = (blocked[other] ?? 0) + delta;
  };
  // One candidate rewritten for every priced parlay: a list that keeps it keeps a copy (offerCandidate), so the
  // walk's most frequent step allocates nothing but its pricing.
  const legIndices: number[] = [];
  const scratch: Candidate = { indices: legIndices, ranks: path, decimal: 1, odds: 0, absDifference: 0 };
  const evaluate = (): void => {
    combinationsPriced++;
    const decimal = parlayAt(path, order, decimalOf, legIndices);
    const pricing = price(decimal);
    counts.addPriced(pricing);
    scratch.decimal = decimal;
    scratch.odds = pricing.totalAmericanOdds;
    scratch.absDifference = Math.abs(pricing.profitDifference);
    offerCandidate(lists, scratch, pricing);
  };

  // The last two legs (ADR 067). Within one node (the path less its last two legs), the second-to-last leg's
  // positions are taken in order, so its price only rises: where each threshold cuts the last leg's positions
  // (the first q with price × d[q] at or above it) only moves down, and is kept by a pointer instead of a
  // binary search per leg. The positions the node's path blocks are counted by a prefix sum made once per
  // node; only the second-to-last leg's own conflicts are looked at per leg.
  // Ascending, so the positions they cut at come in order too.
  const cutValues = thresholds.flatMap((threshold) => [threshold * (1 - SLACK), threshold * (1 + SLACK)]).sort(ascending);
  const cutAt = new Int32Array(cutValues.length);
  /** The last leg's runs: start, each cut, the end. */
  const cuts = new Int32Array(cutValues.length + 2);
  /** Positions before i the node's path blocks. */
  const blockedBefore = new Int32Array(count + 1);
  const blockedByNode = (q: number): boolean => (blockedBefore[q + 1] ?? 0) > (blockedBefore[q] ?? 0);
  const startLastTwo = (): void => {
    cutAt.fill(count);
    for (let q = 0; q < count; q++) blockedBefore[q + 1] = (blockedBefore[q] ?? 0) + ((blocked[q] ?? 0) > 0 ? 1 : 0);
  };
  /** The second-to-last leg's own conflicts from `start` on that the node's path does not already block. */
  const ownBlocked: number[] = [];
  const stamp = new Int32Array(count);
  let leafCall = 0;

  // The last leg: positions from `start` on price the parlay at product × d[q], in order, so each threshold
  // cuts them in two. A run of them clear of every threshold that no list can use is counted (its size less
  // its blocked positions) instead of priced one by one.
  const visitLeaves = (start: number, product: number): void => {
    leafCall++;
    spend();
    ownBlocked.length = 0;
    for (const other of conflictsAt[path[path.length - 1] ?? 0] ?? []) {
      if (other >= start && !blockedByNode(other) && stamp[other] !== leafCall) {
        stamp[other] = leafCall;
        ownBlocked.push(other);
      }
    }
    cuts[0] = start;
    for (let c = 0; c < cutValues.length; c++) {
      const value = cutValues[c] ?? 1;
      let at = cutAt[c] ?? count;
      while (at > 0 && product * (decimals[at - 1] ?? 1) >= value) at--;
      cutAt[c] = at;
      cuts[c + 1] = Math.max(start, at);
    }
    cuts[cuts.length - 1] = count;
    for (let c = 0; c + 1 < cuts.length; c++) {
      const from = cuts[c] ?? count;
      const to = cuts[c + 1] ?? count;
      if (from >= to) continue;
      const lo = product * (decimals[from] ?? 1);
      const hi = product * (decimals[to - 1] ?? 1);
      const clear = clearOfThresholds(lo, hi);
      const useless = !legsMayUse(product, from, to, 0);
      if (useless && (clear || countsSpent())) {
        countLeaves(from, to, lo, hi);
        continue;
      }
      // Priced for the counts alone: the counts' budget pays.
      if (useless) countOnly++;
      for (let q = from; q < to; q++) {
        if ((blocked[q] ?? 0) > 0) continue;
        // A run clear of every threshold is priced only while a list could still take its rest.
        const price = product * (decimals[q] ?? 1);
        if (clear && !listsMayUse(price, hi)) {
          countLeaves(q, to, price, hi);
          break;
        }
        // Nor is a last leg no list can take at its own price (its stake's cents known) priced. The lists ranked
        // by odds take none of the dearer legs either, so the legs up to the closest list's floor are counted too.
        if (clear && !listsMayUse(price, price)) {
          spend(LEAF_CHECK);
          const next = firstAtOrAbove(decimals, q + 1, to, (closestFloor(lists.closest, limits, stakeTarget) * (1 - SLACK)) / product);
          countLeaves(q, next, price, product * (decimals[next - 1] ?? 1));
          q = next - 1;
          continue;
        }
        spend();
        path.push(q);
        evaluate();
        path.pop();
      }
      if (useless) countOnly--;
    }
  };
  /** The last legs at positions [from, to), priced in [lo, hi], counted unpriced (less those the path blocks). */
  const countLeaves = (from: number, to: number, lo: number, hi: number): void => {
    let blockedHere = (blockedBefore[to] ?? 0) - (blockedBefore[from] ?? 0);
    for (const q of ownBlocked) if (q >= from && q < to) blockedHere++;
    counts.addRange(lo, hi, to - from - blockedHere);
  };

  /**
   * The parlays from position `from` on that extend the path, sized `minSize` to `maxSize` more legs, all priced
   * in [lo, hi]: counted (one unit of work) while the walk is within its bound, past it only noted as uncounted
   * (with how many there can be at most).
   */
  const countRest = (from: number, lo: number, hi: number, minSize: number, maxSize: number): void => {
    if (!listsWalking() && countsSpent()) {
      counts.addUncounted(lo, hi, countSets.atMost(from, minSize, maxSize));
      return;
    }
    spend();
    counts.addRange(lo, hi, countSets(from, path, blocked, minSize, maxSize));
  };
  /** The parlays of the branch that takes position p next (p itself and its extensions), unpriced. */
  const countBranch = (p: number, lo: number, hi: number, needed: number, room: number): void => {
    if (room === 0) {
      counts.addRange(lo, hi, 1);
      return;
    }
    block(p, 1);
    path.push(p);
    countRest(p + 1, lo, hi, needed, maxLegs - path.length);
    path.pop();
    block(p, -1);
  };

  // The branches below the budget's price hold no parlay any count or list takes: skipped unwalked and uncounted.
  const budgetFloor = limits.withinBudget * (1 - SLACK);

  const visit = (start: number, product: number): void => {
    const length = path.length;
    if (length + 1 === maxLegs) {
      visitLeaves(start, product);
      return;
    }
    if (length + 2 === maxLegs) startLastTwo();
    for (let p = firstPositionInReach(positions, start, product, maxLegs - length - 1, budgetFloor); p < count; p++) {
      if (count - p < minLegs - length) return;
      if ((blocked[p] ?? 0) > 0) continue;
      spend();
      const size = length + 1;
      const next = product * (decimals[p] ?? 1);
      const needed = Math.max(0, minLegs - size);
      const lo = next * cheapest(p + 1, needed);
      if (lo === Number.POSITIVE_INFINITY) return;
      const room = Math.min(maxLegs - size, count - 1 - p);
      const hi = next * (dearest[room] ?? 1);

      if (lo > aboveAll && !listsMayUse(lo, Number.POSITIVE_INFINITY)) {
        // This branch and every later one at this level: count all their parlays at once.
        countRest(p, lo, Number.POSITIVE_INFINITY, Math.max(1, minLegs - length), maxLegs - length);
        return;
      }
      // Where one last leg follows, its prices are known: each list is asked about the first it could take.
      // Where two follow, which pairs land in the closest list's window is known too (ADR 077).
      const listsReach =
        length + 2 === maxLegs
          ? legsMayUse(next, p + 1, count, size >= minLegs ? next : 0)
          : length + 3 === maxLegs
            ? pairsMayUse(lo, hi, next, p + 1, size)
            : listsMayUse(lo, hi);
      // A branch no list can use is counted unwalked when its range settles every count, or when the counts'
      // walking has used up its bound (its unsettled parlays then leave bounds).
      if (!listsReach && (clearOfThresholds(lo, hi) || countsSpent())) {
        countBranch(p, lo, hi, needed, room);
        continue;
      }
      if (!listsReach) countOnly++;
      path.push(p);
      if (size >= minLegs) {
        if (listsMayUse(next, next) || !clearOfThresholds(next, next)) evaluate();
        else counts.addRange(next, next, 1);
      }
      if (size < maxLegs) {
        block(p, 1);
        visit(p + 1, next);
        block(p, -1);
      }
      path.pop();
      if (!listsReach) countOnly--;
    }
  };
  visit(0, 1);

  lists.valueBets = valueWalk.list;
  // A closest list the walk could not prove, on its own walk and a share of the lists' bound on top of it
  // (closest-list-walk.ts): a slate whose list the walk proves pays nothing for it.
  if ((missed & bitOf('closest')) !== 0 && pairs !== undefined) {
    const closestInput = { positions, pairs, decimalOf, price, limits, target: stakeTarget, minLegs, maxLegs };
    // First among the parlays at the lowest odds a $0.00 parlay can show, where its 25 lie on a large slate (ADR 081).
    const bandWalk = walkClosest({ ...closestInput, oddsBand: 1, work: Math.floor(workLimits.work * CLOSEST_BAND_SHARE) });
    const closestWalk = bandWalk.complete ? bandWalk : walkClosest({ ...closestInput, work: Math.floor(workLimits.work * CLOSEST_SHARE) });
    if (closestWalk.complete) {
      lists.closest = closestWalk.closest;
      missed &= ~bitOf('closest');
    }
  }
  // Each list ranked by odds the walk could not prove, on its own walk the same way (odds-list-walk.ts, ADR 081).
  for (const name of ODDS_LISTS) {
    if ((missed & bitOf(name)) === 0 || pairs === undefined) continue;
    const window = oddsListWindow(name, limits);
    const oddsWalk = walkOddsList({ positions, pairs: pairTableFrom(window.from), decimalOf, price, ...window, minLegs, maxLegs, work: Math.floor(workLimits.work * ODDS_LIST_SHARE) });
    if (oddsWalk.complete) {
      lists[name] = oddsWalk.list;
      missed &= ~bitOf(name);
    }
  }
  if (!valueWalk.complete) missed |= bitOf('valueBets');
  // The lists counted what they priced; the summary is the counts', which also hold the unpriced ranges.
  const unprovenLists = PARLAY_LIST_NAMES.filter((name) => (missed & bitOf(name)) !== 0).map((name) => PARLAY_LIST_FIELD[name]);
  // A count the walk could only bound is bounded again from the slate alone, where that is tighter (ADR 073).
  const walked = counts.summary();
  // Exact where the sets near each threshold can be walked within their bound (ADR 083).
  const summary =
    walked.atLeast.length === 0
      ? walked
      : withCountBounds(walked, slateCountBounds({ families, positions, decimalOf, limits, minLegs, maxLegs, work: workLimits.countBandWork ?? COUNT_BAND_WORK }, walked.atLeast));
  lists.summary = { ...summary, listsExhaustive: missed === 0, unprovenLists };
  return { result: categorizedResult(lists, unique.lines, target), combinationsVisited: combinationsPriced };
}
