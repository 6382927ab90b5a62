/**
 * POST /api/parlays/profit-target (docs/product/profit-target.md): the lines to search in either mode, the search in
 * the worker pool, and the answer. Live mode searches the stored main lines of the current week (the live
 * slate's moneylines, spreads and totals of every bookmaker); lines mode the request's own. Every line is
 * searched, not only the first 15 the local strategy takes.
 */
import {
  PARLAY_SEARCH_BUSY_CODE,
  PARLAY_SEARCH_TIMEOUT_CODE,
  type GeneratedParlayBody,
  type LiveBettingLine,
  type OptimalRangeResponse,
  type OptimalRangeSearch,
  type ProfitTargetResponse,
  type ProfitTargetSearch,
} from '@playbook/contracts';
import {
  americanToDecimal,
  decodeOptimalRangeCursor,
  encodeOptimalRangeCursor,
  isValidAmericanOdds,
  type BettingLine,
  type ParlaySearchOptions,
  type SearchWorkLimits,
} from '@playbook/core';
import { HttpError } from '../../plugins/error-handler.ts';
import { SearchQueueFullError, SearchTimeoutError, type ParlaySearchPool } from './profit-target-pool.ts';

/**
 * The searches (running or waiting) one address may hold at once, whatever its accounts (ADR 033): one user
 * holds one, so without it 17 accounts on one machine filled the pool's queue (16) and everyone else got 503.
 * Four leaves a household or office behind one address room, and takes five addresses to fill the queue.
 */
export const SEARCHES_PER_ADDRESS = 4;

/** A search is bounded at 10 s. */
export const PARLAY_SEARCH_TIMEOUT_MS = 10_000;

/**
 * The lines live mode searches: every line of the week, alternates included (ADR 046). The live
 * slate lists a selection once per bookmaker. A parlay is placed at one book, so the same pick at several
 * prices would only repeat parlays (and docs/product/profit-target.md would allow two of them in one parlay): each game and
 * selection keeps its best price (the longest decimal odds), first listed among equals.
 */
export function liveSearchLines(lines: readonly LiveBettingLine[]): BettingLine[] {
  const best = new Map<string, BettingLine>();
  for (const line of lines) {
    if (!Number.isInteger(line.odds) || !isValidAmericanOdds(line.odds)) continue;
    const key = `${line.game}\u0000${line.description}`;
    const held = best.get(key);
    if (!held || americanToDecimal(line.odds) > americanToDecimal(held.odds)) {
      best.set(key, { game: line.game, type: line.type, description: line.description, odds: line.odds });
    }
  }
  return [...best.values()];
}

/** Every listed parlay once, by id, in the order of the lists. */
export function distinctParlays(lists: readonly (readonly GeneratedParlayBody[])[]): GeneratedParlayBody[] {
  const seen = new Map<string, GeneratedParlayBody>();
  for (const list of lists) for (const parlay of list) if (!seen.has(parlay.id)) seen.set(parlay.id, parlay);
  return [...seen.values()];
}

function searchOptions({ targetProfit, maxRisk, minLegs, maxLegs, correlatedLegs }: ProfitTargetSearch): Required<ParlaySearchOptions> {
  return { targetProfit, maxRisk, minLegs, maxLegs, correlatedLegs };
}

export class ProfitTargetService {
  /** Users with a search running: one at a time each, so one account cannot hold the whole pool. */
  private readonly searching = new Set<number>();
  /** Searches held per address (the sign-in limits' address: an IPv6 /64 counts as one). */
  private readonly byAddress = new Map<string, number>();

  constructor(
    private readonly pool: ParlaySearchPool,
    private readonly liveLines: () => Promise<readonly LiveBettingLine[]>,
    private readonly workLimits?: SearchWorkLimits,
  ) {}

  /** `address` is the caller's address as `limitedAddressOf` counts it. */
  search(userId: number, address: string, request: ProfitTargetSearch): Promise<ProfitTargetResponse> {
    return this.guarded(userId, address, async () => {
      const lines = await this.linesOf(request);
      const { minLegs, maxLegs } = request;
      const answer = await this.pool.search({ lines, options: searchOptions(request), ...(this.workLimits ? { workLimits: this.workLimits } : {}) }, address);
      const { result } = answer;
      return {
        parlays: distinctParlays([result.closestToTarget, result.highProbability, result.lowRisk, result.optimal, result.valueBets]),
        categorized: result,
        bettingLines: lines,
        search: {
          lineCount: lines.length,
          minLegs,
          maxLegs,
          combinationsPriced: answer.combinationsVisited,
          elapsedMs: Math.round(answer.elapsedMs),
        },
      };
    });
  }

  /** One page of the optimal range (ADR 055): held, queued and bounded like a search. */
  optimalRange(userId: number, address: string, request: OptimalRangeSearch): Promise<OptimalRangeResponse> {
    return this.guarded(userId, address, async () => {
      const lines = await this.linesOf(request.inputs);
      const cursor = request.cursor === undefined ? undefined : decodeOptimalRangeCursor(request.cursor);
      const page = { order: request.sort, search: request.query, ...(cursor ? { cursor } : {}) };
      const answer = await this.pool.page({ lines, options: searchOptions(request.inputs), page }, address);
      return { parlays: answer.parlays, nextCursor: answer.next ? encodeOptimalRangeCursor(answer.next) : null };
    });
  }

  private async linesOf(request: ProfitTargetSearch): Promise<BettingLine[]> {
    return request.mode === 'live' ? liveSearchLines(await this.liveLines()) : request.bettingLines;
  }

  /** One call at a time per user and four per address; the pool's failures as the route answers them. */
  private async guarded<T>(userId: number, address: string, run: () => Promise<T>): Promise<T> {
    if (this.searching.has(userId)) {
      throw new HttpError(429, PARLAY_SEARCH_BUSY_CODE, 'A parlay search of yours is still running; wait for it to finish', {
        'retry-after': '1',
      });
    }
    const held = this.byAddress.get(address) ?? 0;
    if (held >= SEARCHES_PER_ADDRESS) {
      throw new HttpError(429, PARLAY_SEARCH_BUSY_CODE, 'Too many parlay searches from your network are running; try again in a moment', {
        'retry-after': '2',
      });
    }
    this.searching.add(userId);
    this.byAddress.set(address, held + 1);
    try {
      return await run();
    } catch (error) {
      if (error instanceof SearchTimeoutError) {
        // 422, not 5xx: the request is too large to search in time; the message carries "timeout" so the
        // screen's 'Connection/Calculation Failed' mapping (docs/product/profit-target.md) shows its timed-out text.
        const seconds = error.timeoutMs / 1000;
        throw new HttpError(
          422,
          PARLAY_SEARCH_TIMEOUT_CODE,
          `Parlay search timeout: stopped at the ${seconds} s limit. Use fewer betting lines or fewer legs and try again.`,
        );
      }
      if (error instanceof SearchQueueFullError) {
        throw new HttpError(503, PARLAY_SEARCH_BUSY_CODE, 'Too many parlay searches are waiting; try again in a moment', { 'retry-after': '2' });
      }
      throw error;
    } finally {
      this.searching.delete(userId);
      const left = (this.byAddress.get(address) ?? 1) - 1;
      if (left > 0) this.byAddress.set(address, left);
      else this.byAddress.delete(address);
    }
  }
}
