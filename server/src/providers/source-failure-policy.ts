import type { DataSource } from '@playbook/contracts';
import { SourceError } from './http/source-error.ts';

/**
 * What happens when a data source fails: the one place that decides whether a request is tried again and when,
 * whether a refresh goes on without the source, how long a failing source is then left unasked, and when `auto`
 * mode loads the demo season instead (ADR 070 gathers the rules of ADRs 020, 023, 030, 032 and 040 here). The
 * code that acts on these decisions sits where its I/O is: `http/fetch-json.ts` (requests), `live/live-provider.ts`
 * (a refresh without the source), `features/sports/source-selection/` (the pause rows, the demo fallback).
 *
 * The Odds API answering 429 during a refresh, step by step:
 * 1. The request: a Retry-After of at most 10 s is waited out and the request sent again, at most twice more
 *    (`afterFailedAttempt`); a longer Retry-After, or a 429 to the last attempt, fails the request.
 * 2. The refresh: The Odds API is optional (`isOptionalSource`), so the league is still stored from ESPN, without
 *    The Odds API among the line sources: its stored prices stay as they were, and the failure is listed.
 * 3. The pause: it is not asked again for that league for 1, 2, 4 … 30 minutes (failures in a row), at least its
 *    Retry-After (up to a day), 30 minutes at once for a refused key (`backoffDelayMs`); its first answer ends it.
 * ESPN (the primary) failing fails the refresh instead; in `auto` mode a league holding no real data then loads
 * the demo season, and the primary is skipped for 5 minutes (`refreshPlanOf`, `fallsBackAfter`).
 */

// 1. One request

/** A request that does not answer within this fails the attempt (and is tried again). */
export const REQUEST_TIMEOUT_MS = 10_000;
/** Further attempts after the first on a network error, a timeout, a 5xx or a 429 (the live sources'). */
export const REQUEST_RETRIES = 2;
/** First wait before another attempt; each doubles it, plus up to the same again of jitter. */
export const DEFAULT_BACKOFF_BASE_MS = 250;
/** The longest Retry-After a 429 is waited out for within a request; beyond it the request fails as rate limited. */
export const DEFAULT_MAX_RETRY_AFTER_MS = 10_000;

/** How an attempt failed: no answer at all (a network error or a timeout, said in `reason`), or a non-2xx status. */
export type FailedAttempt = { kind: 'no-answer'; reason: string } | { kind: 'status'; status: number; retryAfterMs: number | null };

/** Another attempt after `delayMs`, or the request's failure (a SourceError with this reason, status and Retry-After). */
export type AttemptVerdict =
  | { kind: 'retry'; delayMs: number }
  | { kind: 'give-up'; reason: string; status: number | null; retryAfterMs: number | null };

export interface RetryLimits {
  retries: number;
  backoffBaseMs?: number;
  maxRetryAfterMs?: number;
}

/**
 * After failed attempt number `attempt` (0 for the first) at `path`: network errors, timeouts and 5xx are tried again
 * with exponential backoff and jitter (`jitter` draws in [0, 1)); a 429 waits out its Retry-After (capped) and tries
 * again; any other 4xx, a Retry-After over the cap, or the last attempt gives up.
 */
export function afterFailedAttempt(failure: FailedAttempt, path: string, attempt: number, limits: RetryLimits, jitter: () => number): AttemptVerdict {
  const retryOrGiveUp = (reason: string, status: number | null, delayMs: number | null, retryAfterMs: number | null): AttemptVerdict => {
    if (attempt >= limits.retries) return { kind: 'give-up', reason, status, retryAfterMs };
    const backoff = (limits.backoffBaseMs ?? DEFAULT_BACKOFF_BASE_MS) * 2 ** attempt;
    return { kind: 'retry', delayMs: delayMs ?? backoff + jitter() * backoff };
  };
  if (failure.kind === 'no-answer') return retryOrGiveUp(failure.reason, null, null, null);
  const { status, retryAfterMs } = failure;
  if (status === 429) {
    const cap = limits.maxRetryAfterMs ?? DEFAULT_MAX_RETRY_AFTER_MS;
    if (retryAfterMs !== null && retryAfterMs > cap) {
      return { kind: 'give-up', reason: `rate limited on ${path} (retry after ${Math.ceil(retryAfterMs / 1000)} s)`, status, retryAfterMs };
    }
    // The Retry-After of a last 429 goes with the failure: the pause honours it.
    return retryOrGiveUp(`rate limited on ${path} (HTTP 429)`, status, retryAfterMs, retryAfterMs);
  }
  const reason = `${path} answered HTTP ${status}`;
  return status >= 500 ? retryOrGiveUp(reason, status, null, null) : { kind: 'give-up', reason, status, retryAfterMs: null };
}

// 2. The refresh goes on without an optional source

/** The sources a live refresh leaves out when they fail (ADR 030, 032), and so may pause (ADR 040). */
const OPTIONAL_SOURCES = ['odds-api', 'cfbd'] as const satisfies readonly DataSource[];
export type OptionalSource = (typeof OPTIONAL_SOURCES)[number];

export function isOptionalSource(source: DataSource): source is OptionalSource {
  return (OPTIONAL_SOURCES as readonly DataSource[]).includes(source);
}

/** How the message of a source left out because it is paused begins: the log tells it from a failure by it. */
export const PAUSED_PREFIX = 'not asked: paused';

// 3. The pause after an optional source failed

const MINUTE_MS = 60_000;
/**
 * The pause after a first failure. A failure already survived the request's own retries (three attempts over about
 * a second), so it is more than a blip; a minute later is the live job's next run, so one failure costs at most a
 * minute of fresh prices.
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

// 4. The demo season when the primary source fails (`auto` mode)

/** After the primary source failed (or did not answer the start-up probe), `auto` mode skips it this long. */
export const SOURCE_RETRY_MS = 5 * MINUTE_MS;

/**
 * Where an `auto` mode refresh reads from (the other modes have no demo season behind the primary): the primary
 * alone (its failure fails the refresh), the primary with the demo season behind it, or the demo season at once
 * while the primary is taken as down. Only leagues holding no real data may load the demo season: a failing source
 * never replaces real data with simulated data.
 */
export function refreshPlanOf(holdsRealData: boolean, primaryDown: boolean): 'primary' | 'primary-then-demo' | 'demo' {
  if (holdsRealData) return 'primary';
  return primaryDown ? 'demo' : 'primary-then-demo';
}

/** How a refresh from the primary failed: its source failed, a newer refresh overtook it, or anything else. */
export type PrimaryFailure = 'source-failed' | 'overtaken' | 'other';

/** Whether a failure of the primary makes way for the demo season: a refresh overtaken by a newer one is no sign the source is down. */
export function fallsBackAfter(failure: PrimaryFailure): boolean {
  return failure === 'source-failed';
}
