import type { Database } from '../../src/db/connect.ts';
import { refreshLeagues } from '../../src/features/sports/refresh/refresh-service.ts';
import type { SportsDataProvider } from '../../src/providers/provider.ts';
import type { LeagueSnapshot } from '../../src/providers/records.ts';
import { fixtureInjuries } from '../fixtures/sports-fixture.ts';

/** Stores `snapshot` as a refresh of its source started at `now` would (the whole refresh: validation, log, order). */
export async function storeSnapshot(db: Database, snapshot: LeagueSnapshot, now: Date): Promise<void> {
  const provider: SportsDataProvider = {
    source: snapshot.source,
    fetchLeague: () => Promise.resolve(snapshot),
    fetchInjuries: (league) => Promise.resolve(fixtureInjuries(league)),
  };
  await refreshLeagues(db, provider, [snapshot.league], now, { timeoutMs: 5_000 });
}
