import { describe, expect, it } from 'vitest';
import { SourceError } from '../http/source-error.ts';
import { BACKOFF_CAP_MS, backoffDelayMs, failureSignalOf, RETRY_AFTER_CAP_MS } from './backoff-delay.ts';

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
