import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '../../../db/connect.ts';
import {
  bettingLines,
  cfbAdvancedStats,
  games,
  leagueState,
  rosterPlayers,
  teams,
  teamWeekStats,
} from '../../../db/sports-schema.ts';
import type { LeagueSnapshot } from '../../../providers/records.ts';
import type { DerivedSeason } from './derived-rows.ts';
import { bulkWrite, storedIdOf } from './bulk-write.ts';

export type LeagueCounts = {
  teams: number;
  games: number;
  lines: number;
  rosterPlayers: number;
  weekStats: number;
  advancedStats: number;
};

/** The stored id of every team or game of the league, by source id. */
async function idsBySourceId(tx: Database, table: typeof teams | typeof games, league: LeagueSnapshot['league']): Promise<Map<string, number>> {
  const rows = await tx.select({ id: table.id, sourceId: table.sourceId }).from(table).where(eq(table.league, league));
  return new Map(rows.map((row) => [row.sourceId, row.id]));
}

async function upsertTeams(tx: Database, snapshot: LeagueSnapshot, now: Date): Promise<Map<string, number>> {
  const rows = snapshot.teams.map((team) => ({ ...team, league: snapshot.league, source: snapshot.source, updatedAt: now }));
  await bulkWrite(tx, teams, rows, {
    target: ['league', 'sourceId'],
    update: ['name', 'abbreviation', 'conference', 'division', 'aliases', 'source', 'updatedAt'],
  });
  return idsBySourceId(tx, teams, snapshot.league);
}

/** Games are upserted, so a game keeps its id (the slate's eventId) across refreshes; games the source dropped go. */
async function upsertGames(tx: Database, snapshot: LeagueSnapshot, teamIds: ReadonlyMap<string, number>, now: Date) {
  const rows = snapshot.games.map(({ homeTeamId, awayTeamId, scheduledAt, ...game }) => ({
    ...game,
    league: snapshot.league,
    source: snapshot.source,
    homeTeamId: storedIdOf(teamIds, homeTeamId),
    awayTeamId: storedIdOf(teamIds, awayTeamId),
    scheduledAt: new Date(scheduledAt),
    updatedAt: now,
  }));
  await bulkWrite(tx, games, rows, {
    target: ['league', 'sourceId'],
    update: ['season', 'week', 'homeTeamId', 'awayTeamId', 'scheduledAt', 'status', 'period', 'clock', 'homeScore', 'awayScore', 'referee', 'venue', 'source', 'updatedAt'],
  });
  const ofLeague = eq(games.league, snapshot.league);
  const kept = snapshot.games.map((game) => game.sourceId);
  await tx.delete(games).where(kept.length > 0 ? and(ofLeague, notInArray(games.sourceId, kept)) : ofLeague);
  return idsBySourceId(tx, games, snapshot.league);
}

/** Rows hanging off the league's teams and games are replaced wholesale: the snapshot is the whole truth. */
async function replaceDependents(
  tx: Database,
  snapshot: LeagueSnapshot,
  derived: DerivedSeason,
  teamIds: ReadonlyMap<string, number>,
  gameIds: ReadonlyMap<string, number>,
): Promise<void> {
  const leagueTeams = tx.select({ id: teams.id }).from(teams).where(eq(teams.league, snapshot.league));
  const leagueGames = tx.select({ id: games.id }).from(games).where(eq(games.league, snapshot.league));
  await tx.delete(bettingLines).where(inArray(bettingLines.gameId, leagueGames));
  await tx.delete(rosterPlayers).where(inArray(rosterPlayers.teamId, leagueTeams));
  await tx.delete(teamWeekStats).where(inArray(teamWeekStats.teamId, leagueTeams));
  await tx.delete(cfbAdvancedStats).where(inArray(cfbAdvancedStats.teamId, leagueTeams));

  // Selections are stored by abbreviation (the schema's convention), not by the source's team id.
  const abbreviations = new Map(snapshot.teams.map((team) => [team.sourceId, team.abbreviation]));
  const lines = snapshot.lines.map(({ gameId, fetchedAt, selection, ...line }) => ({
    ...line,
    gameId: storedIdOf(gameIds, gameId),
    selection: abbreviations.get(selection) ?? selection,
    fetchedAt: new Date(fetchedAt),
  }));
  await bulkWrite(tx, bettingLines, lines);
  const players = snapshot.rosters.map(({ teamId, ...player }) => ({ ...player, teamId: storedIdOf(teamIds, teamId) }));
  await bulkWrite(tx, rosterPlayers, players);
  const weekStats = derived.weekStats.map(({ teamSourceId, ...row }) => ({ ...row, teamId: storedIdOf(teamIds, teamSourceId) }));
  await bulkWrite(tx, teamWeekStats, weekStats);
  const advanced = derived.advancedStats.map(({ teamSourceId, ...row }) => ({ ...row, teamId: storedIdOf(teamIds, teamSourceId) }));
  await bulkWrite(tx, cfbAdvancedStats, advanced);
}

/** Writes one league's snapshot inside the caller's transaction. */
export async function storeLeagueSnapshot(tx: Database, snapshot: LeagueSnapshot, derived: DerivedSeason, now: Date): Promise<LeagueCounts> {
  const teamIds = await upsertTeams(tx, snapshot, now);
  const gameIds = await upsertGames(tx, snapshot, teamIds, now);
  await replaceDependents(tx, snapshot, derived, teamIds, gameIds);
  const state = { source: snapshot.source, season: snapshot.season, currentWeek: snapshot.currentWeek, refreshedAt: now };
  await tx
    .insert(leagueState)
    .values({ league: snapshot.league, ...state })
    .onConflictDoUpdate({ target: leagueState.league, set: state });
  return {
    teams: teamIds.size,
    games: gameIds.size,
    lines: snapshot.lines.length,
    rosterPlayers: snapshot.rosters.length,
    weekStats: derived.weekStats.length,
    advancedStats: derived.advancedStats.length,
  };
}
