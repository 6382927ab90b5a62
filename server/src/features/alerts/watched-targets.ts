/**
 * What the line and injury rules watch, read from the stored sports data: a line's current price and point
 * (followed across refreshes by its game, book, market and side, since a moved point is a new line, ADR 044), and
 * a team's injury report for some positions.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { HubLeague } from '@playbook/contracts';
import type { Database } from '../../db/connect.ts';
import { bettingLines, games, injuries, teams } from '../../db/sports-schema.ts';

/** The line a rule follows: the identity of the line the bettor picked. */
export interface LineTarget {
  gameId: number;
  book: string;
  market: 'moneyline' | 'spread' | 'total';
  selection: string;
  alternate: boolean;
  /** An alternate line is its own point; a main line follows its side to whatever point it moves. */
  point: number | null;
  /** "BUF -3.5 (MIA @ BUF) at DraftKings" */
  label: string;
}

export interface LineNow {
  lineId: number;
  price: number;
  point: number | null;
  updatedAt: Date;
}

const signed = (point: number): string => (point > 0 ? `+${point}` : String(point));

export function lineLabel(line: { selection: string; market: string; lineValue: number | null; book: string; matchup: string }): string {
  const point = line.lineValue === null ? ' moneyline' : line.market === 'total' ? ` ${line.lineValue}` : ` ${signed(line.lineValue)}`;
  return `${line.selection}${point} (${line.matchup}) at ${line.book}`;
}

export const formatPrice = (price: number): string => (price > 0 ? `+${price}` : String(price));

/** The stored line a new rule names, as a target; undefined when no such line is stored. */
export async function lineTargetOf(db: Database, lineId: number): Promise<LineTarget | undefined> {
  const home = alias(teams, 'home');
  const away = alias(teams, 'away');
  const [row] = await db
    .select({ line: bettingLines, home: home.abbreviation, away: away.abbreviation })
    .from(bettingLines)
    .innerJoin(games, eq(games.id, bettingLines.gameId))
    .innerJoin(home, eq(home.id, games.homeTeamId))
    .innerJoin(away, eq(away.id, games.awayTeamId))
    .where(eq(bettingLines.id, lineId));
  if (!row) return undefined;
  const { line } = row;
  return {
    gameId: line.gameId,
    book: line.bookmaker,
    market: line.market,
    selection: line.selection,
    alternate: line.isAlternate,
    point: line.isAlternate ? line.lineValue : null,
    label: lineLabel({ ...line, book: line.bookmaker, matchup: `${row.away} @ ${row.home}` }),
  };
}

/** The offered lines of some games (what the line rules follow), read once for every rule. */
export async function offeredLines(db: Database, gameIds: readonly number[]): Promise<OfferedLine[]> {
  if (gameIds.length === 0) return [];
  return db
    .select({
      lineId: bettingLines.id,
      gameId: bettingLines.gameId,
      book: bettingLines.bookmaker,
      market: bettingLines.market,
      selection: bettingLines.selection,
      alternate: bettingLines.isAlternate,
      price: bettingLines.americanOdds,
      point: bettingLines.lineValue,
      updatedAt: bettingLines.updatedAt,
    })
    .from(bettingLines)
    .where(and(inArray(bettingLines.gameId, [...gameIds]), isNull(bettingLines.withdrawnAt)));
}

export type OfferedLine = LineNow & Pick<LineTarget, 'gameId' | 'book' | 'market' | 'selection' | 'alternate'>;

/** The target's current line among the offered ones (the latest changed, should a book list two), if offered. */
export function currentLineOf(offered: readonly OfferedLine[], target: LineTarget): LineNow | undefined {
  const matching = offered.filter(
    (line) =>
      line.gameId === target.gameId &&
      line.book === target.book &&
      line.market === target.market &&
      line.selection === target.selection &&
      line.alternate === target.alternate &&
      (target.point === null || line.point === target.point),
  );
  return matching.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0];
}

export interface InjuryEntry {
  player: string;
  position: string;
  status: string;
}

/** A team's id in a league by its abbreviation (case as stored: upper). */
export async function teamIdOf(db: Database, league: HubLeague, abbreviation: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.league, league), eq(teams.abbreviation, abbreviation)))
    .limit(1);
  return row?.id;
}

/** The team's report for the positions, in a stable order (so two reads of one report compare equal). */
export async function injuryReport(db: Database, teamId: number, positions: readonly string[]): Promise<InjuryEntry[]> {
  const rows = await db
    .select({ player: injuries.playerName, position: injuries.position, status: injuries.status, gameStatus: injuries.gameStatus })
    .from(injuries)
    .where(and(eq(injuries.teamId, teamId), inArray(injuries.position, [...positions])));
  return rows
    .map((row) => ({ player: row.player, position: row.position, status: row.gameStatus ?? row.status }))
    .sort((a, b) => `${a.position}${a.player}`.localeCompare(`${b.position}${b.player}`));
}
