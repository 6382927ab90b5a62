import { asc } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/connect.ts';
import { bettingLines, boxScores, cfbAdvancedStats, games, injuries, leagueState, rosterPlayers, teams, teamWeekStats } from '../../src/db/sports-schema.ts';

/** Every stored sports row a refresh or an import writes (not the refresh log), in a stable order: compare before and after a failure. */
export async function storedSportsRows(db: Database) {
  return {
    teams: await db.select().from(teams).orderBy(asc(teams.id)),
    games: await db.select().from(games).orderBy(asc(games.id)),
    lines: await db.select().from(bettingLines).orderBy(asc(bettingLines.id)),
    boxScores: await db.select().from(boxScores).orderBy(asc(boxScores.gameId), asc(boxScores.teamId)),
    weekStats: await db.select().from(teamWeekStats).orderBy(asc(teamWeekStats.teamId), asc(teamWeekStats.season), asc(teamWeekStats.week)),
    injuries: await db.select().from(injuries).orderBy(asc(injuries.id)),
    rosters: await db.select().from(rosterPlayers).orderBy(asc(rosterPlayers.id)),
    advanced: await db.select().from(cfbAdvancedStats).orderBy(asc(cfbAdvancedStats.teamId), asc(cfbAdvancedStats.season)),
    state: await db.select().from(leagueState).orderBy(asc(leagueState.league)),
  };
}

/**
 * A refresh or import run while a source fails (`fault` set, and cleared whatever happens) must reject naming
 * the cause, and leave every stored row as it was: a failing source never wipes or half-writes stored data.
 */
export async function expectFailureChangesNothing(
  db: Database,
  fault: { set(): void; clear(): void },
  run: () => Promise<unknown>,
  message: string,
): Promise<void> {
  const before = await storedSportsRows(db);
  fault.set();
  try {
    await expect(run()).rejects.toThrow(message);
  } finally {
    fault.clear();
  }
  expect(await storedSportsRows(db)).toEqual(before);
}
