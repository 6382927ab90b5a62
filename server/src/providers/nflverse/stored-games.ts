import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connect.ts';
import { games, teams } from '../../db/sports-schema.ts';
import type { GameRecord } from '../records.ts';

/**
 * The stored NFL games of the given seasons as GameRecords (teams by source id): what a team-week stats file
 * imported without its games file is joined to.
 */
export async function storedNflGames(db: Database, seasons: readonly number[]): Promise<GameRecord[]> {
  if (seasons.length === 0) return [];
  const home = alias(teams, 'home_team');
  const away = alias(teams, 'away_team');
  const rows = await db
    .select({ game: games, homeTeamId: home.sourceId, awayTeamId: away.sourceId })
    .from(games)
    .innerJoin(home, eq(home.id, games.homeTeamId))
    .innerJoin(away, eq(away.id, games.awayTeamId))
    .where(and(eq(games.league, 'NFL'), inArray(games.season, [...seasons])));
  return rows.map(({ game, homeTeamId, awayTeamId }) => ({
    sourceId: game.sourceId,
    season: game.season,
    week: game.week,
    homeTeamId,
    awayTeamId,
    scheduledAt: game.scheduledAt.toISOString(),
    status: game.status,
    period: game.period,
    clock: game.clock,
    homeScore: game.homeScore,
    awayScore: game.awayScore,
    referee: game.referee,
    venue: game.venue,
  }));
}
