import { describe, expect, it } from 'vitest';
import { HEDGE_DEFAULTS } from '@playbook/core';
import { hedgeRequestSchema } from './hedge.ts';

const legs = [{ payoutMultiplier: 4.5 }, { payoutMultiplier: 2.5 }];

describe('hedgeRequestSchema (docs/product/arbitrage-and-hedging.md "Hedge form")', () => {
  it('gives a request without riskFraction or kellyMultiplier the defaults of docs/product/arbitrage-and-hedging.md, 0.1 and 0.25', () => {
    const parsed = hedgeRequestSchema.parse({ bankroll: 1000, strategy: 'cascade', legs });
    expect(parsed.riskFraction).toBe(HEDGE_DEFAULTS.riskFraction);
    expect(parsed.kellyMultiplier).toBe(HEDGE_DEFAULTS.kellyMultiplier);
  });

  it('still says Required for a risk fraction or Kelly multiplier field the form sent empty (NaN, ADR 007)', () => {
    const parsed = hedgeRequestSchema.safeParse({ bankroll: 1000, strategy: 'cascade', legs, riskFraction: Number.NaN, kellyMultiplier: Number.NaN });
    expect(parsed.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'riskFraction: Required',
      'kellyMultiplier: Required',
    ]);
  });

  it('keeps bankroll and strategy required: the request gives them no default', () => {
    const parsed = hedgeRequestSchema.safeParse({ legs });
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['bankroll', 'strategy']);
  });
});
