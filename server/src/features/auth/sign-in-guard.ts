import type { FastifyRequest } from 'fastify';
import { AttemptLimiter } from '../../auth/attempt-limiter.ts';
import { limitedAddressOf } from '../../auth/limited-address.ts';
import type { AuthLimits } from '../../config.ts';
import type { Database } from '../../db/connect.ts';
import { rateLimited, type HttpError } from '../../plugins/error-handler.ts';

function tooMany(retryAfterSeconds: number, what: string): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return rateLimited(`Rate limited: too many ${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, retryAfterSeconds);
}

/** A sign-in attempt that holds its places in the limits until it is known to have succeeded. */
export interface SignInTicket {
  succeeded(): Promise<void>;
}

/**
 * The sign-in and sign-up limits (ADR 005): attempts per address, failed sign-ins per account from one
 * address (the owner elsewhere is not locked out), and a higher ceiling per account over all addresses. An
 * IPv6 "address" is the client's /64 network (ADR 033).
 * Each attempt is reserved before the password is checked, so parallel guesses never exceed a limit; the
 * counters live in the database, so guesses spread over several server instances meet the same limits.
 */
export class SignInGuard {
  private readonly byIp: AttemptLimiter;
  private readonly byAccountAndAddress: AttemptLimiter;
  private readonly byAccount: AttemptLimiter;

  constructor(db: Database, limits: AuthLimits) {
    this.byIp = new AttemptLimiter(db, 'sign-in-ip', limits.attemptsPerIp, limits.windowMs);
    this.byAccountAndAddress = new AttemptLimiter(db, 'sign-in-account-address', limits.failuresPerAccountAndAddress, limits.windowMs);
    this.byAccount = new AttemptLimiter(db, 'sign-in-account', limits.failuresPerAccount, limits.windowMs);
  }

  /** Counts a sign-up attempt against the caller's address; throws 429 when the address is over its limit. */
  async admitSignUp(request: FastifyRequest): Promise<void> {
    const ipWait = await this.byIp.reserve(limitedAddressOf(request.ip));
    if (ipWait > 0) throw tooMany(ipWait, 'attempts from this address');
  }

  /**
   * Reserves a sign-in attempt of this account from this address, or throws 429. The reservation counts as
   * a failure unless the ticket's `succeeded` is called.
   */
  async admitSignIn(request: FastifyRequest, username: string): Promise<SignInTicket> {
    await this.admitSignUp(request);
    const account = username.toLowerCase();
    const pair = `${account}\n${limitedAddressOf(request.ip)}`;
    const pairWait = await this.byAccountAndAddress.reserve(pair);
    if (pairWait > 0) throw tooMany(pairWait, 'failed sign-ins for this account');
    const accountWait = await this.byAccount.reserve(account);
    if (accountWait > 0) {
      await this.byAccountAndAddress.release(pair);
      throw tooMany(accountWait, 'failed sign-ins for this account');
    }
    return {
      succeeded: async () => {
        await this.byAccountAndAddress.reset(pair);
        await this.byAccount.release(account);
      },
    };
  }
}
