import { and, asc, eq, gte, inArray, isNull, lt, notInArray, or, type SQL } from 'drizzle-orm';
import { anyOf } from '../../../db/any-of.ts';
import { alias } from 'drizzle-orm/pg-core';
import { CALLED_OFF_STATUS_DETAILS, type GameStatusDetail, type HubLeague } from '@playbook/contracts';
import type { Database } from '../../../db/connect.ts';
import { bettingLines, games, teams } from '../../../db/sports-schema.ts';
import type { LeagueState } from '../read-models/league-state.ts';
import { newYorkDays } from '../../../providers/new-york-time.ts';

/** MLB (and a football league without a current week) shows today and the next 6 days. */
export const DAYS_SHOWN_WITHOUT_WEEKS = 7;

export interface TeamRef {
  id: number;
  name: string;
  abbreviation: string;
}

export interface StoredGame {
  id: number;
  league: HubLeague;
  season: number;
  week: number | null;
  status: 'scheduled' | 'live' | 'finished';
  statusDetail: GameStatusDetail | null;
  scheduledAt: Date;
  period: number | null;
  clock: string | null;
  homeScore: number | null;
  awayScore: number | null;
  referee: string | null;
  home: TeamRef;
  away: TeamRef;
}

export type StoredLine = typeof bettingLines.$inferSelect;

const home = alias(teams, 'home_team');
const away = alias(teams, 'away_team');
const teamRef = (table: typeof home | typeof away) => ({ id: table.id, name: table.name, abbreviation: table.abbreviation });

/** Games with both teams' names, ordered by start time. */
export async function gamesWhere(db: Database, where: SQL | undefined): Promise<StoredGame[]> {
  return db
    .select({
      id: games.id,
      league: games.league,
      season: games.season,
      week: games.week,
      status: games.status,
      statusDetail: games.statusDetail,
      scheduledAt: games.scheduledAt,
      period: games.period,
      clock: games.clock,
      homeScore: games.homeScore,
      awayScore: games.awayScore,
      referee: games.referee,
      home: teamRef(home),
      away: teamRef(away),
    })
    .from(games)
    .innerJoin(home, eq(home.id, games.homeTeamId))
    .innerJoin(away, eq(away.id, games.awayTeamId))
    .where(where)
    .orderBy(asc(games.scheduledAt), asc(games.id));
}

/**
 * This week's games of a league plus any game live now: for football the provider's current week, for MLB
 * (or a league without weeks) today and the next 6 days in New York.
 */
export async function thisWeeksGames(db: Database, league: HubLeague, state: LeagueState | undefined, now: Date): Promise<StoredGame[]> {
  if (!state) return [];
  const ofLeague = eq(games.league, league);
  let week: SQL | undefined;
  if (league !== 'MLB' && state.currentWeek !== null) {
    week = and(eq(games.season, state.season), eq(games.week, state.currentWeek));
  } else {
    const { start, end } = newYorkDays(now, DAYS_SHOWN_WITHOUT_WEEKS);
    week = and(gte(games.scheduledAt, start), lt(games.scheduledAt, end));
  }
  return gamesWhere(db, and(ofLeague, or(week, eq(games.status, 'live'))));
}

/** Every current price of the given games (main lines, or alternates, or both); withdrawn lines and called-off games' are left out. */
export async function linesOfGames(db: Database, gameIds: readonly number[], kind: 'main' | 'alternate' | 'all'): Promise<StoredLine[]> {
  if (gameIds.length === 0) return [];
  // A postponed or canceled game's lines stay stored (with their history) but are no current prices.
  const calledOff = db.select({ id: games.id }).from(games).where(inArray(games.statusDetail, [...CALLED_OFF_STATUS_DETAILS]));
  const ofGames = and(anyOf(bettingLines.gameId, gameIds), isNull(bettingLines.withdrawnAt), notInArray(bettingLines.gameId, calledOff));
  const where = kind === 'all' ? ofGames : and(ofGames, eq(bettingLines.isAlternate, kind === 'alternate'));
  return db.select().from(bettingLines).where(where).orderBy(asc(bettingLines.gameId), asc(bettingLines.id));
}

/** Lines grouped by game id. */
export function linesByGame(lines: readonly StoredLine[]): Map<number, StoredLine[]> {
  const grouped = new Map<number, StoredLine[]>();
  for (const line of lines) {
    const list = grouped.get(line.gameId);
    if (list) list.push(line);
    else grouped.set(line.gameId, [line]);
  }
  return grouped;
}
