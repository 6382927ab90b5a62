import { and, eq } from 'drizzle-orm';
import { anyOf } from '../../../db/any-of.ts';
import type { Database } from '../../../db/connect.ts';
import { boxScores, games } from '../../../db/sports-schema.ts';
import { withGapsFilled, type BoxScoreGaps } from '../../../providers/box-score-gaps.ts';
import type { LeagueSnapshot } from '../../../providers/records.ts';

/*
 * A snapshot whose gap-filling source failed and was left out (`keepStoredGaps`, ADR 032): CollegeFootballData's
 * box-score detail and neutral-site marks live in ESPN's rows (box_scores and games have one row per game, no
 * source column), filled in where ESPN leaves a field null or a game not neutral. Stored without that source, ESPN's
 * rows would blank them, so the stored values of exactly those gaps are carried in. They are read inside the
 * refresh's transaction, under the league's lock, so a refresh committed meanwhile is never overwritten by an
 * older copy.
 */

/** The source ids of the league's games stored as neutral-site, when the snapshot keeps the stored gaps (else none). */
export async function keptNeutralSites(tx: Database, snapshot: LeagueSnapshot): Promise<ReadonlySet<string>> {
  if (!snapshot.keepStoredGaps) return new Set();
  const rows = await tx
    .select({ sourceId: games.sourceId })
    .from(games)
    .where(and(eq(games.league, snapshot.league), eq(games.neutralSite, true)));
  return new Set(rows.map((row) => row.sourceId));
}

type BoxScoreRow = BoxScoreGaps & { gameId: number; teamId: number };

/** The box-score rows (stored ids) with each field they leave null taken from the stored row, when the snapshot keeps the stored gaps. */
export async function withStoredBoxScoreGaps<T extends BoxScoreRow>(tx: Database, snapshot: LeagueSnapshot, rows: readonly T[]): Promise<readonly T[]> {
  if (!snapshot.keepStoredGaps || rows.length === 0) return rows;
  const key = (row: BoxScoreRow): string => `${row.gameId}|${row.teamId}`;
  const stored = await tx
    .select()
    .from(boxScores)
    .where(anyOf(boxScores.gameId, [...new Set(rows.map((row) => row.gameId))]));
  const storedByKey = new Map(stored.map((row) => [key(row), row]));
  return rows.map((row) => {
    const before = storedByKey.get(key(row));
    return before ? withGapsFilled(row, before) : row;
  });
}
