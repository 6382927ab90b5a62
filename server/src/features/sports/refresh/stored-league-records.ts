import { and, eq, type SQL } from 'drizzle-orm';
import { anyOf } from '../../../db/any-of.ts';
import { alias } from 'drizzle-orm/pg-core';
import type { HubLeague } from '@playbook/contracts';
import type { Database } from '../../../db/connect.ts';
import { games, leagueState, teams } from '../../../db/sports-schema.ts';
import { withKnownTeams } from '../../../providers/known-teams.ts';
import type { GameRecord } from '../../../providers/records.ts';
import type { StoredLeague } from '../../../providers/stored-league.ts';

/**
 * A league's stored games as GameRecords, teams named by their source ids (all seasons, or the given ones):
 * what records of another source attach to (an nflverse stats file imported without its games file, The Odds
 * API's and CFBD's prices and box scores).
 */
export async function storedGameRecords(db: Database, league: HubLeague, seasons?: readonly number[]): Promise<GameRecord[]> {
  if (seasons?.length === 0) return [];
  const home = alias(teams, 'home_team');
  const away = alias(teams, 'away_team');
  const conditions: SQL[] = [eq(games.league, league)];
  if (seasons) conditions.push(anyOf(games.season, seasons));
  const rows = await db
    .select({ game: games, homeTeamId: home.sourceId, awayTeamId: away.sourceId })
    .from(games)
    .innerJoin(home, eq(home.id, games.homeTeamId))
    .innerJoin(away, eq(away.id, games.awayTeamId))
    .where(and(...conditions));
  return rows.map(({ game: { id: _id, league: _league, source: _source, updatedAt: _updatedAt, scheduledAt, ...game }, homeTeamId, awayTeamId }) => ({
    ...game,
    homeTeamId,
    awayTeamId,
    scheduledAt: scheduledAt.toISOString(),
  }));
}

/**
 * A league's stored teams and games as records (ids by source id), for the sources whose records attach to
 * stored ESPN games (The Odds API, CFBD), with the league's always-known teams. A league never loaded has no games:
 * no record attaches.
 */
export async function storedLeagueOf(db: Database, league: HubLeague): Promise<StoredLeague> {
  const teamRows = await db.select().from(teams).where(eq(teams.league, league));
  const [state] = await db.select().from(leagueState).where(eq(leagueState.league, league));
  return {
    league,
    season: state?.season ?? new Date().getUTCFullYear(),
    currentWeek: state?.currentWeek ?? null,
    // The league's always-known teams too (ADR 045), so a name of one resolves even before any of its games is stored.
    teams: withKnownTeams(
      league,
      teamRows.map(({ sourceId, name, abbreviation, conference, division, aliases }) => ({ sourceId, name, abbreviation, conference, division, aliases })),
      [],
    ),
    games: await storedGameRecords(db, league),
  };
}
