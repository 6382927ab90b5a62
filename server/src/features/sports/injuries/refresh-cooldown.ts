import { AttemptLimiter } from '../../../auth/attempt-limiter.ts';
import { HttpError } from '../../../plugins/error-handler.ts';

/**
 * One injury refresh per league per window (spec 1 §8: the dashboard shows 'Refresh Rate Limited' when the
 * answer contains "Rate limited"). In memory: it protects the source from a button pressed twice, it is
 * not an account quota. An attempt counts whether or not the refresh succeeds.
 */
export class RefreshCooldown {
  private readonly attempts: AttemptLimiter;

  constructor(
    private readonly windowMs: number,
    clock: () => Date,
  ) {
    this.attempts = new AttemptLimiter(1, windowMs, () => clock().getTime());
  }

  /** Records an attempt, or throws 429 when the previous one of this key is younger than the window. */
  admit(key: string, label: string): void {
    const seconds = this.attempts.retryAfterSeconds(key);
    if (seconds > 0) {
      throw new HttpError(429, 'RATE_LIMITED', `Rate limited: one ${label} refresh per ${this.windowMs / 1000} s; try again in ${seconds} s`);
    }
    this.attempts.record(key);
  }
}
