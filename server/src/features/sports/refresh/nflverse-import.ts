import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/connect.ts';
import { bettingLineHistory, bettingLines, boxScores, games, teams, teamWeekStats } from '../../../db/sports-schema.ts';
import { refreshInjuries, refreshLeagues } from './refresh-service.ts';
import { validInjurySnapshot, validLeagueSnapshot } from './validate-snapshot.ts';
import { NFL_TEAMS, nflTeamRecords } from '../../../providers/nfl-teams.ts';
import type { SportsDataProvider } from '../../../providers/provider.ts';
import type { InjurySnapshot, LeagueSnapshot } from '../../../providers/records.ts';
import { nflverseSnapshots, type NflverseFile } from '../../../providers/nflverse/nflverse-snapshots.ts';
import { storedGameRecords } from './stored-league-records.ts';

export interface NflverseSeasonCount {
  season: number;
  games: number;
  finishedGames: number;
  lines: number;
  boxScores: number;
  /** True when only team-week stats of the season came (added to its stored games). */
  partial: boolean;
}

export interface NflverseImportResult {
  seasons: NflverseSeasonCount[];
  injuries: { season: number; week: number; total: number } | null;
  unresolved: string[];
  warnings: string[];
}

export interface NflverseImportOptions {
  /** Each season's store (through the refresh service) fails after this long. */
  timeoutMs: number;
  clock?: () => Date;
}

/** The refresh service reads through a provider: this one hands it what the import already parsed. */
function parsedProvider(league: LeagueSnapshot | null, injuries: InjurySnapshot | null): SportsDataProvider {
  const missing = (what: string) => Promise.reject(new Error(`nflverse: this import holds no ${what}`));
  return {
    source: 'nflverse',
    fetchLeague: () => (league ? Promise.resolve(league) : missing('games')),
    fetchInjuries: () => (injuries ? Promise.resolve(injuries) : missing('injuries')),
  };
}

/**
 * The embedded database runs no autovacuum, so its planner never learns that the tables grew: with the
 * statistics of empty tables it matches each season's lines against every stored line one by one, and each
 * season's store took longer than the last (0.2 s for 1999, 3-4 s by 2025, the whole file over 45 s). Fresh
 * statistics after each season keep every store alike (about 0.5 s each).
 */
async function refreshPlannerStatistics(db: Database): Promise<void> {
  await db.execute(sql`analyze ${bettingLines}, ${bettingLineHistory}, ${games}, ${boxScores}, ${teamWeekStats}`);
}

/** A partial snapshot of the 32 teams alone: an injury report imported into a database without them needs them first. */
function teamsOnly(season: number): LeagueSnapshot {
  return { source: 'nflverse', league: 'NFL', season, currentWeek: null, teams: nflTeamRecords(), games: [], boxScores: [], lines: [], rosters: [], partial: true };
}

async function hasEveryTeam(db: Database): Promise<boolean> {
  const stored = new Set((await db.select({ sourceId: teams.sourceId }).from(teams).where(eq(teams.league, 'NFL'))).map((row) => row.sourceId));
  return NFL_TEAMS.every((team) => stored.has(team.sourceId));
}

/**
 * Imports nflverse files into the database through the refresh service's validation and transaction: one
 * snapshot per season, oldest first, so the league's state ends on the newest season; then the injury report.
 * Every file is parsed and every snapshot validated before the first write, so a malformed file stores nothing.
 */
export async function importNflverse(db: Database, files: readonly NflverseFile[], { timeoutMs, clock = () => new Date() }: NflverseImportOptions): Promise<NflverseImportResult> {
  const parsed = await nflverseSnapshots(files, clock(), (seasons) => storedGameRecords(db, 'NFL', seasons));
  const seasons = parsed.seasons.map((snapshot) => validLeagueSnapshot(snapshot, 'NFL'));
  const injuries = parsed.injuries ? validInjurySnapshot(parsed.injuries, 'NFL') : null;
  const counts: NflverseSeasonCount[] = [];
  for (const snapshot of seasons) {
    await refreshLeagues(db, parsedProvider(snapshot, null), ['NFL'], clock(), { timeoutMs });
    await refreshPlannerStatistics(db);
    counts.push({
      season: snapshot.season,
      games: snapshot.games.length,
      finishedGames: snapshot.games.filter((game) => game.status === 'finished').length,
      lines: snapshot.lines.length,
      boxScores: snapshot.boxScores.length,
      partial: snapshot.partial === true,
    });
  }
  let injuryCount: NflverseImportResult['injuries'] = null;
  if (injuries && parsed.injuries) {
    if (!(await hasEveryTeam(db))) await refreshLeagues(db, parsedProvider(teamsOnly(parsed.injuries.season), null), ['NFL'], clock(), { timeoutMs });
    const stored = await refreshInjuries(db, parsedProvider(null, injuries), 'NFL', clock(), { timeoutMs });
    injuryCount = { season: parsed.injuries.season, week: parsed.injuries.week, total: stored.totalInjuries };
  }
  return { seasons: counts, injuries: injuryCount, unresolved: parsed.unresolved, warnings: parsed.warnings };
}
