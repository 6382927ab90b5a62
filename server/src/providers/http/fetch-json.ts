import { createRng } from '@playbook/core';
import type { DataSource } from '@playbook/contracts';
import type { z } from 'zod';
import { parsePayload } from './parse-payload.ts';
import { retryAfterMs } from './retry-after.ts';
import { afterFailedAttempt, type FailedAttempt } from '../source-failure-policy.ts';
import { SourceError } from './source-error.ts';

export { parsePayload } from './parse-payload.ts';
export { SourceError } from './source-error.ts';

export interface HttpSource {
  name: DataSource;
  baseUrl: string;
  timeoutMs: number;
  /** Further attempts after the first on a network error, a timeout, a 5xx or a 429 (source-failure-policy.ts). */
  retries: number;
  fetch?: typeof fetch;
  /** Sent with every request (CFBD's bearer key). */
  headers?: Record<string, string>;
  /** First backoff delay; each retry doubles it, plus up to the same again of jitter. Default 250 ms. */
  backoffBaseMs?: number;
  /** The longest Retry-After a 429 is waited out for; beyond it the request fails as rate limited. Default 10 s. */
  maxRetryAfterMs?: number;
}

/** Jitter only spreads retries of concurrent requests apart; it needs no unpredictability, so one seeded Rng serves. */
const jitter = createRng(Date.now() % 2_147_483_647);

/**
 * GET baseUrl+path with query. Each attempt has its own timeout; whether a failed attempt is tried again, and
 * after how long, is source-failure-policy.ts's decision (`afterFailedAttempt`); a request given up is a
 * SourceError. Returns the parsed JSON validated with `schema` plus the response headers (The Odds API reports
 * the remaining quota there).
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
  for (let attempt = 0; ; attempt += 1) {
    const outcome = await attemptOnce(source, url, path);
    if (outcome.kind === 'ok') return outcome.response;
    const verdict = afterFailedAttempt(outcome, path, attempt, source, () => jitter.next());
    if (verdict.kind === 'give-up') throw new SourceError(source.name, verdict.reason, verdict.status, verdict.retryAfterMs);
    await sleep(verdict.delayMs);
  }
}

/** One attempt: the response when it is a 2xx, else how it failed (source-failure-policy.ts decides what follows). */
async function attemptOnce(source: HttpSource, url: URL, path: string): Promise<{ kind: 'ok'; response: Response } | FailedAttempt> {
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
    return { kind: 'no-answer', reason };
  }
  if (response.ok) return { kind: 'ok', response };
  await response.body?.cancel().catch(() => undefined);
  const retryAfter = response.status === 429 ? retryAfterMs(response.headers.get('retry-after'), Date.now()) : null;
  return { kind: 'status', status: response.status, retryAfterMs: retryAfter };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
