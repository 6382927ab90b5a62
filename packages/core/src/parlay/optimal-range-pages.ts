/**
 * The optimal range table's pages (ADR 055): every parlay priced in the optimal range (+100 to +175)
 * within the budget, in a requested order, one page at a time, optionally only those with a leg whose text
 * contains a search (a team's name). Nothing is materialised beyond the page: the range can hold millions.
 *
 * The order is a sequence of bands, each one whole American price (and, for the legs orders, one parlay size):
 * +100, +101, ... +175 for odds ascending, +175 down to +100 for descending. Within a band the parlays come in
 * the lists' tie order (legs compared in price order, a parlay before its own extensions, parlay-lists.ts),
 * which is exactly the order of a depth-first walk over the lines in price order (search-positions.ts). So a
 * page is the walk from where the last one stopped (the cursor: a band and the last position of the walk)
 * until the page is full, pruned to branches whose price range can reach the band's one-point price window.
 *
 * Each page is also bounded by its work (branches looked at). A page that reaches that bound before it is full
 * ends early, with a cursor to go on from: pages are always exact (no parlay skipped or repeated across them,
 * in order), only shorter when parlays of the range are hard to reach.
 */
import type { BettingLine } from './betting-line.ts';
import { prepareSearch } from './find-parlays.ts';
import type { ParlaySearchOptions } from './find-parlays.ts';
import { generatedParlay, parlayDescription } from './generated-parlay.ts';
import type { GeneratedParlay } from './generated-parlay.ts';
import { OPTIMAL_ODDS_MAX, OPTIMAL_ODDS_MIN, PARLAY_LIST_SIZE } from './parlay-constants.ts';
import { PRICE_SLACK as SLACK } from './price-range.ts';
import { firstPriceWhere, priceThresholds } from './price-thresholds.ts';
import { searchPositions } from './search-positions.ts';

export const OPTIMAL_RANGE_ORDERS = ['oddsAsc', 'oddsDesc', 'legsAsc', 'legsDesc'] as const;
/** By odds (ties: legs in price order), or by the number of legs, then odds. */
export type OptimalRangeOrder = (typeof OPTIMAL_RANGE_ORDERS)[number];

/** Where a page stopped: the band, and the walk's last position in it (search positions, ascending). */
export interface OptimalRangeCursor {
  band: number;
  path: number[];
}

export interface OptimalRangeQuery {
  order: OptimalRangeOrder;
  /** Keep only parlays with a leg whose text (as the parlay's description shows it) contains this, any case. */
  search?: string;
  cursor?: OptimalRangeCursor;
  pageSize?: number;
  /** Branches looked at before the page ends early. */
  work?: number;
}

export interface OptimalRangePage {
  parlays: GeneratedParlay[];
  /** Where the next page starts; null once the range is walked to its end. */
  next: OptimalRangeCursor | null;
}

/** Enough for a page of 25 on a dense week in a few tens of milliseconds; a sparse band ends a page early. */
export const OPTIMAL_PAGE_WORK = 100_000;

interface Band {
  /** Legs of the parlays in this band. */
  sizeLo: number;
  sizeHi: number;
  /** The American price every parlay of the band shows, and the decimal prices that show it: [lo, hi). */
  odds: number;
  lo: number;
  hi: number;
}

const CURSOR_PATTERN = /^(\d{1,4})\.((?:\d{1,5}-){0,16}\d{1,5})?$/;

/** '12.3-17-40': the band, then the path. Text a client can hand back unchanged. */
export function encodeOptimalRangeCursor(cursor: OptimalRangeCursor): string {
  return `${cursor.band}.${cursor.path.join('-')}`;
}

/** The cursor a client sent, or undefined when it is not one this module wrote. */
export function decodeOptimalRangeCursor(text: string): OptimalRangeCursor | undefined {
  const match = CURSOR_PATTERN.exec(text);
  if (!match) return undefined;
  const path = match[2] ? match[2].split('-').map(Number) : [];
  if (path.some((position, i) => i > 0 && position <= (path[i - 1] ?? 0))) return undefined;
  return { band: Number(match[1]), path };
}

function bandsOf(options: ParlaySearchOptions, order: OptimalRangeOrder, price: (decimal: number) => { totalAmericanOdds: number }): Band[] {
  const withinBudget = priceThresholds(options).withinBudget;
  const oddsBands: { odds: number; lo: number; hi: number }[] = [];
  for (let odds = OPTIMAL_ODDS_MIN; odds <= OPTIMAL_ODDS_MAX; odds++) {
    const lo = Math.max(withinBudget, firstPriceWhere((d) => price(d).totalAmericanOdds >= odds));
    const hi = firstPriceWhere((d) => price(d).totalAmericanOdds > odds);
    if (lo < hi) oddsBands.push({ odds, lo, hi });
  }
  const { minLegs, maxLegs } = options;
  if (order === 'oddsAsc') return oddsBands.map((band) => ({ ...band, sizeLo: minLegs, sizeHi: maxLegs }));
  if (order === 'oddsDesc') return oddsBands.reverse().map((band) => ({ ...band, sizeLo: minLegs, sizeHi: maxLegs }));
  const sizes = Array.from({ length: maxLegs - minLegs + 1 }, (_, i) => minLegs + i);
  if (order === 'legsDesc') sizes.reverse();
  return sizes.flatMap((size) => oddsBands.map((band) => ({ ...band, sizeLo: size, sizeHi: size })));
}

