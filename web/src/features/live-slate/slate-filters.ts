import type { LiveBettingLine } from '@playbook/contracts';
import { normalizeTeamName, parseOdds, type OddsFormat } from '@playbook/core';

export type MarketFilter = 'all' | 'moneyline' | 'spread' | 'total';
export type OddsSort = 'none' | 'best' | 'worst';

export const ALL = 'all';

export interface SlateFilters {
  search: string;
  sport: string;
  league: string;
  bookmaker: string;
  market: MarketFilter;
  minOdds: string;
  maxOdds: string;
  alternatesOnly: boolean;
  sort: OddsSort;
}

export const EMPTY_FILTERS: SlateFilters = {
  search: '',
  sport: ALL,
  league: ALL,
  bookmaker: ALL,
  market: 'all',
  minOdds: '',
  maxOdds: '',
  alternatesOnly: false,
  sort: 'none',
};

/** What an odds bound may hold while typed in a format other than American: digits and the format's marks. */
const TYPED_PRICE: Readonly<Record<Exclude<OddsFormat, 'american'>, RegExp>> = {
  decimal: /^\d*\.?\d*$/,
  fractional: /^\d*\/?\d*$/,
  implied: /^\d*\.?\d*%?$/,
};

/**
 * docs/product/live-slate.md: min odds accepts only empty, a lone minus sign, or integer text (American). In
 * another chosen format (ADR 056) a bound is typed as that format prints prices: 1.91, 10/11, 52.4.
 */
export function acceptsMinOdds(text: string, format: OddsFormat = 'american'): boolean {
  if (format !== 'american') return TYPED_PRICE[format].test(text);
  return text === '' || text === '-' || /^[-+]?\d+$/.test(text);
}

/** docs/product/live-slate.md: max odds accepts only empty, a lone plus sign, or integer text (American); see acceptsMinOdds. */
export function acceptsMaxOdds(text: string, format: OddsFormat = 'american'): boolean {
  if (format !== 'american') return TYPED_PRICE[format].test(text);
  return text === '' || text === '+' || /^[-+]?\d+$/.test(text);
}

/**
 * A bound as an American price. docs/product/live-slate.md: 0, blank (or a lone sign still being typed) is no
 * bound; in another format, text that is not yet a price is none either.
 */
export function oddsBound(text: string, format: OddsFormat = 'american'): number | null {
  if (format !== 'american') {
    const parsed = parseOdds(text, format);
    return parsed.ok ? parsed.americanOdds : null;
  }
  if (!/^[-+]?\d+$/.test(text)) return null;
  const value = Number(text);
  return value === 0 ? null : value;
}

/**
 * Whether a price is at or above a bound as the bettor reads prices: American, decimal and fractional grow with
 * the payout; an implied probability shrinks as the payout grows, so its bounds apply to the percent shown.
 */
function atLeast(odds: number, bound: number, format: OddsFormat): boolean {
  return format === 'implied' ? odds <= bound : odds >= bound;
}

export const MIN_OVER_MAX_HINT = 'Min odds should be less than max odds';

export function showsMinOverMaxHint(filters: Pick<SlateFilters, 'minOdds' | 'maxOdds'>, format: OddsFormat = 'american'): boolean {
  const min = oddsBound(filters.minOdds, format);
  const max = oddsBound(filters.maxOdds, format);
  return min !== null && max !== null && min !== max && atLeast(min, max, format);
}

/** docs/product/live-slate.md: the default sport of a league. */
export function sportOfLeague(league: string): string {
  const key = league.toUpperCase();
  if (key === 'NFL' || key === 'NCAA' || key === 'CFL') return 'Football';
  if (key === 'NBA') return 'Basketball';
  if (key === 'MLB' || key === 'KBO') return 'Baseball';
  if (key === 'MLS' || key === 'EPL') return 'Soccer';
  return 'Unknown';
}

/** docs/product/live-slate.md: Alternates Only keeps lines flagged alternate or whose description contains "Alt". */
export function isAlternateLine(line: Pick<LiveBettingLine, 'isAlternate' | 'description'>): boolean {
  return line.isAlternate || line.description.includes('Alt');
}

/**
 * Search teams compares names as docs/product/live-slate.md matches them: case-insensitive with collapsed whitespace, so
 * "new  york" (two spaces) finds the New York Giants.
 */
export function applySlateFilters(lines: readonly LiveBettingLine[], filters: SlateFilters, format: OddsFormat = 'american'): LiveBettingLine[] {
  const search = normalizeTeamName(filters.search);
  const min = oddsBound(filters.minOdds, format);
  const max = oddsBound(filters.maxOdds, format);
  const kept = lines.filter(
    (line) =>
      (search === '' || normalizeTeamName(line.matchup).includes(search)) &&
      (filters.sport === ALL || sportOfLeague(line.league) === filters.sport) &&
      (filters.league === ALL || line.league === filters.league) &&
      (filters.bookmaker === ALL || line.bookmaker === filters.bookmaker) &&
      (filters.market === 'all' || line.type === filters.market) &&
      (min === null || atLeast(line.odds, min, format)) &&
      (max === null || atLeast(max, line.odds, format)) &&
      (!filters.alternatesOnly || isAlternateLine(line)),
  );
  // Best odds pay the most: a higher American price is always the better one (+150 > +120 > -105 > -110).
  if (filters.sort === 'best') return kept.sort((a, b) => b.odds - a.odds);
  if (filters.sort === 'worst') return kept.sort((a, b) => a.odds - b.odds);
  return kept;
}

/** The choices of a select: the values present in the lines, sorted. */
export function optionsOf(lines: readonly LiveBettingLine[], pick: (line: LiveBettingLine) => string): string[] {
  return [...new Set(lines.map(pick))].sort((a, b) => a.localeCompare(b));
}
