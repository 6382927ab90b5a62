import { count, eq } from 'drizzle-orm';
import type { DataSource, HubLeague, StoredSource } from '@playbook/contracts';
import type { Database } from '../../../db/connect.ts';
import { bettingLines, games, reportedAdvancedStats, teams } from '../../../db/sports-schema.ts';
import { leagueStateOf } from '../read-models/league-state.ts';

/**
 * The sources whose data is stored for a league, read from the rows themselves (league_state names only the
 * last full refresh): the games' and the betting lines' own source (an nflverse import of past seasons under an
 * ESPN current season, a file of The Odds API's prices), and CollegeFootballData for the season EPA figures it
 * reported, the only source that reports them (reported_advanced_stats has no source column). A combined live
 * refresh stores each line under the source that sent it (The Odds API's and CFBD's prices are credited to
 * them); the CFBD box-score detail it merges into ESPN's box scores has no source column and is not credited.
 */
export async function storedSourcesOf(db: Database, league: HubLeague): Promise<StoredSource[]> {
  const [state, gameRows, lineRows, reported] = await Promise.all([
    leagueStateOf(db, league),
    db.select({ source: games.source, rows: count() }).from(games).where(eq(games.league, league)).groupBy(games.source),
    db
      .select({ source: bettingLines.source, rows: count() })
      .from(bettingLines)
      .innerJoin(games, eq(games.id, bettingLines.gameId))
      .where(eq(games.league, league))
      .groupBy(bettingLines.source),
    db.select({ rows: count() }).from(reportedAdvancedStats).innerJoin(teams, eq(teams.id, reportedAdvancedStats.teamId)).where(eq(teams.league, league)),
  ]);
  const rows = new Map<DataSource, number>();
  const add = (source: DataSource, counted: number): void => {
    if (counted > 0) rows.set(source, (rows.get(source) ?? 0) + counted);
  };
  for (const row of [...gameRows, ...lineRows]) add(row.source, row.rows);
  add('cfbd', reported[0]?.rows ?? 0);
  const main = state?.source;
  return [...rows]
    .map(([source, counted]) => ({ source, rows: counted }))
    .sort((a, b) => Number(b.source === main) - Number(a.source === main) || b.rows - a.rows || a.source.localeCompare(b.source));
}
