import { SourceError } from '../http/source-error.ts';

const MINUTE_MS = 60_000;
/**
 * The pause after a first failure. A failure already survived fetch-json's own retries (three attempts over
 * about a second), so it is more than a blip; a minute later is the live job's next run, so one failure costs at
 * most a minute of fresh prices.
 */
export const BACKOFF_FIRST_MS = MINUTE_MS;
/**
 * The longest pause: reached after five failures in a row (31 minutes of outage), and at once on a refused key.
 * It bounds how long a source that has come back goes unheard (its prices, and a close it could confirm before a
 * kick-off, ADR 035), while an outage of days costs 48 quick failures a day instead of one per refresh.
 */
export const BACKOFF_CAP_MS = 30 * MINUTE_MS;
/** A 429's Retry-After is honoured up to a day: a larger value (a month's quota) is asked again daily. */
export const RETRY_AFTER_CAP_MS = 24 * 60 * MINUTE_MS;

/** What a failure says about when to ask again: its HTTP status and a 429's Retry-After, where it had them. */
export interface FailureSignal {
  status: number | null;
  retryAfterMs: number | null;
}

export function failureSignalOf(error: unknown): FailureSignal {
  return error instanceof SourceError ? { status: error.status, retryAfterMs: error.retryAfterMs } : { status: null, retryAfterMs: null };
}

/**
 * How long an optional source is left unasked after its `failures`-th failure in a row (ADR 040): 1, 2, 4, 8, 16,
 * then 30 minutes. A 401 or 403 (a revoked key, The Odds API's used-up monthly quota) takes the longest pause at once:
 * a key does not mend within minutes. A 429 waits at least its Retry-After (up to a day).
 */
export function backoffDelayMs(failures: number, { status, retryAfterMs }: FailureSignal): number {
  const growing = Math.min(BACKOFF_CAP_MS, BACKOFF_FIRST_MS * 2 ** Math.max(0, failures - 1));
  const pause = status === 401 || status === 403 ? BACKOFF_CAP_MS : growing;
  const asked = status === 429 && retryAfterMs !== null ? Math.min(retryAfterMs, RETRY_AFTER_CAP_MS) : 0;
  return Math.max(pause, asked);
}
