import { sql } from 'drizzle-orm';
import type { DataSource, FootballLeague, HubLeague, SourceFailure } from '@playbook/contracts';
import type { Database } from '../../../db/connect.ts';
import type { SportsDataProvider } from '../../../providers/provider.ts';
import type { LeagueSnapshot, LineRecord } from '../../../providers/records.ts';
import { KeyedMutex } from './keyed-mutex.ts';
import { closeRefreshLog, describeFailure, openRefreshLog, publicFailure, type RefreshKind } from './refresh-log.ts';
import { storeInjurySnapshot, type InjuryCounts } from './store-injuries.ts';
import { openingLinesOf } from './opening-lines.ts';
import { storeLeagueSnapshot, type LeagueCounts } from './store-league.ts';
import { storeLiveScores, type LiveScoreCounts } from './store-live-scores.ts';
import { RefreshError } from './refresh-error.ts';
import { assertNewest, SupersededRefreshError } from './refresh-order.ts';
import { validInjurySnapshot, validLeagueSnapshot } from './validate-snapshot.ts';
import { withTimeout } from './with-timeout.ts';

export interface RefreshOptions {
  /** A provider call that takes longer fails the refresh (the settings' providerTimeoutMs). */
  timeoutMs: number;
  /** Told the names a source sent that matched nothing stored (counted in the result, never dropped silently). */
  onUnresolved?: (league: HubLeague, names: readonly string[]) => void;
}

// Its own module so refresh-order.ts can extend it; callers keep importing it from here.
export { RefreshError } from './refresh-error.ts';

export interface InjuryRefreshResult extends InjuryCounts {
  league: FootballLeague;
}

/**
 * One league's refresh: its counts (also in the refresh log, with `failedSources`) and the secondary sources
 * left out of it because they failed (ADR 030), whose stored data was kept as it was.
 */
export type LeagueRefreshResult = LeagueCounts & { sourceFailures: SourceFailure[] };

const inProcess = new KeyedMutex();
const lockKey = (source: DataSource, league: string): string => `refresh:${source}:${league}`;
/** Every source's refreshes of a league write the same rows: they also take the league's own lock. */
const leagueLockKey = (league: string): string => `refresh-league:${league}`;

/**
 * One transaction holding the advisory lock of every key (and of each league, whatever the source): the
 * cross-process half of "never two at once". Keys are taken in one sorted order, so two never deadlock.
 */
