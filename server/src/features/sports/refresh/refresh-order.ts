import { eq } from 'drizzle-orm';
import type { HubLeague } from '@playbook/contracts';
import type { Database } from '../../../db/connect.ts';
import { leagueState } from '../../../db/sports-schema.ts';
import { RefreshError } from './refresh-error.ts';

/** A refresh that found a newer one of its league already committed: it changed nothing (logged 'skipped'). */
export class SupersededRefreshError extends RefreshError {
  constructor(
    readonly league: HubLeague,
    /** When the newer refresh that is kept started (its data's time). */
    readonly newerAt: Date,
    startedAt: Date,
  ) {
    super(`A newer refresh of ${league} already committed (at ${newerAt.toISOString()}): this one, started at ${startedAt.toISOString()}, changed nothing`);
  }
}

/**
 * Refreshes commit in the order they started: read under the league's lock, a refresh time later than this
 * refresh's start means a refresh that started after this one (with newer data) already committed, and this
 * one must not overwrite it. An equal time is the same moment, not a newer refresh.
 */
export async function assertNewest(tx: Database, league: HubLeague, now: Date): Promise<void> {
  const [state] = await tx.select({ refreshedAt: leagueState.refreshedAt }).from(leagueState).where(eq(leagueState.league, league));
  if (state && state.refreshedAt.getTime() > now.getTime()) throw new SupersededRefreshError(league, state.refreshedAt, now);
}
