import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { rateLimits } from '../db/fleet-schema.ts';

/** Expired windows are deleted once every this many reservations of a process (the table stays small). */
const SWEEP_EVERY = 500;

/**
 * Fixed-window counters for sign-in attempts and refresh cooldowns, kept in the database so that every
 * server instance counts against the same window (ADR 014). An attempt is counted before the work it guards
 * starts (`reserve`), so parallel requests can never get more than the limit through, on one instance or
 * several; an attempt that turns out harmless gives its place back (`release`).
 */
export class AttemptLimiter {
  private reservations = 0;

  constructor(
    private readonly db: Database,
    /** Keeps the keys of limiters sharing the table apart ('sign-in-ip', 'refresh', …). */
    private readonly name: string,
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts one attempt of the key and returns 0, or, when the key is at its limit, the seconds until it may
   * try. One statement decides: a new or expired window starts at 1; a live one under the limit goes up by
   * one; a full one is left alone and returns no row. PostgreSQL serialises the upserts of one key (row lock
   * on the conflict), so two instances can never both take the last place.
   */
  async reserve(key: string): Promise<number> {
    const now = new Date(this.now());
    const resetAt = new Date(now.getTime() + this.windowMs);
    const rowKey = this.keyOf(key);
    const expired = sql`${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz`;
    const taken = await this.db
      .insert(rateLimits)
      .values({ key: rowKey, count: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
          resetAt: sql`CASE WHEN ${expired} THEN excluded.reset_at ELSE ${rateLimits.resetAt} END`,
        },
        setWhere: sql`${expired} OR ${rateLimits.count} < ${this.limit}`,
      })
      .returning({ count: rateLimits.count });
    await this.sweep(now);
    if (taken.length > 0) return 0;
    const [full] = await this.db.select({ resetAt: rateLimits.resetAt }).from(rateLimits).where(eq(rateLimits.key, rowKey));
    return Math.max(1, Math.ceil(((full?.resetAt.getTime() ?? now.getTime()) - now.getTime()) / 1000));
  }

  /** Gives back one reserved attempt of a window still open. */
  async release(key: string): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({ count: sql`${rateLimits.count} - 1` })
      .where(and(eq(rateLimits.key, this.keyOf(key)), gt(rateLimits.count, 0), gt(rateLimits.resetAt, new Date(this.now()))));
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, this.keyOf(key)));
  }

  private keyOf(key: string): string {
    return `${this.name}\n${key}`;
  }

  private async sweep(now: Date): Promise<void> {
    this.reservations += 1;
    if (this.reservations % SWEEP_EVERY !== 0) return;
    await this.db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
  }
}
