import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DataSource, HubLeague } from '@playbook/contracts';
import type { LiveSourceSettings } from '../../../config.ts';
import type { Database } from '../../../db/connect.ts';
import { sourceBackoff } from '../../../db/fleet-schema.ts';
import type { GateOutcome, SourceGate } from '../../../providers/live/source-gate.ts';
import { failureMessage } from '../../../providers/live/with-source-failure.ts';
import { backoffDelayMs, failureSignalOf, isOptionalSource, PAUSED_PREFIX, type OptionalSource } from '../../../providers/source-failure-policy.ts';

type BackoffRow = typeof sourceBackoff.$inferSelect;

/** A key's fingerprint: a replaced key gets a backoff of its own (the operator's way to ask again at once). */
function fingerprintOf(key: string | null): string {
  return key === null ? '' : createHash('sha256').update(key).digest('hex').slice(0, 16);
}

/**
 * Pauses an optional source (The Odds API, CollegeFootballData) for a league after it fails, for 1, 2, 4 ... up to
 * 30 minutes (source-failure-policy.ts decides how long), and forgets the pause at its first answer (ADR 040). While
 * paused the source is not asked: the live provider leaves it out of the refresh exactly as when it fails (ADR 030,
 * 032), and the footer says from when it is asked again. The state is a row per source, league and key, so every instance of a fleet
 * honours a pause any of them found; the app's clock times it (tests move it).
 */
export class SourceBackoff implements SourceGate {
  private readonly credentials: Record<OptionalSource, string>;

  constructor(
    private readonly db: Database,
    keys: Pick<LiveSourceSettings, 'oddsApiKey' | 'cfbdApiKey'>,
    private readonly clock: () => Date,
  ) {
    this.credentials = { 'odds-api': fingerprintOf(keys.oddsApiKey), cfbd: fingerprintOf(keys.cfbdApiKey) };
  }

  async attempt<T>(source: OptionalSource, league: HubLeague, fetch: () => Promise<T>): Promise<GateOutcome<T>> {
    const row = await this.rowOf(source, league);
    if (row && row.retryAt.getTime() > this.clock().getTime()) return { kind: 'paused', message: pausedMessage(row) };
    let value: T;
    try {
      value = await fetch();
    } catch (error) {
      await this.failed(source, league, row?.failures ?? 0, error);
      return { kind: 'failed', error };
    }
    // Deleted even when none was read: another instance may have paused it since; this answer ends the outage.
    await this.db.delete(sourceBackoff).where(this.keyOf(source, league));
    return { kind: 'answered', value };
  }

  /** When a source paused for the league is asked again (past or not), null when it is not paused. */
  async retryAtOf(source: DataSource, league: HubLeague): Promise<Date | null> {
    if (!isOptionalSource(source)) return null;
    return (await this.rowOf(source, league))?.retryAt ?? null;
  }

  /**
   * Counts the failure that followed `seen` failures in a row, in one statement: only where the row still holds
   * `seen` (or there is none), so instances failing at once on one outage count it once, not once each.
   */
  private async failed(source: OptionalSource, league: HubLeague, seen: number, error: unknown): Promise<void> {
    const at = this.clock();
    const signal = failureSignalOf(error);
    const reason = failureMessage(source, error);
    const retryAfter = (failures: number): Date => new Date(at.getTime() + backoffDelayMs(failures, signal));
    await this.db
      .insert(sourceBackoff)
      .values({ source, league, credential: this.credentials[source], failures: 1, failedAt: at, retryAt: retryAfter(1), reason })
      .onConflictDoUpdate({
        target: [sourceBackoff.source, sourceBackoff.league, sourceBackoff.credential],
        set: { failures: seen + 1, failedAt: at, retryAt: retryAfter(seen + 1), reason },
        setWhere: eq(sourceBackoff.failures, seen),
      });
  }

  private async rowOf(source: OptionalSource, league: HubLeague): Promise<BackoffRow | undefined> {
    const [row] = await this.db.select().from(sourceBackoff).where(this.keyOf(source, league));
    return row;
  }

  private keyOf(source: OptionalSource, league: HubLeague) {
    return and(eq(sourceBackoff.source, source), eq(sourceBackoff.league, league), eq(sourceBackoff.credential, this.credentials[source]));
  }
}

/** Why a paused source was left out: the refresh log's note and the refresh answer say it (no key, no body). */
function pausedMessage(row: BackoffRow): string {
  const times = row.failures === 1 ? 'its failure' : `${row.failures} failures in a row`;
  return `${PAUSED_PREFIX} after ${times} until ${row.retryAt.toISOString()} (last: ${row.reason})`;
}
