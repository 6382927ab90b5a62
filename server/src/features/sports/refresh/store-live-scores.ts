import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/connect.ts';
import { games } from '../../../db/sports-schema.ts';
import type { LeagueSnapshot } from '../../../providers/records.ts';

export type LiveScoreCounts = {
  /** Games of the snapshot, and those whose score, status, period or clock changed. */
  games: number;
  gamesUpdated: number;
};

const updatedRows = z.object({ rows: z.array(z.object({ id: z.number().int() })) });

/**
 * The live job's write: the status, period, clock and scores of games already stored, and nothing else (a
 * game the store does not hold yet waits for the next full refresh). Unchanged games are not rewritten.
 */
export async function storeLiveScores(tx: Database, snapshot: LeagueSnapshot): Promise<LiveScoreCounts> {
  const rows = snapshot.games.map((game) => ({
    source_id: game.sourceId,
    status: game.status,
    period: game.period,
    clock: game.clock,
    home_score: game.homeScore,
    away_score: game.awayScore,
  }));
  if (rows.length === 0) return { games: 0, gamesUpdated: 0 };
  const result = await tx.execute(sql`
    update ${games} set status = live.status, period = live.period, clock = live.clock,
      home_score = live.home_score, away_score = live.away_score
    from json_populate_recordset(null::${games}, ${JSON.stringify(rows)}::json) as live
    where ${games}.league = ${snapshot.league} and ${games}.source_id = live.source_id
      and (${games}.status, ${games}.period, ${games}.clock, ${games}.home_score, ${games}.away_score)
        is distinct from (live.status, live.period, live.clock, live.home_score, live.away_score)
    returning ${games}.id`);
  return { games: rows.length, gamesUpdated: updatedRows.parse(result).rows.length };
}
