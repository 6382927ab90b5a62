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

/** The footer's data source line: the demo notice, or a credit to the live source and its season (spec 1 §1). */
export function dataSourceLine(source: DataSource, season: number | null = null): string {
  if (source === 'demo') return DEMO_SOURCE_LINE;
  const credit = `Data source: ${SOURCE_CREDITS[source]}`;
  return season === null ? credit : `${credit} · Based on ${season} season`;
}

/** Spec 1 §2.2: the server's lastUpdated as a local date-time, otherwise today's date. */
export function lastUpdatedText(lastUpdated: string | null | undefined, now: Date = new Date()): string {
  return formatLocaleDateTime(lastUpdated ?? null, now.toLocaleDateString());
}
