import { sql } from 'drizzle-orm';
import type { DataSource, FootballLeague, HubLeague } from '@playbook/contracts';
import type { Database } from '../../../db/connect.ts';
import type { SportsDataProvider } from '../../../providers/provider.ts';
import type { LeagueSnapshot } from '../../../providers/records.ts';
import { deriveSeason } from './derive-season.ts';
import type { DerivedSeason } from './derived-rows.ts';
import { KeyedMutex } from './keyed-mutex.ts';
import { closeRefreshLog, describeFailure, openRefreshLog, publicFailure, type RefreshKind } from './refresh-log.ts';
import { storeInjurySnapshot, type InjuryCounts } from './store-injuries.ts';
import { storeLeagueSnapshot, type LeagueCounts } from './store-league.ts';
import { validInjurySnapshot, validLeagueSnapshot } from './validate-snapshot.ts';
import { withTimeout } from './with-timeout.ts';

export interface RefreshOptions {
  /** A provider call that takes longer fails the refresh (the settings' providerTimeoutMs). */
  timeoutMs: number;
}

/** A refresh that changed nothing: the source failed or sent bad data, or the write was rolled back. */
export class RefreshError extends Error {}

export interface InjuryRefreshResult extends InjuryCounts {
  league: FootballLeague;
}

const inProcess = new KeyedMutex();
const lockKey = (source: DataSource, league: string): string => `refresh:${source}:${league}`;

/** One transaction holding the advisory lock of every key: the cross-process half of "never two at once". */
async function lockedTransaction<T>(db: Database, keys: readonly string[], write: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    for (const key of [...keys].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    return write(tx);
  });
}

type RecordSuccess = (tx: Database, index: number, counts: Readonly<Record<string, number>>) => Promise<void>;

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
  now: Date,
  body: (recordSuccess: RecordSuccess) => Promise<T>,
): Promise<T> {
  return inProcess.runAll(
    leagues.map((league) => lockKey(source, league)),
    async () => {
      const started = performance.now();
      const finishedAt = (): Date => new Date(now.getTime() + (performance.now() - started));
      const logIds: number[] = [];
      for (const league of leagues) logIds.push(await openRefreshLog(db, source, league, kind, now));
      const recordSuccess: RecordSuccess = async (tx, index, counts) => {
        const id = logIds[index];
        if (id === undefined) return;
        const ms = Math.round(performance.now() - started);
        await closeRefreshLog(tx, id, { outcome: 'success', counts: { ...counts, ms } }, finishedAt());
      };
      try {
        return await body(recordSuccess);
      } catch (error) {
        const detail = describeFailure(error);
        for (const id of logIds) await closeRefreshLog(db, id, { outcome: 'failure', error: detail }, finishedAt());
        const what = `${leagues.join(' and ')} ${kind === 'league' ? 'data' : 'injuries'}`;
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
 * row is logged per league and a RefreshError is thrown.
 */
export async function refreshLeagues(
  db: Database,
  provider: SportsDataProvider,
  leagues: readonly HubLeague[],
  now: Date,
  { timeoutMs }: RefreshOptions,
): Promise<Map<HubLeague, LeagueCounts>> {
  return loggedRefresh(db, provider.source, leagues, 'league', now, async (recordSuccess) => {
    const prepared: { snapshot: LeagueSnapshot; derived: DerivedSeason }[] = [];
    for (const league of leagues) {
      const raw: unknown = await withTimeout(provider.fetchLeague(league, now), timeoutMs, `${provider.source} ${league} fetch`);
      const snapshot = validLeagueSnapshot(raw, league);
      prepared.push({ snapshot, derived: deriveSeason(snapshot) });
    }
    const keys = leagues.map((league) => lockKey(provider.source, league));
    return lockedTransaction(db, keys, async (tx) => {
      const results = new Map<HubLeague, LeagueCounts>();
      for (const [index, { snapshot, derived }] of prepared.entries()) {
        const counts = await storeLeagueSnapshot(tx, snapshot, derived, now);
        await recordSuccess(tx, index, counts);
        results.set(snapshot.league, counts);
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
  now: Date,
  { timeoutMs }: RefreshOptions,
): Promise<InjuryRefreshResult> {
  return loggedRefresh(db, provider.source, [league], 'injuries', now, async (recordSuccess) => {
    const raw: unknown = await withTimeout(provider.fetchInjuries(league, now), timeoutMs, `${provider.source} ${league} injuries fetch`);
    const snapshot = validInjurySnapshot(raw, league);
    return lockedTransaction(db, [lockKey(provider.source, league)], async (tx) => {
      const counts = await storeInjurySnapshot(tx, snapshot, now);
      await recordSuccess(tx, 0, counts);
      return { league, ...counts };
    });
  });
}
