import type { HubLeague } from '@playbook/contracts';
import type { Database } from '../db/connect.ts';
import { isCoreOddsFile, snapshotFromEspnCoreOddsFile } from '../providers/espn/espn-core-odds-file.ts';
import { espnSnapshotFromFile } from '../providers/espn/espn-snapshot.ts';
import { snapshotFromCfbdFile } from '../providers/cfbd/cfbd-snapshot.ts';
import { snapshotFromOddsApiFile } from '../providers/odds-api/odds-api-snapshot.ts';
import type { LeagueSnapshot } from '../providers/records.ts';
import { storedLeagueOf } from '../features/sports/refresh/stored-league-records.ts';

export interface FileLoadInput {
  /** The file's parsed JSON (or, for a CSV source, its text). */
  payload: unknown;
  league: HubLeague;
  now: Date;
  /** The database the file is loaded into, for sources whose records are matched to stored games. */
  db: Database;
}

/**
 * A loaded file: a snapshot (normally `partial: true`) plus every name or event that could not be resolved, and
 * the records dropped as unreadable, each with its reason (the rest of the file is stored).
 */
export type FileSnapshot = LeagueSnapshot & { unresolved?: string[]; dropped?: string[] };

export type FileLoader = (input: FileLoadInput) => Promise<FileSnapshot>;

/**
 * `npm run refresh -- --source <source> --file …`: how each source's saved response becomes a snapshot. Each
 * source's adapter owns its loader; add one line here per source (odds-api and cfbd are the Odds API and
 * CFBD helpers': `snapshotFromOddsApiFile`, `snapshotFromCfbdFile`).
 */
export const FILE_LOADERS: Readonly<Record<string, FileLoader>> = {
  // A scoreboard (whole or its events) or a wrapper of Core API odds items (matched to stored games first).
  espn: async ({ payload, league, now, db }) =>
    isCoreOddsFile(payload) ? snapshotFromEspnCoreOddsFile(payload, await storedLeagueOf(db, league), now) : espnSnapshotFromFile(payload, league, now),
  'odds-api': async ({ payload, league, now, db }) => snapshotFromOddsApiFile(payload, await storedLeagueOf(db, league), now),
  cfbd: async ({ payload, league, now, db }) => snapshotFromCfbdFile(payload, await storedLeagueOf(db, league), now),
};
