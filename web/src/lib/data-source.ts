import type { DataSource } from '@playbook/contracts';
import { formatLocaleDateTime } from './format';

/** DESIGN "Data": every screen showing the simulated season says so. */
export const DEMO_SOURCE_LINE = 'Demo data: simulated season';

const SOURCE_CREDITS: Record<Exclude<DataSource, 'demo'>, string> = {
  espn: 'ESPN',
  'odds-api': 'The Odds API',
  cfbd: 'CollegeFootballData.com',
  nflverse: 'nflverse',
};

/** A source by the name its credit uses ('nflverse', 'ESPN'); the demo season as 'the demo season'. */
export function dataSourceName(source: DataSource): string {
  return source === 'demo' ? 'the demo season' : SOURCE_CREDITS[source];
}

/** "ESPN", "ESPN and nflverse", "ESPN, nflverse and The Odds API". */
export function listed(names: readonly string[]): string {
  return names.length <= 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

/**
 * The footer's data source line (spec 1 §1: a credit to the source, 'Based on {season} season'): every source
 * whose data is stored for the leagues shown, in the order given (the server puts the main one first), and the
 * demo notice where the demo season is among them (DESIGN "Data").
 */
export function dataSourcesLine(sources: readonly DataSource[], season: number | null = null): string {
  const real = [...new Set(sources.filter((source) => source !== 'demo'))].map((source) => SOURCE_CREDITS[source]);
  const parts: string[] = [];
  if (real.length > 0) parts.push(`${real.length === 1 ? 'Data source' : 'Data sources'}: ${listed(real)}`);
  if (sources.includes('demo')) parts.push(DEMO_SOURCE_LINE);
  if (real.length > 0 && season !== null) parts.push(`Based on ${season} season`);
  return parts.join(' · ');
}

/** The line for one source: the demo notice, or a credit to the live source and its season. */
export function dataSourceLine(source: DataSource, season: number | null = null): string {
  return dataSourcesLine([source], season);
}

/** Spec 1 §2.2: the server's lastUpdated as a local date-time, otherwise today's date. */
export function lastUpdatedText(lastUpdated: string | null | undefined, now: Date = new Date()): string {
  return formatLocaleDateTime(lastUpdated ?? null, now.toLocaleDateString());
}
