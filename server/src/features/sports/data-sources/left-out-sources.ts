import { and, eq, max, sql, type SQL } from 'drizzle-orm';
import { type DataSource, type HubLeague, type LeftOutSource, type StoredSource } from '@playbook/contracts';
import type { Database } from '../../../db/connect.ts';
import { refreshLog } from '../../../db/sports-schema.ts';

/** Every source a live refresh may leave out (the demo season is never part of one). */
type Candidate = Exclude<DataSource, 'demo'>;

/** The start of the latest row (of those selected) whose refresh did not leave `source` out (its `left_out_sources`, ADR 032). */
const startOfLatestIncluding = (source: Candidate): SQL<Date | null> =>
  sql<Date | null>`max(${refreshLog.startedAt}) filter (where not (${source} = any(${refreshLog.leftOutSources})))`.mapWith(refreshLog.startedAt);

/**
 * The credited sources (in their order) the league's latest successful full refresh left out because they failed (ADR 030), each
 * with the start of the latest full refresh that included it: one aggregate over the league's full-refresh rows
 * of the refresh log (at most REFRESH_LOG_KEPT per source), the latest start and, per source, the latest start of
 * a row that did not leave it out. A source is left out at the latest refresh exactly when the two differ, so one
 * that answered again is no longer listed. Null where the log no longer holds a refresh that included it (it is
 * kept to its newest rows), or never did (its data came in before the log began).
 */
export async function leftOutSourcesOf(db: Database, league: HubLeague, credited: readonly StoredSource[]): Promise<LeftOutSource[]> {
  const includedAt = {
    espn: startOfLatestIncluding('espn'),
    'odds-api': startOfLatestIncluding('odds-api'),
    cfbd: startOfLatestIncluding('cfbd'),
    nflverse: startOfLatestIncluding('nflverse'),
  } satisfies Record<Candidate, SQL<Date | null>>;
  const [row] = await db
    .select({ latest: max(refreshLog.startedAt), ...includedAt })
    .from(refreshLog)
    .where(and(eq(refreshLog.league, league), eq(refreshLog.kind, 'league'), eq(refreshLog.outcome, 'success')));
  const latest = row?.latest;
  if (!latest) return [];
  return credited.flatMap(({ source }): LeftOutSource[] => {
    if (source === 'demo') return [];
    const included = row[source] ?? null;
    return included === null || included.getTime() < latest.getTime() ? [{ source, lastUpdated: included?.toISOString() ?? null }] : [];
  });
}
