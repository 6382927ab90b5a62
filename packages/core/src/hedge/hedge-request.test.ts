import { describe, expect, it } from 'vitest';
import type { HedgeRequest } from './hedge-request.ts';
import {
  HEDGE_BANKROLL_MESSAGE,
  HEDGE_DEFAULTS,
  HEDGE_KELLY_MESSAGE,
  HEDGE_MAX_LEGS_MESSAGE,
  HEDGE_MIN_LEGS_MESSAGE,
  HEDGE_PAYOUT_MESSAGE,
  HEDGE_PREFERRED_LEG_MESSAGE,
  HEDGE_RISK_FRACTION_MESSAGE,
  HEDGE_STRATEGY_LABELS,
  hedgeRiskAmount,
  validateHedgeRequest,
} from './hedge-request.ts';

const legs = (count: number) => Array.from({ length: count }, () => ({ payoutMultiplier: 2 }));
const valid: HedgeRequest = { ...HEDGE_DEFAULTS, legs: legs(3) };

describe('hedge request (docs/product/arbitrage-and-hedging.md: the form, its bounds and defaults)', () => {
  it('has the defaults of docs/product/arbitrage-and-hedging.md: bankroll 1000, riskFraction 0.1, cascade, preferredLeg 0, kelly 0.25', () => {
    expect(HEDGE_DEFAULTS).toEqual({
      bankroll: 1000,
      riskFraction: 0.1,
      strategy: 'cascade',
      preferredLeg: 0,
      kellyMultiplier: 0.25,
    });
    expect(HEDGE_STRATEGY_LABELS.cascade).toBe('Cascade (Max Upside on Preferred)');
    expect(HEDGE_STRATEGY_LABELS['constant-payoff']).toBe('Constant Payoff (Equal Profit)');
  });

  it('computes the risk amount as bankroll × riskFraction', () => {
    expect(hedgeRiskAmount(1000, 0.1)).toBe(100);
    expect(hedgeRiskAmount(2500, 0.5)).toBe(1250);
  });

  it('accepts the limits themselves', () => {
    expect(() => validateHedgeRequest(valid)).not.toThrow();
    expect(() =>
      validateHedgeRequest({ ...valid, bankroll: 1, riskFraction: 0.01, kellyMultiplier: 0, legs: legs(2) }),
    ).not.toThrow();
    expect(() =>
      validateHedgeRequest({ ...valid, riskFraction: 1, kellyMultiplier: 1, legs: legs(10), preferredLeg: 9 }),
    ).not.toThrow();
    expect(() => validateHedgeRequest({ ...valid, legs: [{ payoutMultiplier: 0.1 }, { payoutMultiplier: 0.1 }] })).not.toThrow();
  });

  it('uses the messages of docs/product/arbitrage-and-hedging.md', () => {
    expect(HEDGE_BANKROLL_MESSAGE).toBe('Bankroll must be at least $1');
    expect(HEDGE_MIN_LEGS_MESSAGE).toBe('Must have at least 2 betting legs');
    expect(HEDGE_MAX_LEGS_MESSAGE).toBe('Maximum 10 betting legs');
    expect(HEDGE_PAYOUT_MESSAGE).toBe('Payout must be at least 0.1x');
    expect(() => validateHedgeRequest({ ...valid, bankroll: 0.99 })).toThrow(HEDGE_BANKROLL_MESSAGE);
    expect(() => validateHedgeRequest({ ...valid, bankroll: Number.NaN })).toThrow(HEDGE_BANKROLL_MESSAGE);
    expect(() => validateHedgeRequest({ ...valid, legs: legs(1) })).toThrow(HEDGE_MIN_LEGS_MESSAGE);
    expect(() => validateHedgeRequest({ ...valid, legs: legs(11) })).toThrow(HEDGE_MAX_LEGS_MESSAGE);
    expect(() => validateHedgeRequest({ ...valid, legs: [{ payoutMultiplier: 0.09 }, { payoutMultiplier: 2 }] })).toThrow(
      HEDGE_PAYOUT_MESSAGE,
    );
  });

  it('refuses fractions, Kelly multipliers and preferred legs out of range', () => {
    expect(() => validateHedgeRequest({ ...valid, riskFraction: 0.009 })).toThrow(HEDGE_RISK_FRACTION_MESSAGE);
    expect(() => validateHedgeRequest({ ...valid, riskFraction: 1.01 })).toThrow(HEDGE_RISK_FRACTION_MESSAGE);
    expect(() => validateHedgeRequest({ ...valid, kellyMultiplier: -0.01 })).toThrow(HEDGE_KELLY_MESSAGE);
    expect(() => validateHedgeRequest({ ...valid, kellyMultiplier: 1.01 })).toThrow(HEDGE_KELLY_MESSAGE);
    expect(() => validateHedgeRequest({ ...valid, preferredLeg: 3 })).toThrow(HEDGE_PREFERRED_LEG_MESSAGE);
    expect(() => validateHedgeRequest({ ...valid, preferredLeg: -1 })).toThrow(HEDGE_PREFERRED_LEG_MESSAGE);
    expect(() => validateHedgeRequest({ ...valid, preferredLeg: 0.5 })).toThrow(HEDGE_PREFERRED_LEG_MESSAGE);
    expect(() => validateHedgeRequest({ ...valid, bankroll: 0.5 })).toThrow(RangeError);
  });
});
