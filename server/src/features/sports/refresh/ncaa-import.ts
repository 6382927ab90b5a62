/**
 * `npm run import:ncaa`: the college games file into the database through the refresh service's validation
 * and transaction, one snapshot per season, oldest first (ADR 051), as the nflverse import does for the NFL.
 * Every snapshot is validated before the first write, so a malformed file stores nothing.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/connect.ts';
import { bettingLineHistory, bettingLines, games } from '../../../db/sports-schema.ts';
import { ncaaSnapshots } from '../../../providers/cfbd/ncaa-games-file.ts';
import type { SportsDataProvider } from '../../../providers/provider.ts';
import type { LeagueSnapshot } from '../../../providers/records.ts';
import { refreshLeagues } from './refresh-service.ts';
import { validLeagueSnapshot } from './validate-snapshot.ts';

export interface NcaaImportResult {
  seasons: { season: number; games: number; lines: number }[];
  /** Rows without a kick-off time or a final score. */
  skipped: number;
}

function parsedProvider(snapshot: LeagueSnapshot): SportsDataProvider {
  return {
    source: 'cfbd',
    fetchLeague: () => Promise.resolve(snapshot),
    fetchInjuries: () => Promise.reject(new Error('The college games file holds no injuries')),
  };
}

export async function importNcaa(db: Database, csv: string, { timeoutMs, clock = () => new Date() }: { timeoutMs: number; clock?: () => Date }): Promise<NcaaImportResult> {
  const parsed = ncaaSnapshots(csv, clock());
  const seasons = parsed.seasons.map((snapshot) => validLeagueSnapshot(snapshot, 'NCAA'));
  const counts: NcaaImportResult['seasons'] = [];
  for (const snapshot of seasons) {
    await refreshLeagues(db, parsedProvider(snapshot), ['NCAA'], clock(), { timeoutMs });
    // The embedded database runs no autovacuum: fresh statistics keep each season's store alike (see nflverse-import.ts).
    await db.execute(sql`analyze ${bettingLines}, ${bettingLineHistory}, ${games}`);
    counts.push({ season: snapshot.season, games: snapshot.games.length, lines: snapshot.lines.length });
  }
  return { seasons: counts, skipped: parsed.skipped };
}
