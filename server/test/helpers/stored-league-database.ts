import type { HubLeague } from '@playbook/contracts';
import { storedLeagueOf } from '../../src/features/sports/refresh/stored-league-records.ts';
import { connectDatabase, type DatabaseHandle } from '../../src/db/connect.ts';
import { refreshLeagues } from '../../src/features/sports/refresh/refresh-service.ts';
import type { SportsDataProvider } from '../../src/providers/provider.ts';
import type { StoredLeague } from '../../src/providers/stored-league.ts';
import { storedSportsRows } from './stored-sports-rows.ts';
import { memoryDatabase } from './memory-database.ts';

/** An in-memory database holding one league as an ESPN load would (the stored games other sources attach to). */
export interface StoredLeagueDatabase {
  database: DatabaseHandle;
  /** What a source's provider reads as the stored league. */
  storedLeague(league: HubLeague): Promise<StoredLeague>;
  /** The rows a source's refresh writes or must leave alone, in a stable order. */
  rows(): ReturnType<typeof storedSportsRows>;
}

export async function storedLeagueDatabase(stored: StoredLeague, now: Date): Promise<StoredLeagueDatabase> {
  const database = await connectDatabase(memoryDatabase());
  const espnLoad: SportsDataProvider = {
    source: 'espn',
    fetchLeague: () => Promise.resolve({ ...stored, source: 'espn', boxScores: [], lines: [], rosters: [] }),
    fetchInjuries: () => Promise.reject(new Error('no injuries')),
  };
  await refreshLeagues(database.db, espnLoad, [stored.league], now, { timeoutMs: 5_000 });
  const { db } = database;
  return {
    database,
    storedLeague: (league) => storedLeagueOf(db, league),
    rows: () => storedSportsRows(db),
  };
}
