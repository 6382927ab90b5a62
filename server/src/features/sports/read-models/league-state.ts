import { eq } from 'drizzle-orm';
import type { DataSource, HubLeague } from '@playbook/contracts';
import type { Database } from '../../../db/connect.ts';
import { leagueState } from '../../../db/sports-schema.ts';

export type LeagueState = typeof leagueState.$inferSelect;

export async function leagueStateOf(db: Database, league: HubLeague): Promise<LeagueState | undefined> {
  const [row] = await db.select().from(leagueState).where(eq(leagueState.league, league));
  return row;
}

export interface Freshness {
  lastUpdated: string | null;
  source: DataSource;
}

/**
 * Where an answer's numbers come from and how fresh they are: the most recent refresh among the leagues it
 * draws on (a live refresh moves it), and their source; `fallback` when nothing has been loaded yet.
 */
export function freshnessOf(
  states: readonly (LeagueState | undefined)[],
  fallback: DataSource,
  stamp: (state: LeagueState) => Date | null = (state) => state.refreshedAt,
): Freshness {
  const loaded = states.filter((state) => state !== undefined);
  const times = loaded.map(stamp).filter((time) => time !== null);
  const latest = times.reduce<Date | null>((best, time) => (best === null || time > best ? time : best), null);
  return { lastUpdated: latest?.toISOString() ?? null, source: loaded[0]?.source ?? fallback };
}
