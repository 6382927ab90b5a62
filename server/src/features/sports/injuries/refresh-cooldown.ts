import { HttpError } from '../../../plugins/error-handler.ts';

/**
 * One injury refresh per league per window (spec 1 §8: the dashboard shows 'Refresh Rate Limited' when the
 * answer contains "Rate limited"). In memory: it protects the source from a button pressed twice, it is
 * not an account quota. An attempt counts whether or not the refresh succeeds.
 */
export class RefreshCooldown {
  private readonly lastAttempt = new Map<string, number>();

  constructor(
    private readonly windowMs: number,
    private readonly clock: () => Date,
  ) {}

  /** Records an attempt, or throws 429 when the previous one of this key is younger than the window. */
  admit(key: string, label: string): void {
    const now = this.clock().getTime();
    const last = this.lastAttempt.get(key);
    if (last !== undefined && now - last < this.windowMs) {
      const seconds = Math.ceil((this.windowMs - (now - last)) / 1000);
      throw new HttpError(429, 'RATE_LIMITED', `Rate limited: one ${label} refresh per ${this.windowMs / 1000} s; try again in ${seconds} s`);
    }
    this.lastAttempt.set(key, now);
  }
}
