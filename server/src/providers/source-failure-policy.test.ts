import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SourceError } from './http/source-error.ts';
import {
  afterFailedAttempt,
  BACKOFF_CAP_MS,
  backoffDelayMs,
  fallsBackAfter,
  failureSignalOf,
  isOptionalSource,
  refreshPlanOf,
  RETRY_AFTER_CAP_MS,
} from './source-failure-policy.ts';

const MINUTE = 60_000;
const down = { status: 500, retryAfterMs: null };

describe('backoffDelayMs (ADR 040)', () => {
  it('doubles from a minute with each failure in a row, up to 30 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 40].map((failures) => backoffDelayMs(failures, down) / MINUTE)).toEqual([1, 2, 4, 8, 16, 30, 30, 30]);
    expect(backoffDelayMs(1, { status: null, retryAfterMs: null })).toBe(MINUTE);
    expect(backoffDelayMs(2_000, down)).toBe(BACKOFF_CAP_MS);
  });

  it('pauses a refused key (401, 403) for the longest at once', () => {
    expect(backoffDelayMs(1, { status: 401, retryAfterMs: null })).toBe(BACKOFF_CAP_MS);
    expect(backoffDelayMs(1, { status: 403, retryAfterMs: null })).toBe(BACKOFF_CAP_MS);
    expect(backoffDelayMs(1, { status: 404, retryAfterMs: null })).toBe(MINUTE);
  });

  it('waits at least a 429’s Retry-After, up to a day', () => {
    expect(backoffDelayMs(1, { status: 429, retryAfterMs: 5 * MINUTE })).toBe(5 * MINUTE);
    expect(backoffDelayMs(1, { status: 429, retryAfterMs: 10_000 })).toBe(MINUTE);
    expect(backoffDelayMs(4, { status: 429, retryAfterMs: 5 * MINUTE })).toBe(8 * MINUTE);
    expect(backoffDelayMs(1, { status: 429, retryAfterMs: 30 * 24 * 60 * MINUTE })).toBe(RETRY_AFTER_CAP_MS);
    expect(backoffDelayMs(1, { status: 429, retryAfterMs: null })).toBe(MINUTE);
  });

  it('reads the status and Retry-After of a source error, nothing of another error', () => {
    expect(failureSignalOf(new SourceError('odds-api', 'rate limited', 429, 120_000))).toEqual({ status: 429, retryAfterMs: 120_000 });
    expect(failureSignalOf(new Error('odds-api NFL fetch timed out'))).toEqual({ status: null, retryAfterMs: null });
  });
});