async function lockedTransaction<T>(db: Database, source: DataSource, leagues: readonly string[], write: (tx: Database) => Promise<T>): Promise<T> {
  const keys = leagues.flatMap((league) => [lockKey(source, league), leagueLockKey(league)]);
  return db.transaction(async (tx) => {
    for (const key of [...keys].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    return write(tx);
  });
}

const KIND_NAMES: Record<RefreshKind, string> = { league: 'data', injuries: 'injuries', scores: 'scores' };

type RecordSuccess = (tx: Database, index: number, counts: Readonly<Record<string, number>>, leftOut?: readonly SourceFailure[]) => Promise<void>;

/**
 * When a refresh starts: a time, or a clock read once the refresh holds its leagues' in-process locks. The app
 * passes its clock: a refresh that waited behind another of its leagues (the user's Refresh All Data behind the
 * scheduled job's) then starts after that one committed, so it is newer and is stored, where a time taken before
 * the wait would be older than the job's and be superseded for nothing (refresh-order.ts).
 */
export type RefreshStart = Date | (() => Date);

/**
 * Runs a refresh of the given leagues under the in-process mutex with one refresh-log row per league: the body
 * records each success inside its transaction (so it commits with the data); if the body throws, every row is
 * closed as a failure with the error and a RefreshError is thrown.
 */
async function loggedRefresh<T>(
  db: Database,
  source: DataSource,
  leagues: readonly string[],
  kind: RefreshKind,
  start: RefreshStart,
  body: (recordSuccess: RecordSuccess, now: Date) => Promise<T>,
): Promise<T> {
  return inProcess.runAll(
    leagues.map((league) => lockKey(source, league)),
    async () => {
      const now = typeof start === 'function' ? start() : start;
      const started = performance.now();
      const finishedAt = (): Date => new Date(now.getTime() + (performance.now() - started));
      const logIds: number[] = [];
      for (const league of leagues) logIds.push(await openRefreshLog(db, source, league, kind, now));
      const recordSuccess: RecordSuccess = async (tx, index, counts, leftOut) => {
        const id = logIds[index];
        if (id === undefined) return;
        const ms = Math.round(performance.now() - started);
        await closeRefreshLog(tx, id, { outcome: 'success', counts: { ...counts, ms }, leftOut }, finishedAt());
      };
      try {
        return await body(recordSuccess, now);
      } catch (error) {
        const detail = describeFailure(error);
        // A refresh overtaken by a newer one is not a failure of the source: it is logged as skipped.
        const outcome = error instanceof SupersededRefreshError ? 'skipped' : 'failure';
        for (const id of logIds) await closeRefreshLog(db, id, { outcome, error: detail }, finishedAt());
        if (error instanceof SupersededRefreshError) throw error;
        const what = `${leagues.join(' and ')} ${KIND_NAMES[kind]}`;
        throw new RefreshError(`Could not refresh ${what}: ${publicFailure(error)}`, {
          cause: error,
        });
      }
    },
  );
}

/**
 * Fetches, validates, derives and stores the given leagues all or nothing: every snapshot is fetched and
 * checked first, then all are written in one transaction. On any failure stored data is untouched, a failure
 * row is logged per league and a RefreshError is thrown. A secondary source the provider left out because it
 * failed (the snapshot's `sourceFailures`, ADR 030) is no failure of the refresh: it is returned with the counts
 * and noted in the success row of the refresh log.
 */
export async function refreshLeagues(
  db: Database,
  provider: SportsDataProvider,
  leagues: readonly HubLeague[],
  start: RefreshStart,
  { timeoutMs, onUnresolved }: RefreshOptions,
): Promise<Map<HubLeague, LeagueRefreshResult>> {
  return loggedRefresh(db, provider.source, leagues, 'league', start, async (recordSuccess, now) => {
    const prepared: { snapshot: LeagueSnapshot; openings: LineRecord[] }[] = [];
    for (const league of leagues) {
      const raw: unknown = await withTimeout(provider.fetchLeague(league, now), timeoutMs, `${provider.source} ${league} fetch`);
      const snapshot = validLeagueSnapshot(raw, league);
      if (snapshot.unresolved?.length) onUnresolved?.(league, snapshot.unresolved);
      prepared.push({ snapshot, openings: openingLinesOf(raw) });
    }
    return lockedTransaction(db, provider.source, leagues, async (tx) => {
      // Before writing anything: a refresh that committed after this one started is never overwritten.
      for (const league of leagues) await assertNewest(tx, league, now);
      const results = new Map<HubLeague, LeagueRefreshResult>();
      for (const [index, { snapshot, openings }] of prepared.entries()) {
        const counts = await storeLeagueSnapshot(tx, snapshot, now, openings);
        const sourceFailures = snapshot.sourceFailures ?? [];
        await recordSuccess(tx, index, { ...counts, unknownBooks: counts.unknownBooks.length, failedSources: sourceFailures.length }, sourceFailures);
        results.set(snapshot.league, { ...counts, sourceFailures });
      }
      return results;
    });
  });
}

/** Replaces a league's injury list from the provider, all or nothing, under the league's refresh lock. */
export async function refreshInjuries(
  db: Database,
  provider: SportsDataProvider,
  league: FootballLeague,
  start: RefreshStart,
  { timeoutMs }: RefreshOptions,
): Promise<InjuryRefreshResult> {
  return loggedRefresh(db, provider.source, [league], 'injuries', start, async (recordSuccess, now) => {
    const raw: unknown = await withTimeout(provider.fetchInjuries(league, now), timeoutMs, `${provider.source} ${league} injuries fetch`);
    const snapshot = validInjurySnapshot(raw, league);
    return lockedTransaction(db, provider.source, [league], async (tx) => {
      const counts = await storeInjurySnapshot(tx, snapshot, now);
      await recordSuccess(tx, 0, counts);
      return { league, ...counts };
    });
  });
}

/**
 * The live job's refresh: fetches the league and updates only the scores, status, period and clock of the games
 * already stored (no lines, stats or rosters are touched), unless a newer full refresh committed meanwhile.
 */
export async function refreshLiveScores(
  db: Database,
  provider: SportsDataProvider,
  league: HubLeague,
  start: RefreshStart,
  { timeoutMs }: RefreshOptions,
): Promise<LiveScoreCounts> {
  return loggedRefresh(db, provider.source, [league], 'scores', start, async (recordSuccess, now) => {
    const fetched = provider.fetchLiveScores ? provider.fetchLiveScores(league, now) : provider.fetchLeague(league, now);
    const raw: unknown = await withTimeout(fetched, timeoutMs, `${provider.source} ${league} scores fetch`);
    const snapshot = validLeagueSnapshot(raw, league);
    return lockedTransaction(db, provider.source, [league], async (tx) => {
      await assertNewest(tx, league, now);
      const counts = await storeLiveScores(tx, snapshot);
      await recordSuccess(tx, 0, counts);
      return counts;
    });
  });
}
