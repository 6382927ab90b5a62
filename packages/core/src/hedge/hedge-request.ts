/**
 * The Arbitrage & Hedging calculator's request (docs/product/arbitrage-and-hedging.md "Hedge request"), its limits and validation
 * messages (docs/product/arbitrage-and-hedging.md "Hedge form") and its defaults (docs/product/arbitrage-and-hedging.md "Hedge calculator").
 */

export const HEDGE_STRATEGIES = ['constant-payoff', 'cascade'] as const;
export type HedgeStrategy = (typeof HEDGE_STRATEGIES)[number];

/** Strategy select labels (docs/product/arbitrage-and-hedging.md). */
export const HEDGE_STRATEGY_LABELS: Readonly<Record<HedgeStrategy, string>> = {
  cascade: 'Cascade (Max Upside on Preferred)',
  'constant-payoff': 'Constant Payoff (Equal Profit)',
};

export interface HedgeLeg {
  /** Net payout per unit staked (decimal odds − 1): a winning stake s returns s × (1 + m). */
  payoutMultiplier: number;
  description?: string;
}

export interface HedgeRequest {
  bankroll: number;
  riskFraction: number;
  strategy: HedgeStrategy;
  /** Index of the leg that carries the upside under the cascade strategy; defaults to 0. */
  preferredLeg?: number;
  kellyMultiplier: number;
  legs: HedgeLeg[];
}

export const HEDGE_MIN_BANKROLL = 1;
export const HEDGE_MIN_RISK_FRACTION = 0.01;
export const HEDGE_MAX_RISK_FRACTION = 1;
export const HEDGE_MIN_KELLY_MULTIPLIER = 0;
export const HEDGE_MAX_KELLY_MULTIPLIER = 1;
export const HEDGE_MIN_LEGS = 2;
export const HEDGE_MAX_LEGS = 10;
export const HEDGE_MIN_PAYOUT_MULTIPLIER = 0.1;

export const HEDGE_BANKROLL_MESSAGE = 'Bankroll must be at least $1';
export const HEDGE_MIN_LEGS_MESSAGE = 'Must have at least 2 betting legs';
export const HEDGE_MAX_LEGS_MESSAGE = 'Maximum 10 betting legs';
export const HEDGE_PAYOUT_MESSAGE = 'Payout must be at least 0.1x';
// No page words these three; ours name the range.
export const HEDGE_RISK_FRACTION_MESSAGE = 'Risk fraction must be between 0.01 and 1';
export const HEDGE_KELLY_MESSAGE = 'Kelly multiplier must be between 0 and 1';
export const HEDGE_PREFERRED_LEG_MESSAGE = 'Preferred bet must be one of the betting legs';

export const HEDGE_DEFAULTS = {
  bankroll: 1000,
  riskFraction: 0.1,
  strategy: 'cascade',
  preferredLeg: 0,
  kellyMultiplier: 0.25,
} as const satisfies Omit<HedgeRequest, 'legs'>;

/** Risk amount = bankroll × riskFraction (docs/product/arbitrage-and-hedging.md), the figure of the 'Risk Amount: $X' info box. */
export function hedgeRiskAmount(bankroll: number, riskFraction: number): number {
  return bankroll * riskFraction;
}

function inRange(value: number, min: number, max: number): boolean {
  return Number.isFinite(value) && value >= min && value <= max;
}

/** Throws a RangeError carrying the message of docs/product/arbitrage-and-hedging.md for the first invalid field. */
export function validateHedgeRequest(request: HedgeRequest): void {
  const { bankroll, riskFraction, kellyMultiplier, legs, preferredLeg, strategy } = request;
  if (!inRange(bankroll, HEDGE_MIN_BANKROLL, Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(HEDGE_BANKROLL_MESSAGE);
  }
  if (!inRange(riskFraction, HEDGE_MIN_RISK_FRACTION, HEDGE_MAX_RISK_FRACTION)) {
    throw new RangeError(HEDGE_RISK_FRACTION_MESSAGE);
  }
  if (!inRange(kellyMultiplier, HEDGE_MIN_KELLY_MULTIPLIER, HEDGE_MAX_KELLY_MULTIPLIER)) {
    throw new RangeError(HEDGE_KELLY_MESSAGE);
  }
  if (!HEDGE_STRATEGIES.includes(strategy)) {
    throw new RangeError(`Strategy must be one of ${HEDGE_STRATEGIES.join(', ')}`);
  }
  if (legs.length < HEDGE_MIN_LEGS) throw new RangeError(HEDGE_MIN_LEGS_MESSAGE);
  if (legs.length > HEDGE_MAX_LEGS) throw new RangeError(HEDGE_MAX_LEGS_MESSAGE);
  for (const leg of legs) {
    if (!inRange(leg.payoutMultiplier, HEDGE_MIN_PAYOUT_MULTIPLIER, Number.MAX_SAFE_INTEGER)) {
      throw new RangeError(HEDGE_PAYOUT_MESSAGE);
    }
  }
  if (preferredLeg !== undefined && !(Number.isInteger(preferredLeg) && inRange(preferredLeg, 0, legs.length - 1))) {
    throw new RangeError(HEDGE_PREFERRED_LEG_MESSAGE);
  }
}
