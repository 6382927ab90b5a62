import type { FastifyRequest } from 'fastify';
import { AttemptLimiter } from '../../auth/attempt-limiter.ts';
import type { AuthLimits } from '../../config.ts';
import { HttpError } from '../../plugins/error-handler.ts';

function tooMany(retryAfterSeconds: number, what: string): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new HttpError(429, 'RATE_LIMITED', `Rate limited: too many ${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
}

/** Per-IP attempt counting and per-username failure counting for the sign-in and sign-up routes. */
export class SignInGuard {
  private readonly byIp: AttemptLimiter;
  private readonly failuresByUsername: AttemptLimiter;

  constructor(limits: AuthLimits) {
    this.byIp = new AttemptLimiter(limits.attemptsPerIp, limits.windowMs);
    this.failuresByUsername = new AttemptLimiter(limits.failuresPerUsername, limits.windowMs);
  }

  /** Counts this attempt against the caller's IP; throws 429 when the IP or the username is over its limit. */
  admit(request: FastifyRequest, username?: string): void {
    const ipWait = this.byIp.retryAfterSeconds(request.ip);
    if (ipWait > 0) throw tooMany(ipWait, 'attempts from this address');
    this.byIp.record(request.ip);
    if (username === undefined) return;
    const userWait = this.failuresByUsername.retryAfterSeconds(username.toLowerCase());
    if (userWait > 0) throw tooMany(userWait, 'failed sign-ins for this account');
  }

  failed(username: string): void {
    this.failuresByUsername.record(username.toLowerCase());
  }

  succeeded(username: string): void {
    this.failuresByUsername.reset(username.toLowerCase());
  }
}
