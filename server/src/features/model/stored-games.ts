import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FootballLeague } from '@playbook/contracts';
import type { BacktestGame } from '@playbook/core';
import type { Database } from '../../db/connect.ts';
import { bettingLines, games, teams } from '../../db/sports-schema.ts';
import { closingPricesOf, type StoredLine } from './closing-prices.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The stored finished games of a league in core's backtest shape, with what they were made of. */
export interface StoredBacktestGames {
  games: BacktestGame[];
  /** Finished games left out because they have no week (the walk-forward goes week by week). */
  withoutWeek: number;
}

interface FinishedGame {
  id: number;
  sourceId: string;
  season: number;
  week: number | null;
  homeTeamId: number;
  awayTeamId: number;
  scheduledAt: Date;
  homeScore: number | null;
  awayScore: number | null;
}

/**
 * Days since each team's previous game of the same season, per game id and side: what nflverse's home_rest
 * and away_rest hold, computed from the stored kick-offs since no source stores it. A team's first game of a
 * season has none (the model then counts the rest as equal).
 */
function restDays(finished: readonly FinishedGame[]): Map<number, { home: number | null; away: number | null }> {
  const last = new Map<string, Date>();
  const rest = new Map<number, { home: number | null; away: number | null }>();
  const byKickoff = [...finished].sort((a, b) => a.scheduledAt.getTime() - b.scheduledAt.getTime() || a.id - b.id);
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

/**
 * Every finished game of the league in the database (all seasons: an nflverse import holds 1999 on) with its
 * closing prices, mapped to core's BacktestGame. Teams are keyed by their database id. Neutral sites are not
 * stored by any source, so every game counts as a home game (the CSV backtest knows nflverse's `location`).
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
      homeScore: games.homeScore,
      awayScore: games.awayScore,
    })
    .from(games)
    .where(and(eq(games.league, league), eq(games.status, 'finished'), isNotNull(games.homeScore), isNotNull(games.awayScore)))
    .orderBy(asc(games.id));
  const abbreviations = new Map(
    (await db.select({ id: teams.id, abbreviation: teams.abbreviation }).from(teams).where(eq(teams.league, league))).map((t) => [t.id, t.abbreviation]),
  );
  const lineRows = await db
    .select({
      gameId: bettingLines.gameId,
      bookmaker: bettingLines.bookmaker,
      market: bettingLines.market,
      selection: bettingLines.selection,
      lineValue: bettingLines.lineValue,
      americanOdds: bettingLines.americanOdds,
      closingOdds: bettingLines.closingOdds,
      fetchedAt: bettingLines.fetchedAt,
    })
    .from(bettingLines)
    .innerJoin(games, eq(games.id, bettingLines.gameId))
    .where(and(eq(games.league, league), eq(games.status, 'finished'), eq(bettingLines.isAlternate, false), inArray(bettingLines.market, ['moneyline', 'spread', 'total'])));
  const linesOf = new Map<number, StoredLine[]>();
  for (const { gameId, ...line } of lineRows) {
    const list = linesOf.get(gameId);
    if (list) list.push(line);
    else linesOf.set(gameId, [line]);
  }

  const rest = restDays(finished);
  const out: BacktestGame[] = [];
  let withoutWeek = 0;
  for (const game of finished) {
    if (game.week === null) {
      withoutWeek += 1;
      continue;
    }
    const prices = closingPricesOf(linesOf.get(game.id) ?? [], abbreviations.get(game.homeTeamId) ?? '', abbreviations.get(game.awayTeamId) ?? '');
    out.push({
      id: game.sourceId,
      season: game.season,
      week: game.week,
      gameType: 'REG',
      homeTeam: String(game.homeTeamId),
      awayTeam: String(game.awayTeamId),
      neutral: false,
      homeRest: rest.get(game.id)?.home ?? null,
      awayRest: rest.get(game.id)?.away ?? null,
      homeScore: game.homeScore,
      awayScore: game.awayScore,
      spreadLine: prices?.spreadLine ?? null,
      totalLine: prices?.totalLine ?? null,
      homeMoneyline: prices?.homeMoneyline ?? null,
      awayMoneyline: prices?.awayMoneyline ?? null,
    });
  }
  return { games: out, withoutWeek };
}
