import type { LiveBettingLine } from '@playbook/contracts';
import { normalizeTeamName } from '@playbook/core';

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

/** docs/product/live-slate.md: min odds accepts only empty, a lone minus sign, or integer text. */
export function acceptsMinOdds(text: string): boolean {
  return text === '' || text === '-' || /^[-+]?\d+$/.test(text);
}

/** docs/product/live-slate.md: max odds accepts only empty, a lone plus sign, or integer text. */
export function acceptsMaxOdds(text: string): boolean {
  return text === '' || text === '+' || /^[-+]?\d+$/.test(text);
}

/** docs/product/live-slate.md: 0, blank (or a lone sign still being typed) is no bound. */
export function oddsBound(text: string): number | null {
  if (!/^[-+]?\d+$/.test(text)) return null;
  const value = Number(text);
  return value === 0 ? null : value;
}

export const MIN_OVER_MAX_HINT = 'Min odds should be less than max odds';

export function showsMinOverMaxHint(filters: Pick<SlateFilters, 'minOdds' | 'maxOdds'>): boolean {
  const min = oddsBound(filters.minOdds);
  const max = oddsBound(filters.maxOdds);
  return min !== null && max !== null && min > max;
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
export function applySlateFilters(lines: readonly LiveBettingLine[], filters: SlateFilters): LiveBettingLine[] {
  const search = normalizeTeamName(filters.search);
  const min = oddsBound(filters.minOdds);
  const max = oddsBound(filters.maxOdds);
  const kept = lines.filter(
    (line) =>
      (search === '' || normalizeTeamName(line.matchup).includes(search)) &&
      (filters.sport === ALL || sportOfLeague(line.league) === filters.sport) &&
      (filters.league === ALL || line.league === filters.league) &&
      (filters.bookmaker === ALL || line.bookmaker === filters.bookmaker) &&
      (filters.market === 'all' || line.type === filters.market) &&
      (min === null || line.odds >= min) &&
      (max === null || line.odds <= max) &&
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
