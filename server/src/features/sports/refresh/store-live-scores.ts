import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/connect.ts';
import { games } from '../../../db/sports-schema.ts';
import type { LeagueSnapshot } from '../../../providers/records.ts';

export type LiveScoreCounts = {
  /** Games of the snapshot, and those whose score, status, period or clock changed. */
  games: number;
  gamesUpdated: number;
  /** Games this update finished: their box scores and the season's metrics wait for a full refresh. */
  gamesFinished: number;
};

const updatedRows = z.object({ rows: z.array(z.object({ id: z.number().int(), finished: z.boolean() })) });

/**
 * The live job's write: the status (and its detail), period, clock and scores of games already stored, and nothing else (a
 * game the store does not hold yet waits for the next full refresh). Unchanged games are not rewritten.
 */
export async function storeLiveScores(tx: Database, snapshot: LeagueSnapshot): Promise<LiveScoreCounts> {
  const rows = snapshot.games.map((game) => ({
    source_id: game.sourceId,
    status: game.status,
    status_detail: game.statusDetail ?? null,
    period: game.period,
    clock: game.clock,
    home_score: game.homeScore,
    away_score: game.awayScore,
  }));
  if (rows.length === 0) return { games: 0, gamesUpdated: 0, gamesFinished: 0 };
  // `stored` is the row before the update (a self-join: RETURNING alone sees only the new values).
  const result = await tx.execute(sql`
    update ${games} set status = live.status, status_detail = live.status_detail, period = live.period, clock = live.clock,
      home_score = live.home_score, away_score = live.away_score
    from json_populate_recordset(null::${games}, ${JSON.stringify(rows)}::json) as live, ${games} as stored
    where ${games}.league = ${snapshot.league} and ${games}.source_id = live.source_id and stored.id = ${games}.id
      and (${games}.status, ${games}.status_detail, ${games}.period, ${games}.clock, ${games}.home_score, ${games}.away_score)
        is distinct from (live.status, live.status_detail, live.period, live.clock, live.home_score, live.away_score)
    returning ${games}.id, (live.status = 'finished' and stored.status <> 'finished') as finished`);
  const updated = updatedRows.parse(result).rows;
  return { games: rows.length, gamesUpdated: updated.length, gamesFinished: updated.filter((row) => row.finished).length };
}
