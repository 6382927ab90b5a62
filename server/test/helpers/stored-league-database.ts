import { asc } from 'drizzle-orm';
import type { HubLeague } from '@playbook/contracts';
import { storedLeagueOf } from '../../src/features/sports/stored-league-records.ts';
import { connectDatabase, type DatabaseHandle } from '../../src/db/connect.ts';
import { bettingLines, boxScores, games, teams } from '../../src/db/sports-schema.ts';
import { refreshLeagues } from '../../src/features/sports/refresh/refresh-service.ts';
import type { SportsDataProvider } from '../../src/providers/provider.ts';
import type { StoredLeague } from '../../src/providers/stored-league.ts';

/** An in-memory database holding one league as an ESPN load would (the stored games other sources attach to). */
export interface StoredLeagueDatabase {
  database: DatabaseHandle;
  /** What a source's provider reads as the stored league. */
  storedLeague(league: HubLeague): Promise<StoredLeague>;
  /** The rows a source's refresh writes or must leave alone, in a stable order. */
  rows(): Promise<{
    teams: (typeof teams.$inferSelect)[];
    games: (typeof games.$inferSelect)[];
    lines: (typeof bettingLines.$inferSelect)[];
    boxScores: (typeof boxScores.$inferSelect)[];
  }>;
}

export async function storedLeagueDatabase(stored: StoredLeague, now: Date): Promise<StoredLeagueDatabase> {
  const database = await connectDatabase({ kind: 'pglite', dataDir: null });
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
    rows: async () => ({
      teams: await db.select().from(teams).orderBy(asc(teams.id)),
      games: await db.select().from(games).orderBy(asc(games.id)),
      lines: await db.select().from(bettingLines).orderBy(asc(bettingLines.id)),
      boxScores: await db.select().from(boxScores).orderBy(asc(boxScores.gameId), asc(boxScores.teamId)),
    }),
  };
}
