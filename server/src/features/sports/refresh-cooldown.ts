import { AttemptLimiter } from '../../auth/attempt-limiter.ts';
import type { Database } from '../../db/connect.ts';
import { rateLimited } from '../../plugins/error-handler.ts';

/**
 * One refresh per key (a league) per window, shared by every user (spec 1 §8: the dashboard shows 'Refresh
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

  /** Records an attempt of every key, or throws 429 (with Retry-After) when any of them is in its window. */
  async admit(keys: readonly string[], label: string): Promise<void> {
    const waits = await Promise.all(keys.map(async (key) => ({ key, seconds: await this.attempts.reserve(key) })));
    const longest = Math.max(0, ...waits.map((wait) => wait.seconds));
    if (longest === 0) return;
    // All or none: keys admitted by this call give their place back.
    await Promise.all(waits.filter((wait) => wait.seconds === 0).map((wait) => this.attempts.release(wait.key)));
    throw rateLimited(`Rate limited: one ${label} refresh per ${this.windowMs / 1000} s; try again in ${longest} s`, longest);
  }
}
