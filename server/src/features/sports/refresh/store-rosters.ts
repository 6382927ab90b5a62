import { eq, inArray } from 'drizzle-orm';
import { anyOf } from '../../../db/any-of.ts';
import type { Database } from '../../../db/connect.ts';
import { rosterPlayers, teams } from '../../../db/sports-schema.ts';
import type { LeagueSnapshot } from '../../../providers/records.ts';
import { bulkWrite, storedIdOf } from './bulk-write.ts';

type PlayerRow = Omit<typeof rosterPlayers.$inferInsert, 'id'>;

const playerKey = (player: PlayerRow): string => JSON.stringify([player.teamId, player.name, player.position, player.number ?? null]);

/**
 * Rosters written where they changed: a player already listed (same team, name, position and number) keeps
 * his row, a new one is inserted, one no longer listed is deleted. A full snapshot owns every roster of the
 * league; a partial one only the rosters of the teams it lists players for.
 * @returns the rows inserted or deleted.
 */
export async function writeRosters(tx: Database, snapshot: LeagueSnapshot, teamIds: ReadonlyMap<string, number>): Promise<number> {
  const players: PlayerRow[] = snapshot.rosters.map(({ teamId, ...player }) => ({ ...player, teamId: storedIdOf(teamIds, teamId) }));
  const owned = snapshot.partial
    ? anyOf(rosterPlayers.teamId, [...new Set(players.map((player) => player.teamId))])
    : inArray(rosterPlayers.teamId, tx.select({ id: teams.id }).from(teams).where(eq(teams.league, snapshot.league)));
  if (snapshot.partial && players.length === 0) return 0;
  const stored = await tx.select().from(rosterPlayers).where(owned);
  // Several stored rows may be equal (two players of one name without numbers): match them one to one.
  const unmatched = new Map<string, number[]>();
  for (const row of stored) {
    const key = playerKey(row);
    unmatched.set(key, [...(unmatched.get(key) ?? []), row.id]);
  }
  const added = players.filter((player) => unmatched.get(playerKey(player))?.pop() === undefined);
  const gone = [...unmatched.values()].flat();
  await bulkWrite(tx, rosterPlayers, added);
  if (gone.length > 0) await tx.delete(rosterPlayers).where(anyOf(rosterPlayers.id, gone));
  return added.length + gone.length;
}
