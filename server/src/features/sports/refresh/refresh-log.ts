import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm';
import type { DataSource, SourceFailure } from '@playbook/contracts';
import type { Database } from '../../../db/connect.ts';
import { refreshLog } from '../../../db/sports-schema.ts';

/** 'scores': the live job's update of scores, status, period and clock only. */
export type RefreshKind = 'league' | 'injuries' | 'scores';

/** Rows kept per source, league and kind: enough history to read, a bound however often refreshes run. */
export const REFRESH_LOG_KEPT = 200;

/**
 * Opens a 'running' row outside the refresh's transaction, so a failure can still be recorded, and drops
 * that league's rows beyond the newest REFRESH_LOG_KEPT.
 */
export async function openRefreshLog(db: Database, source: DataSource, league: string, kind: RefreshKind, startedAt: Date): Promise<number> {
  const [row] = await db.insert(refreshLog).values({ source, league, kind, startedAt, outcome: 'running' }).returning({ id: refreshLog.id });
  if (!row) throw new Error('The refresh log did not return the new row');
  const sameSeries = and(eq(refreshLog.source, source), eq(refreshLog.league, league), eq(refreshLog.kind, kind));
  const oldestKept = db
    .select({ id: refreshLog.id })
    .from(refreshLog)
    .where(sameSeries)
    .orderBy(desc(refreshLog.id))
    .offset(REFRESH_LOG_KEPT - 1)
    .limit(1);
  await db.delete(refreshLog).where(and(sameSeries, lt(refreshLog.id, sql`(${oldestKept})`)));
  return row.id;
}

/**
 * The note of the sources a successful refresh left out, for a reader of the log: "odds-api left out: /v4/...
 * answered HTTP 401", several joined by "; "; null where none was.
 */
function leftOutNote(failures: readonly SourceFailure[]): string | null {
  return failures.length === 0 ? null : failures.map(({ source, message }) => `${source} left out: ${message}`).join('; ');
}

/**
 * Marks a refresh done; given the transaction, a success is recorded only if the data commits with it. The
 * secondary sources a success left out because they failed (ADR 030, 032) are stored as data in
 * `left_out_sources` (the footer reads them, left-out-sources.ts), and described in the error column: the refresh
 * succeeded, but their data did not update.
 */
export async function closeRefreshLog(
  db: Database,
  id: number,
  result: { outcome: 'success'; counts: Record<string, number>; leftOut?: readonly SourceFailure[] } | { outcome: 'failure' | 'skipped'; error: string },
  finishedAt: Date,
): Promise<void> {
  const values =
    result.outcome === 'success'
      ? {
          outcome: result.outcome,
          counts: result.counts,
          error: leftOutNote(result.leftOut ?? []),
          leftOutSources: [...new Set((result.leftOut ?? []).map((failure) => failure.source))],
        }
      : { outcome: result.outcome, error: result.error };
  await db.update(refreshLog).set({ ...values, finishedAt }).where(eq(refreshLog.id, id));
}

/** A failure in one line: the database's own message rather than the whole failed statement and its parameters. */
export function describeFailure(error: unknown): string {
  if (error instanceof DrizzleQueryError && error.cause instanceof Error) return `database write failed: ${error.cause.message}`;
  return error instanceof Error ? error.message : String(error);
}

/**
 * What the caller is told: the source's own failure (it is about their data), but for the database only that
 * the write was rolled back. The database's message stays in the refresh log and the server log, like any
 * other 5xx detail.
 */
export function publicFailure(error: unknown): string {
  if (error instanceof DrizzleQueryError) return 'the database rejected the write and it was rolled back (see the refresh log)';
  return describeFailure(error);
}
