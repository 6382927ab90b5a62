import type { DataSource, HubLeague } from '@playbook/contracts';
import { formatLocaleDateTime } from './format';

/** docs/product/README.md: every screen showing the simulated season says so. */
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
 * The footer's data source line (docs/product/README.md: a credit to the source, 'Based on {season} season'): every source
 * whose data is stored for the leagues shown, in the order given (the server puts the main one first), and the
 * demo notice where the demo season is among them (docs/product/README.md).
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

/** A source one league's latest refresh left out because it failed (ADR 030), and the start of the last that included it. */
export interface LeftOutInLeague {
  league: HubLeague;
  source: DataSource;
  lastUpdated: string | null;
  /** ADR 040: when a source paused after failing is asked again; absent when it is not paused. */
  retryAt?: string;
}

/** ADR 040: the sentence added for a paused source, with the earliest time one of its leagues asks it again. */
function pausedSentence(retryAt: string): string {
  return `It is paused after failing and asked again at the first refresh after ${formatLocaleDateTime(retryAt)}.`;
}

/**
 * The footer's sentence per source a latest refresh left out (ADR 030; not in docs/product/README.md, which has no case for
 * it): "The Odds API did not answer at the last refresh: its prices are from 11/24/2026, 2:31:00 AM." The time is
 * local, like 'Last updated' (docs/product/dashboard.md); where several leagues are shown the leagues are named, and the oldest
 * time is given (none known: "from an earlier refresh"). A source paused after failing (ADR 040) adds when it is asked
 * again (the earliest of the leagues shown).
 */
export function leftOutLines(leftOut: readonly LeftOutInLeague[], leaguesShown: number): string[] {
  const bySource = new Map<DataSource, LeftOutInLeague[]>();
  for (const entry of leftOut) bySource.set(entry.source, [...(bySource.get(entry.source) ?? []), entry]);
  return [...bySource].map(([source, entries]) => {
    const leagues = entries.map((entry) => entry.league);
    const refresh = leaguesShown <= 1 ? 'refresh' : `${listed(leagues)} ${leagues.length === 1 ? 'refresh' : 'refreshes'}`;
    const what = source === 'odds-api' ? 'its prices are' : 'its data is';
    const when = formatLocaleDateTime(oldestOf(entries.map((entry) => entry.lastUpdated)), 'an earlier refresh');
    const sentence = `${dataSourceName(source)} did not answer at the last ${refresh}: ${what} from ${when}.`;
    const retryAt = earliestOf(entries.flatMap((entry) => (entry.retryAt === undefined ? [] : [entry.retryAt])));
    return retryAt === null ? sentence : `${sentence} ${pausedSentence(retryAt)}`;
  });
}

/** The earliest of ISO times, null when there is none. */
function earliestOf(times: readonly string[]): string | null {
  return times.reduce<string | null>((earliest, time) => (earliest === null || Date.parse(time) < Date.parse(earliest) ? time : earliest), null);
}

/** The earliest of ISO times, null when one of them is unknown. */
function oldestOf(times: readonly (string | null)[]): string | null {
  let oldest: string | null = null;
  for (const time of times) {
    if (time === null) return null;
    if (oldest === null || Date.parse(time) < Date.parse(oldest)) oldest = time;
  }
  return oldest;
}

/** docs/product/dashboard.md: the server's lastUpdated as a local date-time, otherwise today's date. */
export function lastUpdatedText(lastUpdated: string | null | undefined, now: Date = new Date()): string {
  return formatLocaleDateTime(lastUpdated ?? null, now.toLocaleDateString());
}
