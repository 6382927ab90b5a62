/**
 * The game, side and point of each leg (ADR 050), so it is graded from the final score. A leg taken from
 * a stored line has them from the line. A leg typed by hand is linked when its two teams play exactly one stored
 * game around its date: several (a baseball series, two leagues sharing a name) leave it unlinked, as does a
 * selection that cannot be read; such a leg is settled by hand.
 */
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { handEnteredPick, normalizeTeamName, splitMatchup, type GradableLeg, type LegPick } from '@playbook/core';
import type { ParlayLegBody } from '@playbook/contracts';
import type { Database } from '../../db/connect.ts';
import { bettingLines, games, teams } from '../../db/sports-schema.ts';
import { storedTeamResolver, type StoredTeam } from '../../providers/stored-match.ts';

export interface LegGame {
  gameId: number | null;
  pick: LegPick | null;
  point: number | null;
}

const UNLINKED: LegGame = { gameId: null, pick: null, point: null };
const DAY_MS = 24 * 60 * 60 * 1000;
/** A ticket is entered from the day before its game (time zones) to a week after it was placed. */
const BEFORE_MS = DAY_MS + DAY_MS / 2;
const AFTER_MS = 8 * DAY_MS;

const homeTeam = alias(teams, 'home_team');
const awayTeam = alias(teams, 'away_team');

async function linesOf(db: Database, ids: readonly number[]): Promise<Map<number, LegGame>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: bettingLines.id, gameId: bettingLines.gameId, market: bettingLines.market, selection: bettingLines.selection, point: bettingLines.lineValue, home: homeTeam.abbreviation, away: awayTeam.abbreviation })
    .from(bettingLines)
    .innerJoin(games, eq(games.id, bettingLines.gameId))
    .innerJoin(homeTeam, eq(homeTeam.id, games.homeTeamId))
    .innerJoin(awayTeam, eq(awayTeam.id, games.awayTeamId))
    .where(inArray(bettingLines.id, [...ids]));
  return new Map(
    rows.map((row) => {
      // A total's selection is 'Over'/'Under'; a moneyline's or spread's is the team's abbreviation.
      const side = row.market === 'total' ? row.selection.toLowerCase() : row.selection === row.home ? 'home' : row.selection === row.away ? 'away' : null;
      const pick = side === 'over' || side === 'under' || side === 'home' || side === 'away' ? side : null;
      return [row.id, { gameId: row.gameId, pick, point: row.point }];
    }),
  );
}

interface CandidateGame {
  id: number;
  league: string;
  homeTeamId: number;
  awayTeamId: number;
}

/** The games of the window and a team resolver per league of them. */
async function gamesAround(db: Database, placedAt: Date): Promise<{ candidates: CandidateGame[]; resolvers: Map<string, (name: string) => StoredTeam | undefined>; teamIds: Map<StoredTeam, number> }> {
  const candidates = await db
    .select({ id: games.id, league: games.league, homeTeamId: games.homeTeamId, awayTeamId: games.awayTeamId })
    .from(games)
    .where(and(gte(games.scheduledAt, new Date(placedAt.getTime() - BEFORE_MS)), lte(games.scheduledAt, new Date(placedAt.getTime() + AFTER_MS))));
  const leagues = [...new Set(candidates.map((game) => game.league))];
  const rows = leagues.length === 0 ? [] : await db.select({ id: teams.id, league: teams.league, sourceId: teams.sourceId, name: teams.name, abbreviation: teams.abbreviation, aliases: teams.aliases }).from(teams).where(inArray(teams.league, leagues));
  const teamIds = new Map<StoredTeam, number>();
  const byLeague = new Map<string, StoredTeam[]>();
  for (const row of rows) {
    teamIds.set(row, row.id);
    byLeague.set(row.league, [...(byLeague.get(row.league) ?? []), row]);
  }
  return { candidates, resolvers: new Map([...byLeague].map(([league, list]) => [league, bettorTeamResolver(list)])), teamIds };
}

/**
 * The stored resolver (names, abbreviations, aliases), then what a bettor types: a team's city or nickname alone
 * ("Eagles", "Dallas"), when it is the start or the end of exactly one team's name.
 */
function bettorTeamResolver(list: readonly StoredTeam[]): (name: string) => StoredTeam | undefined {
  const stored = storedTeamResolver(list);
  const names = list.map((team) => ({ team, name: normalizeTeamName(team.name) }));
  return (text) => {
    const found = stored(text);
    if (found) return found;
    const typed = normalizeTeamName(text);
    const partial = names.filter(({ name }) => typed !== '' && (name.startsWith(`${typed} `) || name.endsWith(` ${typed}`)));
    return partial.length === 1 ? partial[0]?.team : undefined;
  };
}

/** The one game of the window whose two teams the text names, and which of its teams a name is. */
function handEnteredLeg(leg: ParlayLegBody, around: Awaited<ReturnType<typeof gamesAround>>): LegGame {
  const { away, home } = splitMatchup(leg.game);
  if (away === '' || home === '') return UNLINKED;
  const idOf = (league: string, name: string): number | undefined => {
    const team = around.resolvers.get(league)?.(name);
    return team === undefined ? undefined : around.teamIds.get(team);
  };
  const matches = around.candidates.filter((game) => {
    const ids = [idOf(game.league, away), idOf(game.league, home)];
    return ids.includes(game.homeTeamId) && ids.includes(game.awayTeamId);
  });
  const [game] = matches;
  if (matches.length !== 1 || game === undefined) return UNLINKED;
  const sideOf = (name: string): 'home' | 'away' | undefined => {
    const id = idOf(game.league, name);
    return id === game.homeTeamId ? 'home' : id === game.awayTeamId ? 'away' : undefined;
  };
  const pick: GradableLeg | undefined = handEnteredPick(leg.type, leg.selection, sideOf);
  return { gameId: game.id, pick: pick?.pick ?? null, point: pick?.point ?? null };
}

/** Each leg's game, side and point, in the legs' order; `placedAt` dates the legs typed by hand. */
export async function legGamesOf(db: Database, legs: readonly ParlayLegBody[], placedAt: Date): Promise<LegGame[]> {
  const lines = await linesOf(db, legs.flatMap((leg) => (leg.lineId === undefined ? [] : [leg.lineId])));
  const typed = legs.some((leg) => leg.lineId === undefined) ? await gamesAround(db, placedAt) : undefined;
  return legs.map((leg) => (leg.lineId !== undefined ? (lines.get(leg.lineId) ?? UNLINKED) : typed ? handEnteredLeg(leg, typed) : UNLINKED));
}
