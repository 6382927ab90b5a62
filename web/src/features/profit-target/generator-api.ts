/**
 * The generator's calls (docs/product/profit-target.md): the profit-target search (both modes, cancellable)
 * and saving a parlay to history. They carry an AbortSignal, which apiRequest does not.
 */
import { z } from 'zod';
import {
  optimalRangeResponseSchema,
  profitTargetResponseSchema,
  type LinesProfitTargetRequest,
  type LiveProfitTargetRequest,
  type OptimalRangeRequest,
  type OptimalRangeResponse,
  type ProfitTargetResponse,
  type SaveParlayRequest,
} from '@playbook/contracts';
import { roundCents, type GeneratedParlay } from '@playbook/core';
import { ApiError, apiRequest, toApiError } from '@/lib/api';
import { legsWithLineIds, withoutLineIds } from './saved-line-ids';

async function parsed<T>(response: Response, schema: z.ZodType<T>, what: string): Promise<T> {
  if (!response.ok) throw await toApiError(response);
  const body = schema.safeParse(await response.json());
  if (!body.success) throw new Error(`Unexpected response from ${what}: ${z.prettifyError(body.error)}`);
  return body.data;
}

export const PROFIT_TARGET_URL = '/api/parlays/profit-target';

export const OPTIMAL_RANGE_URL = '/api/parlays/optimal-range';

/** What a search was asked: the optimal range's pages are asked for the same inputs. */
export type GeneratorInputs = LiveProfitTargetRequest | LinesProfitTargetRequest;

async function postJson<T>(url: string, body: unknown, schema: z.ZodType<T>, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
  return parsed(response, schema, `POST ${url}`);
}

export function postProfitTarget(body: GeneratorInputs, signal: AbortSignal): Promise<ProfitTargetResponse> {
  return postJson(PROFIT_TARGET_URL, body, profitTargetResponseSchema, signal);
}

/** One page of the optimal range: sorted and searched by the server. */
export function postOptimalRange(body: OptimalRangeRequest): Promise<OptimalRangeResponse> {
  return postJson(OPTIMAL_RANGE_URL, body, optimalRangeResponseSchema);
}

/** docs/product/profit-target.md 'Failed to Fetch Live Data': the body's error, else 'Server error: {status}'; undefined otherwise. */
export function liveServerErrorText(error: unknown): string | undefined {
  return error instanceof ApiError ? (error.serverMessage ?? `Server error: ${error.status}`) : undefined;
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** docs/product/profit-target.md "Saved parlay record": what POST /api/parlays/save stores for one generated parlay, pending. */
export function savedParlayRecord(
  parlay: GeneratedParlay,
  stake: number,
  targetProfit: number,
  lineIds: ReadonlyMap<string, number> = new Map(),
  now = new Date(),
): SaveParlayRequest {
  const decimal = 1 / parlay.impliedProbability;
  return {
    parlayDescription: parlay.parlayDescription,
    totalOdds: parlay.totalAmericanOdds,
    impliedProbability: parlay.impliedProbability,
    numLegs: parlay.legs.length,
    category: parlay.category,
    stakeAmount: stake,
    potentialPayout: roundCents(stake * decimal),
    targetProfit,
    legs: legsWithLineIds(parlay.legs, lineIds),
    gameDate: localDay(now),
    status: 'pending',
  };
}

/**
 * One call per parlay, in the background: a failure is logged, never shown (the page shows no answer), then
 * handed to `afterFailure` (the ended-session rule).
 */
export function saveInBackground(records: readonly SaveParlayRequest[], afterFailure: (error: unknown) => void = () => undefined): void {
  const failed = (error: unknown) => {
    console.error('Saving a generated parlay failed', error);
    afterFailure(error);
  };
  for (const record of records) {
    apiRequest('POST', '/api/parlays/save', record).catch((error: unknown) => {
      // A live line deleted by a refresh since it was picked: save the parlay without its line links.
      if (error instanceof ApiError && error.status === 400 && error.serverMessage?.includes('lineId')) {
        apiRequest('POST', '/api/parlays/save', withoutLineIds(record)).catch(failed);
      } else failed(error);
    });
  }
}
