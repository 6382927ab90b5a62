import { createRng } from '@playbook/core';
import type { DataSource } from '@playbook/contracts';
import type { z } from 'zod';
import { parsePayload } from './parse-payload.ts';
import { retryAfterMs } from './retry-after.ts';
import { SourceError } from './source-error.ts';

export { parsePayload } from './parse-payload.ts';
export { SourceError } from './source-error.ts';

export interface HttpSource {
  name: DataSource;
  baseUrl: string;
  timeoutMs: number;
  /** Further attempts after the first on a network error, a timeout, a 5xx or a 429. */
  retries: number;
  fetch?: typeof fetch;
  /** Sent with every request (CFBD's bearer key). */
  headers?: Record<string, string>;
  /** First backoff delay; each retry doubles it, plus up to the same again of jitter. Default 250 ms. */
  backoffBaseMs?: number;
  /** The longest Retry-After a 429 is waited out for; beyond it the request fails as rate limited. Default 10 s. */
  maxRetryAfterMs?: number;
}

const DEFAULT_BACKOFF_BASE_MS = 250;
const DEFAULT_MAX_RETRY_AFTER_MS = 10_000;
/** Jitter only spreads retries of concurrent requests apart; it needs no unpredictability, so one seeded Rng serves. */
const jitter = createRng(Date.now() % 2_147_483_647);

/** One attempt's outcome: a response to use, or a reason to retry after a delay (or give up). */
type Attempt =
  | { kind: 'ok'; response: Response }
  | { kind: 'retry'; reason: string; delayMs: number | null; status: number | null }
  | { kind: 'fail'; reason: string; status: number; retryAfterMs?: number };

/**
 * GET baseUrl+path with query. Each attempt has its own timeout; network errors, timeouts and 5xx are
 * retried with exponential backoff and jitter; a 429 waits out its Retry-After (capped) and retries. A
 * non-2xx after the retries, or any other 4xx, is a SourceError. Returns the parsed JSON validated with
 * `schema` plus the response headers (The Odds API reports the remaining quota there).
 */
export async function fetchJson<T>(
  source: HttpSource,
  path: string,
  query: Record<string, string>,
  schema: z.ZodType<T>,
): Promise<{ data: T; headers: Headers }> {
  const response = await request(source, path, query);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new SourceError(source.name, `${path} did not return JSON`);
  }
  return { data: parsePayload(source.name, body, schema), headers: response.headers };
}

/** GET as text (nflverse CSV files), with the same timeout, retry and error rules as fetchJson. */
export async function fetchText(source: HttpSource, path: string, query: Record<string, string>): Promise<string> {
  const response = await request(source, path, query);
  return response.text();
}

async function request(source: HttpSource, path: string, query: Record<string, string>): Promise<Response> {
  // Plain concatenation: the base URL may carry a path prefix (…/apis/site/v2/sports) that URL resolution would drop.
  const url = new URL(`${source.baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const base = source.backoffBaseMs ?? DEFAULT_BACKOFF_BASE_MS;
  for (let attempt = 0; ; attempt += 1) {
    const outcome = await attemptOnce(source, url, path);
    if (outcome.kind === 'ok') return outcome.response;
    if (outcome.kind === 'fail' || attempt >= source.retries) throw new SourceError(source.name, outcome.reason, outcome.status, retryAfterOf(outcome));
    const backoff = base * 2 ** attempt;
    await sleep(outcome.delayMs ?? backoff + jitter.next() * backoff);
  }
}

async function attemptOnce(source: HttpSource, url: URL, path: string): Promise<Attempt> {
  const doFetch = source.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(url, {
      headers: { accept: 'application/json', ...source.headers },
      signal: AbortSignal.timeout(source.timeoutMs),
    });
  } catch (error) {
    // The error's own message may quote the URL (and so a key): only its kind is reported.
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    const reason = timedOut
      ? `${path} timed out after ${source.timeoutMs / 1000} s`
      : `${path} could not be reached (network error)`;
    return { kind: 'retry', reason, delayMs: null, status: null };
  }
  if (response.ok) return { kind: 'ok', response };
  await response.body?.cancel().catch(() => undefined);
  if (response.status === 429) {
    const cap = source.maxRetryAfterMs ?? DEFAULT_MAX_RETRY_AFTER_MS;
    const wait = retryAfterMs(response.headers.get('retry-after'), Date.now());
    if (wait !== null && wait > cap) {
      return { kind: 'fail', reason: `rate limited on ${path} (retry after ${Math.ceil(wait / 1000)} s)`, status: 429, retryAfterMs: wait };
    }
    return { kind: 'retry', reason: `rate limited on ${path} (HTTP 429)`, delayMs: wait, status: 429 };
  }
  const reason = `${path} answered HTTP ${response.status}`;
  const { status } = response;
  return status >= 500 ? { kind: 'retry', reason, delayMs: null, status } : { kind: 'fail', reason, status };
}

/** The Retry-After of a final 429 (waited out and still refused, or too long to wait): the caller's backoff honours it. */
function retryAfterOf(outcome: Exclude<Attempt, { kind: 'ok' }>): number | null {
  if (outcome.kind === 'fail') return outcome.retryAfterMs ?? null;
  return outcome.status === 429 ? outcome.delayMs : null;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