describe('afterFailedAttempt: one request', () => {
  const limits = { retries: 2, backoffBaseMs: 100, maxRetryAfterMs: 10_000 };
  const noJitter = () => 0;
  const down = { kind: 'status', status: 503, retryAfterMs: null } as const;

  it('tries a 5xx or a silent source again after a doubling backoff with jitter, then gives up after the retries', () => {
    expect(afterFailedAttempt(down, '/odds', 0, limits, noJitter)).toEqual({ kind: 'retry', delayMs: 100 });
    expect(afterFailedAttempt(down, '/odds', 1, limits, () => 0.5)).toEqual({ kind: 'retry', delayMs: 300 });
    expect(afterFailedAttempt(down, '/odds', 2, limits, noJitter)).toEqual({ kind: 'give-up', reason: '/odds answered HTTP 503', status: 503, retryAfterMs: null });
    const silent = { kind: 'no-answer', reason: '/odds timed out after 10 s' } as const;
    expect(afterFailedAttempt(silent, '/odds', 0, limits, noJitter)).toEqual({ kind: 'retry', delayMs: 100 });
    expect(afterFailedAttempt(silent, '/odds', 2, limits, noJitter)).toEqual({ kind: 'give-up', reason: '/odds timed out after 10 s', status: null, retryAfterMs: null });
  });

  it('gives up on any other 4xx at once', () => {
    const refused = { kind: 'status', status: 401, retryAfterMs: null } as const;
    expect(afterFailedAttempt(refused, '/odds', 0, limits, noJitter)).toEqual({ kind: 'give-up', reason: '/odds answered HTTP 401', status: 401, retryAfterMs: null });
  });

  it('waits out a short 429 Retry-After, gives up on a long one at once, and hands the last one on to the pause', () => {
    const short = { kind: 'status', status: 429, retryAfterMs: 2_000 } as const;
    expect(afterFailedAttempt(short, '/odds', 0, limits, noJitter)).toEqual({ kind: 'retry', delayMs: 2_000 });
    expect(afterFailedAttempt(short, '/odds', 2, limits, noJitter)).toEqual({ kind: 'give-up', reason: 'rate limited on /odds (HTTP 429)', status: 429, retryAfterMs: 2_000 });
    const long = { kind: 'status', status: 429, retryAfterMs: 3_600_000 } as const;
    expect(afterFailedAttempt(long, '/odds', 0, limits, noJitter)).toEqual({ kind: 'give-up', reason: 'rate limited on /odds (retry after 3600 s)', status: 429, retryAfterMs: 3_600_000 });
    const unsaid = { kind: 'status', status: 429, retryAfterMs: null } as const;
    expect(afterFailedAttempt(unsaid, '/odds', 1, limits, noJitter)).toEqual({ kind: 'retry', delayMs: 200 });
  });
});

describe('afterFailedAttempt over any run of failures', () => {
  const failure = fc.oneof(
    fc.constant({ kind: 'no-answer', reason: 'timed out' } as const),
    fc.record({ kind: fc.constant('status' as const), status: fc.integer({ min: 400, max: 599 }), retryAfterMs: fc.option(fc.nat({ max: 100_000 }), { nil: null }) }),
  );

  it('gives up by the last attempt, and waits at most the larger of the Retry-After cap and the longest backoff between two', () => {
    fc.assert(
      fc.property(
        fc.array(failure, { minLength: 1, maxLength: 8 }),
        fc.nat({ max: 5 }),
        fc.integer({ min: 1, max: 1_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (failures, retries, backoffBaseMs, maxRetryAfterMs, draw) => {
          const limits = { retries, backoffBaseMs, maxRetryAfterMs };
          const longestWait = Math.max(maxRetryAfterMs, 2 * backoffBaseMs * 2 ** retries);
          for (let attempt = 0; attempt <= retries; attempt += 1) {
            const verdict = afterFailedAttempt(failures[attempt % failures.length]!, '/odds', attempt, limits, () => draw);
            if (verdict.kind === 'give-up') return;
            expect(attempt).toBeLessThan(retries);
            expect(verdict.delayMs).toBeGreaterThanOrEqual(0);
            expect(verdict.delayMs).toBeLessThanOrEqual(longestWait);
          }
          expect.unreachable('the last attempt must give up');
        },
      ),
    );
  });
});

describe('what a refresh does when a source fails', () => {
  it('goes on without The Odds API and CFBD, never without ESPN', () => {
    expect(isOptionalSource('odds-api')).toBe(true);
    expect(isOptionalSource('cfbd')).toBe(true);
    expect(isOptionalSource('espn')).toBe(false);
  });

  it('loads the demo season only for leagues without real data, at once while the primary is taken as down', () => {
    expect(refreshPlanOf(true, false)).toBe('primary');
    expect(refreshPlanOf(true, true)).toBe('primary');
    expect(refreshPlanOf(false, false)).toBe('primary-then-demo');
    expect(refreshPlanOf(false, true)).toBe('demo');
  });

  it('takes a failed source, not a refresh overtaken by a newer one, as a reason for the demo season', () => {
    expect(fallsBackAfter('source-failed')).toBe(true);
    expect(fallsBackAfter('overtaken')).toBe(false);
    expect(fallsBackAfter('other')).toBe(false);
  });
});
