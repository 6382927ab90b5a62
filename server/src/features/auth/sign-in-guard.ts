import type { FastifyRequest } from 'fastify';
import { AttemptLimiter } from '../../auth/attempt-limiter.ts';
import type { AuthLimits } from '../../config.ts';
import { rateLimited, type HttpError } from '../../plugins/error-handler.ts';

function tooMany(retryAfterSeconds: number, what: string): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return rateLimited(`Rate limited: too many ${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, retryAfterSeconds);
}

/** A sign-in attempt that holds its places in the limits until it is known to have succeeded. */
export interface SignInTicket {
  succeeded(): void;
}

/**
 * The sign-in and sign-up limits (ADR 005): attempts per address, failed sign-ins per account from one
 * address (the owner elsewhere is not locked out), and a higher ceiling per account over all addresses.
 * Each attempt is reserved before the password is checked, so parallel guesses never exceed a limit.
 */
export class SignInGuard {
  private readonly byIp: AttemptLimiter;
  private readonly byAccountAndAddress: AttemptLimiter;
  private readonly byAccount: AttemptLimiter;

  constructor(limits: AuthLimits) {
    this.byIp = new AttemptLimiter(limits.attemptsPerIp, limits.windowMs);
    this.byAccountAndAddress = new AttemptLimiter(limits.failuresPerAccountAndAddress, limits.windowMs);
    this.byAccount = new AttemptLimiter(limits.failuresPerAccount, limits.windowMs);
  }

  /** Counts a sign-up attempt against the caller's address; throws 429 when the address is over its limit. */
  admitSignUp(request: FastifyRequest): void {
    const ipWait = this.byIp.reserve(request.ip);
    if (ipWait > 0) throw tooMany(ipWait, 'attempts from this address');
  }

  /**
   * Reserves a sign-in attempt of this account from this address, or throws 429. The reservation counts as
   * a failure unless the ticket's `succeeded` is called.
   */
  admitSignIn(request: FastifyRequest, username: string): SignInTicket {
    this.admitSignUp(request);
    const account = username.toLowerCase();
    const pair = `${account}\n${request.ip}`;
    const pairWait = this.byAccountAndAddress.reserve(pair);
    if (pairWait > 0) throw tooMany(pairWait, 'failed sign-ins for this account');
    const accountWait = this.byAccount.reserve(account);
    if (accountWait > 0) {
      this.byAccountAndAddress.release(pair);
      throw tooMany(accountWait, 'failed sign-ins for this account');
    }
    return {
      succeeded: () => {
        this.byAccountAndAddress.reset(pair);
        this.byAccount.release(account);
      },
    };
  }
}
