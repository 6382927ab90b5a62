import { calculateHedge, lastLegHedge, type HedgeOpportunity, type LastLegHedgeResult } from '@playbook/core';
import type { HedgeRequestBody, LastLegHedgeRequestBody } from '@playbook/contracts';
import { HttpError } from '../../plugins/error-handler.ts';

/**
 * The contracts validate every body before it gets here, with limits at least as strict as core's. Core
 * still checks on its own; should the two ever drift, its RangeError (which carries the message of docs/product/arbitrage-and-hedging.md)
 * answers 400 rather than a 500.
 */
function asBadRequest<T>(field: string, compute: () => T): T {
  try {
    return compute();
  } catch (error) {
    if (error instanceof RangeError) throw new HttpError(400, 'VALIDATION_ERROR', `${field}: ${error.message}`);
    throw error;
  }
}

/** docs/product/arbitrage-and-hedging.md POST /api/arbitrage/calculate-hedge: the split of the stake across mutually exclusive legs. */
export function hedgeOpportunity(request: HedgeRequestBody): HedgeOpportunity {
  return asBadRequest('body', () => calculateHedge(request));
}

/** docs/product/arbitrage-and-hedging.md POST /api/hedge/last-leg: break-even, equal-profit and recommended hedges of a parlay's last leg. */
export function lastLegHedgeResult(request: LastLegHedgeRequestBody): LastLegHedgeResult {
  return asBadRequest('body', () => lastLegHedge(request));
}
