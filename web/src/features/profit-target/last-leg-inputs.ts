import { formatOdds, LAST_LEG_HEDGE_DEFAULTS, parseOdds, type LastLegHedgeRequest, type OddsFormat } from '@playbook/core';
import { LAST_LEG_MAX_AMOUNT } from '@playbook/contracts';

/** What the last-leg form holds: the text as typed, so a half-typed number stays on screen. */
export interface LastLegFormText {
  parlayStake: string;
  parlayPayout: string;
  isGrossPayout: boolean;
  hedgeOdds: string;
}

/** docs/product/profit-target.md hedge defaults: stake 10, payout 500, gross payout on, odds -110 (in the bettor's format). */
export function lastLegFormDefaults(format: OddsFormat = 'american'): LastLegFormText {
  return {
    parlayStake: String(LAST_LEG_HEDGE_DEFAULTS.parlayStake),
    parlayPayout: String(LAST_LEG_HEDGE_DEFAULTS.parlayPayout),
    isGrossPayout: LAST_LEG_HEDGE_DEFAULTS.isGrossPayout,
    hedgeOdds: formatOdds(LAST_LEG_HEDGE_DEFAULTS.hedgeOdds, format),
  };
}

const MAX_ODDS = 1_000_000;

/**
 * docs/product/profit-target.md: stake and payout are parsed as numbers, 0 if invalid. A negative or out-of-range amount is
 * invalid too (the API refuses it), so it counts as 0 as well.
 */
export function parseHedgeAmount(text: string): number {
  const value = Number(text.trim());
  return Number.isFinite(value) && value >= 0 && value <= LAST_LEG_MAX_AMOUNT ? value : 0;
}

/** The hedge odds typed as a price in the bettor's format (ADR 056), as American odds; null when they are not one. */
export function typedHedgeOdds(text: string, format: OddsFormat = 'american'): number | null {
  if (format !== 'american') {
    const parsed = parseOdds(text, format);
    return parsed.ok && Math.abs(parsed.americanOdds) <= MAX_ODDS ? parsed.americanOdds : null;
  }
  const trimmed = text.trim();
  const value = trimmed === '' ? Number.NaN : Number(trimmed);
  return Number.isFinite(value) && Math.abs(value) >= 100 && Math.abs(value) <= MAX_ODDS ? value : null;
}

/** docs/product/profit-target.md: hedge odds default to -110 if invalid; American odds inside ±100 are not a price. */
export function parseHedgeOdds(text: string, format: OddsFormat = 'american'): number {
  return typedHedgeOdds(text, format) ?? LAST_LEG_HEDGE_DEFAULTS.hedgeOdds;
}

export function lastLegRequestOf(text: LastLegFormText, format: OddsFormat = 'american'): LastLegHedgeRequest {
  return {
    parlayStake: parseHedgeAmount(text.parlayStake),
    parlayPayout: parseHedgeAmount(text.parlayPayout),
    isGrossPayout: text.isGrossPayout,
    hedgeOdds: parseHedgeOdds(text.hedgeOdds, format),
  };
}
