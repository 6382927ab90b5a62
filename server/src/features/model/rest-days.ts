import { and, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FootballLeague } from '@playbook/contracts';
import type { Database } from '../../db/connect.ts';
import { games } from '../../db/sports-schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Each side's days of rest before a game; null for a team with no earlier game that season. */
export interface Rest {
  home: number | null;
  away: number | null;
}

/** What the rest rule reads of a stored game. */
export interface KickoffGame {
  id: number;
  season: number;
  homeTeamId: number;
  awayTeamId: number;
  scheduledAt: Date;
}

/**
 * Days since each team's previous game of the same season, per game id and side: what nflverse's home_rest
 * and away_rest hold, computed from the stored kick-offs since no source stores it. A team's first game of a
 * season has none (the model then counts the rest as equal). The one rule for the backtest's stored games and
 * for a game about to be predicted (restFromEarlierGames, read by scheduled-game.ts).
 */
export function restDays(stored: readonly KickoffGame[]): Map<number, Rest> {
  const last = new Map<string, Date>();
  const rest = new Map<number, Rest>();
  const byKickoff = [...stored].sort((a, b) => a.scheduledAt.getTime() - b.scheduledAt.getTime() || a.id - b.id);
  const daysSince = (team: number, season: number, at: Date): number | null => {
    const previous = last.get(`${season}:${team}`);
    return previous === undefined ? null : Math.round((at.getTime() - previous.getTime()) / DAY_MS);
  };
  for (const game of byKickoff) {
    rest.set(game.id, { home: daysSince(game.homeTeamId, game.season, game.scheduledAt), away: daysSince(game.awayTeamId, game.season, game.scheduledAt) });
    last.set(`${game.season}:${game.homeTeamId}`, game.scheduledAt);
    last.set(`${game.season}:${game.awayTeamId}`, game.scheduledAt);
  }
  return rest;
}

/** No stored game has this id (serial ids start at 1): the game being predicted, placed after every earlier one. */
const PREDICTED_GAME_ID = 0;

/**
 * The season of the league's stored game nearest to an instant (ties: the lower id), as a scalar subquery: the
 * last game at or before it and the first after it, each one step of the (league, scheduled_at) index, then
 * the nearer of the two. Ordering every stored game by its distance instead read and sorted the whole league,
 * growing with every season stored: 3.5-8 ms for a 7,072-game import against under 1 ms (`npm run bench:rest`).
 */
function nearestSeason(league: FootballLeague, kickoff: Date) {
  const at = sql`${kickoff.toISOString()}::timestamptz`;
  return sql<number>`(
    select season from (
      (select season, scheduled_at, id from ${games} where league = ${league} and scheduled_at <= ${at} order by scheduled_at desc, id limit 1)
      union all
      (select season, scheduled_at, id from ${games} where league = ${league} and scheduled_at > ${at} order by scheduled_at, id limit 1)
    ) as nearest
    order by abs(extract(epoch from (scheduled_at - ${at}))), id
    limit 1
  )`;
}

/**
 * A league's stored games matching `conditions`, as a query not yet run, with what a kick-off's queries read of
 * each: restDays' fields, the neutral-site flag and the starting quarterbacks and weather (the two branches of
 * scheduled-game.ts's union must select the same columns).
 */
export function kickoffGamesQuery(db: Database, league: FootballLeague, ...conditions: (SQL | undefined)[]) {
  return db
    .select({
      id: games.id,
      season: games.season,
      homeTeamId: games.homeTeamId,
      awayTeamId: games.awayTeamId,
      scheduledAt: games.scheduledAt,
      neutralSite: games.neutralSite,
      homeQbId: games.homeQbId,
      awayQbId: games.awayQbId,
      wind: games.wind,
      temperature: games.temperature,
    })
    .from(games)
    .where(and(eq(games.league, league), ...conditions));
}

/**
 * The two teams' stored games before a kick-off, of the kick-off's season, as a query not yet run (so
 * scheduled-game.ts can send it in one statement with the neutral-site look-up). A game counts whatever its
 * status: the previous game of a game a week ahead may itself still be scheduled, and it is still the rest the
 * team gets. The kick-off's season is that of the league's stored game nearest to it (the scheduled game itself
 * when a screen passes its kick-off), so a kick-off before a season's first game reads no rest from the season
 * before. The nearest season is a subquery of the same statement.
 */
export function earlierGamesQuery(db: Database, league: FootballLeague, homeTeamId: number, awayTeamId: number, kickoff: Date) {
  const sides = [homeTeamId, awayTeamId];
  const eitherTeam = or(inArray(games.homeTeamId, sides), inArray(games.awayTeamId, sides));
  return kickoffGamesQuery(db, league, eq(games.season, nearestSeason(league, kickoff)), lt(games.scheduledAt, kickoff), eitherTeam);
}

/**
 * Each team's rest before a kick-off by restDays' rule, from its earlier games of that season
 * (earlierGamesQuery): the days from its last one to the kick-off. No earlier game of either team: unknown.
 */
export function restFromEarlierGames(earlier: readonly KickoffGame[], homeTeamId: number, awayTeamId: number, kickoff: Date): Rest {
  const [first] = earlier;
  if (!first) return { home: null, away: null };
  const predicted = { id: PREDICTED_GAME_ID, season: first.season, homeTeamId, awayTeamId, scheduledAt: kickoff };
  return restDays([...earlier, predicted]).get(PREDICTED_GAME_ID) ?? { home: null, away: null };
}
