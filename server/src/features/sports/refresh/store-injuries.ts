import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/connect.ts';
import { injuries, leagueState, teams } from '../../../db/sports-schema.ts';
import type { InjurySnapshot } from '../../../providers/records.ts';
import { bulkWrite, storedIdOf } from './bulk-write.ts';
import { MalformedSnapshotError } from './validate-snapshot.ts';

export type InjuryCounts = {
  totalInjuries: number;
  newInjuriesDetected: number;
};

const playerKey = (teamId: number, playerName: string): string => `${teamId}|${playerName.trim().toLowerCase()}`;

/**
 * Replaces the league's injury list inside the caller's transaction. An injury is new when its (team, player)
 * pair was not in the stored list before; a team the league does not hold makes the snapshot malformed.
 */
export async function storeInjurySnapshot(tx: Database, snapshot: InjurySnapshot, now: Date): Promise<InjuryCounts> {
  const leagueTeams = await tx.select({ id: teams.id, sourceId: teams.sourceId }).from(teams).where(eq(teams.league, snapshot.league));
  const teamIds = new Map(leagueTeams.map((team) => [team.sourceId, team.id]));
  const unknown = [...new Set(snapshot.injuries.map((injury) => injury.teamId).filter((id) => !teamIds.has(id)))];
  if (unknown.length > 0) {
    throw new MalformedSnapshotError(`Malformed ${snapshot.league} injuries: unknown team ${unknown.slice(0, 5).join(', ')}`);
  }
  const before = await tx.select({ teamId: injuries.teamId, playerName: injuries.playerName }).from(injuries).where(eq(injuries.league, snapshot.league));
  const known = new Set(before.map((row) => playerKey(row.teamId, row.playerName)));

  const rows = snapshot.injuries.map(({ teamId, lastReported, ...injury }) => ({
    ...injury,
    league: snapshot.league,
    teamId: storedIdOf(teamIds, teamId),
    lastReported: new Date(lastReported),
  }));
  await tx.delete(injuries).where(eq(injuries.league, snapshot.league));
  await bulkWrite(tx, injuries, rows);
  await tx.update(leagueState).set({ injuriesRefreshedAt: now }).where(eq(leagueState.league, snapshot.league));

  const fresh = new Set(rows.map((row) => playerKey(row.teamId, row.playerName)).filter((key) => !known.has(key)));
  return { totalInjuries: rows.length, newInjuriesDetected: fresh.size };
}