export function optimalRangePage(lines: readonly BettingLine[], options: ParlaySearchOptions, query: OptimalRangeQuery): OptimalRangePage {
  const { target, price, unique, decimals: decimalOf } = prepareSearch(lines, options);
  const pageSize = query.pageSize ?? PARLAY_LIST_SIZE;
  const workLimit = query.work ?? OPTIMAL_PAGE_WORK;
  const bands = bandsOf(options, query.order, price);
  const count = unique.lines.length;
  const { order, decimals, conflictsAt, cheapest, dearest } = searchPositions(unique.keys, decimalOf, options.correlatedLegs, options.maxLegs);

  // The search filter: which positions' lines match, and from each position the next one that does.
  const needle = query.search?.trim().toLowerCase() ?? '';
  const matches = order.map((line) => needle === '' || parlayDescription(unique.lines.slice(line, line + 1)).toLowerCase().includes(needle));
  const nextMatch = new Int32Array(count + 1).fill(count);
  for (let p = count - 1; p >= 0; p--) nextMatch[p] = matches[p] ? p : (nextMatch[p + 1] ?? count);

  const found: { indices: number[]; decimal: number }[] = [];
  const blocked = new Int32Array(count);
  const path: number[] = [];
  let work = 0;
  let stoppedAt: number[] = [];

  const block = (position: number, delta: number): void => {
    for (const other of conflictsAt[position] ?? []) blocked[other] = (blocked[other] ?? 0) + delta;
  };
  /** Keeps the parlay of the path when the band takes it (its price computed as the lists compute it). */
  const offer = (band: Band): void => {
    const indices = path.map((position) => order[position] ?? 0).sort((a, b) => a - b);
    let decimal = 1;
    for (const i of indices) decimal *= decimalOf[i] ?? 1;
    const pricing = price(decimal);
    if (pricing.withinBudget && pricing.totalAmericanOdds === band.odds) found.push({ indices, decimal });
  };
  const first = (product: number, atLeast: number, from: number): number => {
    let low = from;
    let high = count;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (product * (decimals[middle] ?? 1) >= atLeast) high = middle;
      else low = middle + 1;
    }
    return low;
  };

  /**
   * The walk of one band from `start` below the path, past the cursor's path while `resume` is set. True when
   * the page is full or its work is used up; `stoppedAt` is then the walk's position, every parlay at or before
   * it in the band's order already looked at.
   */
  const visit = (band: Band, start: number, product: number, matched: number, resume: readonly number[] | undefined): boolean => {
    const depth = path.length;
    const size = depth + 1;
    const windowLo = band.lo * (1 - SLACK);
    const windowHi = band.hi * (1 + SLACK);
    let from = resume && depth < resume.length ? Math.max(start, resume[depth] ?? 0) : start;
    // The last leg: the positions priced inside the window are a run, found by binary search.
    if (size === band.sizeHi) from = Math.max(from, first(product, windowLo, start));
    for (let p = from; p < count; p++) {
      if (matched === 0 && size === band.sizeHi) p = nextMatch[p] ?? count;
      if (p >= count || count - p < band.sizeLo - depth) return false;
      if ((blocked[p] ?? 0) > 0) continue;
      const onResume = resume !== undefined && p === resume[depth];
      // The cursor's own path was walked by the page before: only new positions count, so every page moves on.
      if (!onResume) work++;
      const next = product * (decimals[p] ?? 1);
      const needed = Math.max(0, band.sizeLo - size);
      // Later positions price higher still, so once this one is past the window every later one is.
      if (next * cheapest(p + 1, needed) >= windowHi) return false;
      const room = Math.min(band.sizeHi - size, count - 1 - p);
      const nowMatched = matched + (matches[p] ? 1 : 0);
      const reachable = next * (dearest[room] ?? 1) >= windowLo && (nowMatched > 0 || (room > 0 && (nextMatch[p + 1] ?? count) < count));
      if (reachable) {
        path.push(p);
        if (!onResume && size >= band.sizeLo && nowMatched > 0 && next >= windowLo) offer(band);
        if (found.length >= pageSize || work >= workLimit) {
          stoppedAt = path.slice();
          path.pop();
          return true;
        }
        if (room > 0) {
          block(p, 1);
          const stopped = visit(band, p + 1, next, nowMatched, onResume && size < (resume?.length ?? 0) ? resume : undefined);
          block(p, -1);
          if (stopped) {
            path.pop();
            return true;
          }
        }
        path.pop();
      } else if (work >= workLimit) {
        stoppedAt = [...path, p];
        return true;
      }
    }
    return false;
  };

  const materialise = (): GeneratedParlay[] =>
    found.map(({ indices, decimal }) => generatedParlay(indices.flatMap((i) => unique.lines[i] ?? []), target, decimal));
  const startBand = query.cursor?.band ?? 0;
  for (let b = startBand; b < bands.length; b++) {
    const band = bands[b];
    if (!band) break;
    const resume = b === startBand ? query.cursor?.path : undefined;
    if (visit(band, 0, 1, 0, resume && resume.length > 0 ? resume : undefined)) {
      return { parlays: materialise(), next: { band: b, path: stoppedAt } };
    }
  }
  return { parlays: materialise(), next: null };
}
