import { AttemptLimiter } from '../../../auth/attempt-limiter.ts';
import type { Database } from '../../../db/connect.ts';
import { rateLimited } from '../../../plugins/error-handler.ts';

/**
 * One refresh per key (a league) per window, shared by every user (docs/product/dashboard.md: the dashboard shows 'Refresh
 * Rate Limited' when the answer contains "Rate limited"). Counted in the database, so the window holds over
 * every server instance (ADR 014). It protects the source and the database from a button pressed twice or
 * a script, it is not an account quota. An attempt counts whether or not the refresh succeeds.
 */
export class RefreshCooldown {
  private readonly attempts: AttemptLimiter;

  constructor(
    db: Database,
    private readonly windowMs: number,
    clock: () => Date,
  ) {
    this.attempts = new AttemptLimiter(db, 'refresh', 1, windowMs, () => clock().getTime());
  }

  /**
   * Records an attempt of every key, or throws 429 (with Retry-After) when any of them is in its window.
   * Keys are taken one by one in a fixed order, stopping at the first refusal, like locks: taken all at once,
   * two parallel calls could each win one key, each find the other's taken, both give back, and nobody
   * would refresh (seen on PostgreSQL with 10 parallel calls).
   */
  async admit(keys: readonly string[], label: string): Promise<void> {
    const admitted: string[] = [];
    for (const key of [...keys].sort()) {
      const seconds = await this.attempts.reserve(key);
      if (seconds === 0) {
        admitted.push(key);
        continue;
      }
      // All or none: keys admitted by this call give their place back.
      await Promise.all(admitted.map((taken) => this.attempts.release(taken)));
      throw rateLimited(`Rate limited: one ${label} refresh per ${this.windowMs / 1000} s; try again in ${seconds} s`, seconds);
    }
  }
}
