import { LAST_LEG_HEDGE_DEFAULTS, type LastLegHedgeRequest } from '@playbook/core';
import { LAST_LEG_MAX_AMOUNT } from '@playbook/contracts';

/** What the last-leg form holds: the text as typed, so a half-typed number stays on screen. */
export interface LastLegFormText {
  parlayStake: string;
  parlayPayout: string;
  isGrossPayout: boolean;
  hedgeOdds: string;
}

/** docs/product/parlay-generator.md hedge defaults: stake 10, payout 500, gross payout on, odds -110. */
export const LAST_LEG_FORM_DEFAULTS: LastLegFormText = {
  parlayStake: String(LAST_LEG_HEDGE_DEFAULTS.parlayStake),
  parlayPayout: String(LAST_LEG_HEDGE_DEFAULTS.parlayPayout),
  isGrossPayout: LAST_LEG_HEDGE_DEFAULTS.isGrossPayout,
  hedgeOdds: String(LAST_LEG_HEDGE_DEFAULTS.hedgeOdds),
};

const MAX_ODDS = 1_000_000;

/**
 * docs/product/parlay-generator.md: stake and payout are parsed as numbers, 0 if invalid. A negative or out-of-range amount is
 * invalid too (the API refuses it), so it counts as 0 as well.
 */
export function parseHedgeAmount(text: string): number {
  const value = Number(text.trim());
  return Number.isFinite(value) && value >= 0 && value <= LAST_LEG_MAX_AMOUNT ? value : 0;
}

/** docs/product/parlay-generator.md: hedge odds default to -110 if invalid; American odds inside ±100 are not a price. */
export function parseHedgeOdds(text: string): number {
  const trimmed = text.trim();
  const value = trimmed === '' ? Number.NaN : Number(trimmed);
  return Number.isFinite(value) && Math.abs(value) >= 100 && Math.abs(value) <= MAX_ODDS ? value : LAST_LEG_HEDGE_DEFAULTS.hedgeOdds;
}

export function lastLegRequestOf(text: LastLegFormText): LastLegHedgeRequest {
  return {
    parlayStake: parseHedgeAmount(text.parlayStake),
    parlayPayout: parseHedgeAmount(text.parlayPayout),
    isGrossPayout: text.isGrossPayout,
    hedgeOdds: parseHedgeOdds(text.hedgeOdds),
  };
}
