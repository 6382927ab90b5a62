import { and, asc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DataSource, FootballLeague } from '@playbook/contracts';
import type { BacktestGame } from '@playbook/core';
import type { Database } from '../../db/connect.ts';
import { bettingLines, games, teams } from '../../db/sports-schema.ts';
import { closingPricesOf, type BookPrices } from './closing-prices.ts';
import { restDays } from './rest-days.ts';

/** An aggregate's value: PostgreSQL drivers may hand numbers back as text (numeric); null stays null. */
const nullableNumber = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** The stored finished games of a league in core's backtest shape, with what they were made of. */
export interface StoredBacktestGames {
  games: BacktestGame[];
  /** Finished games left out because they have no week (the walk-forward goes week by week). */
  withoutWeek: number;
  /** The source that stored each game, by the game's id. */
  sources: Map<string, DataSource>;
}

interface FinishedGame {
  id: number;
  sourceId: string;
  season: number;
  week: number | null;
  homeTeamId: number;
  awayTeamId: number;
  scheduledAt: Date;
  source: DataSource;
  homeScore: number | null;
  awayScore: number | null;
  neutralSite: boolean;
  homeQbId: string | null;
  awayQbId: string | null;
  wind: number | null;
  temperature: number | null;
}

/**
 * Each bookmaker's closing main lines of every finished game of the league, one row per game and bookmaker.
 * Summed up in SQL (an nflverse import holds about 39,000 lines: reading them row by row took longer than the
 * whole backtest). Of several rows of one selection (a line that moved from −3 to −3.5 keeps both), the one
 * with a price before kick-off wins, then the most recently fetched; its price is the closing one, else the
 * latest (a line first seen after kick-off has no closing price).
 */
async function closingBookPrices(db: Database, league: FootballLeague): Promise<(BookPrices & { gameId: number })[]> {
  const home = alias(teams, 'home_team');
  const away = alias(teams, 'away_team');
  const line = bettingLines;
  const closed = (value: SQL, where: SQL | undefined) =>
    sql<number | null>`(array_agg(${value} order by (${line.closingOdds} is not null) desc, ${line.fetchedAt} desc) filter (where ${where}))[1]`.mapWith(nullableNumber);
  const lineValue = sql`${line.lineValue}`;
  const price = sql`coalesce(${line.closingOdds}, ${line.americanOdds})`;
  return db
    .select({
      gameId: line.gameId,
      bookmaker: line.bookmaker,
      homeSpread: closed(lineValue, and(eq(line.market, 'spread'), eq(line.selection, home.abbreviation))),
      awaySpread: closed(lineValue, and(eq(line.market, 'spread'), eq(line.selection, away.abbreviation))),
      total: closed(lineValue, eq(line.market, 'total')),
      homeMoneyline: closed(price, and(eq(line.market, 'moneyline'), eq(line.selection, home.abbreviation))),
      awayMoneyline: closed(price, and(eq(line.market, 'moneyline'), eq(line.selection, away.abbreviation))),
    })
    .from(line)
    .innerJoin(games, eq(games.id, line.gameId))
    .innerJoin(home, eq(home.id, games.homeTeamId))
    .innerJoin(away, eq(away.id, games.awayTeamId))
    .where(and(eq(games.league, league), eq(games.status, 'finished'), eq(line.isAlternate, false)))
    .groupBy(line.gameId, line.bookmaker);
}

/** The league's stored games as the backtest reads them, shared per refresh by the report and the predictions. */
export type StoredGamesOf = (league: FootballLeague) => Promise<StoredBacktestGames>;

/**
 * Every finished game of the league in the database (all seasons: an nflverse import holds 1999 on) with its
 * closing prices, mapped to core's BacktestGame. Teams are keyed by their database id. A game stored as
 * neutral-site (nflverse `location`, ESPN and CFBD `neutralSite`) gets no home edge, as in the CSV backtest;
 * its starting quarterbacks and weather (nflverse) are read as the CSV backtest reads them.
 */
export async function storedBacktestGames(db: Database, league: FootballLeague): Promise<StoredBacktestGames> {
  const finished: FinishedGame[] = await db
    .select({
      id: games.id,
      sourceId: games.sourceId,
      season: games.season,
      week: games.week,
      homeTeamId: games.homeTeamId,
      awayTeamId: games.awayTeamId,
      scheduledAt: games.scheduledAt,
      source: games.source,
      homeScore: games.homeScore,
      awayScore: games.awayScore,
      neutralSite: games.neutralSite,
      homeQbId: games.homeQbId,
      awayQbId: games.awayQbId,
      wind: games.wind,
      temperature: games.temperature,
    })
    .from(games)
    .where(and(eq(games.league, league), eq(games.status, 'finished'), isNotNull(games.homeScore), isNotNull(games.awayScore)))
    .orderBy(asc(games.id));
  const booksOf = new Map<number, BookPrices[]>();
  for (const { gameId, ...book } of await closingBookPrices(db, league)) {
    const list = booksOf.get(gameId);
    if (list) list.push(book);
    else booksOf.set(gameId, [book]);
  }

  // College conferences feed the season-start pull toward each conference's mean (ADR 051).
  const conferenceOf = new Map(
    (await db.select({ id: teams.id, conference: teams.conference }).from(teams).where(eq(teams.league, league))).map((team) => [team.id, team.conference]),
  );
  const rest = restDays(finished);
  const out: BacktestGame[] = [];
  const sources = new Map<string, DataSource>();
  let withoutWeek = 0;
  for (const game of finished) {
    if (game.week === null) {
      withoutWeek += 1;
      continue;
    }
    const prices = closingPricesOf(booksOf.get(game.id) ?? []);
    sources.set(game.sourceId, game.source);
    out.push({
      id: game.sourceId,
      season: game.season,
      week: game.week,
      // Not stored by any source; the backtest does not read it.
      gameType: 'REG',
      homeTeam: String(game.homeTeamId),
      awayTeam: String(game.awayTeamId),
      neutral: game.neutralSite,
      homeConference: conferenceOf.get(game.homeTeamId) ?? null,
      awayConference: conferenceOf.get(game.awayTeamId) ?? null,
      homeRest: rest.get(game.id)?.home ?? null,
      awayRest: rest.get(game.id)?.away ?? null,
      homeScore: game.homeScore,
      awayScore: game.awayScore,
      spreadLine: prices?.spreadLine ?? null,
      totalLine: prices?.totalLine ?? null,
      homeMoneyline: prices?.homeMoneyline ?? null,
      awayMoneyline: prices?.awayMoneyline ?? null,
      // Stored by the nflverse import (ADR 064): the quarterback and wind terms of the NFL model read them.
      homeQb: game.homeQbId,
      awayQb: game.awayQbId,
      wind: game.wind,
      temperature: game.temperature,
    });
  }
  return { games: out, withoutWeek, sources };
}
