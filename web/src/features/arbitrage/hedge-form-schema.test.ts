import { describe, expect, it } from 'vitest';
import { HEDGE_DEFAULT_LEGS } from '@playbook/core';
import { AMERICAN_ODDS_MESSAGE, convertPrice, formatMultiplier, hedgeFormDefaults, hedgeFormSchema, newFormLeg } from './hedge-form-schema';

const messagesOf = (values: unknown) =>
  hedgeFormSchema.safeParse(values).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('hedge form schema (docs/product/arbitrage-and-hedging.md)', () => {
  it('starts from the spec defaults and parses them into the API request', () => {
    const defaults = hedgeFormDefaults();
    expect(defaults).toMatchObject({ bankroll: 1000, riskFraction: 0.1, strategy: 'cascade', preferredLeg: 0, kellyMultiplier: 0.25 });
    expect(hedgeFormSchema.parse(defaults).legs).toEqual(HEDGE_DEFAULT_LEGS);
    expect(newFormLeg(4)).toEqual({ priceFormat: 'multiplier', price: 2, description: 'Bet 4' });
  });

  it('gives every rule its message', () => {
    const defaults = hedgeFormDefaults();
    expect(messagesOf({ ...defaults, bankroll: 0.99 })).toEqual(['bankroll: Bankroll must be at least $1']);
    expect(messagesOf({ ...defaults, bankroll: Number.NaN })).toEqual(['bankroll: Required']);
    expect(messagesOf({ ...defaults, legs: defaults.legs.slice(0, 1) })).toEqual(['legs: Must have at least 2 betting legs']);
    expect(messagesOf({ ...defaults, legs: Array.from({ length: 11 }, (_, i) => newFormLeg(i + 1)) })).toEqual(['legs: Maximum 10 betting legs']);
    const cheap = { ...defaults, legs: [{ priceFormat: 'multiplier', price: 0.09, description: '' }, newFormLeg(2)] };
    expect(messagesOf(cheap)).toEqual(['legs.0.price: Payout must be at least 0.1x']);
  });

  it('converts American odds to the net multiplier, and refuses odds inside ±100 or below 0.1x', () => {
    const defaults = hedgeFormDefaults();
    const legs = [
      { priceFormat: 'american', price: 350, description: ' ' },
      { priceFormat: 'american', price: -200, description: 'Favourite' },
    ];
    expect(hedgeFormSchema.parse({ ...defaults, legs }).legs).toEqual([{ payoutMultiplier: 3.5 }, { payoutMultiplier: 0.5, description: 'Favourite' }]);
    expect(messagesOf({ ...defaults, legs: [{ ...legs[0], price: 50 }, legs[1]] })).toEqual([`legs.0.price: ${AMERICAN_ODDS_MESSAGE}`]);
    expect(messagesOf({ ...defaults, legs: [{ ...legs[0], price: -1100 }, legs[1]] })).toEqual(['legs.0.price: Payout must be at least 0.1x']);
  });

  it('switches a price between formats keeping its meaning', () => {
    expect(convertPrice({ priceFormat: 'multiplier', price: 4.5 }, 'american')).toBe(450);
    expect(convertPrice({ priceFormat: 'multiplier', price: 0.5 }, 'american')).toBe(-200);
    expect(convertPrice({ priceFormat: 'american', price: -110 }, 'multiplier')).toBe(0.909);
    expect(convertPrice({ priceFormat: 'american', price: 12 }, 'multiplier')).toBe(12);
    expect(formatMultiplier(4.5)).toBe('4.5x');
    expect(formatMultiplier(null)).toBe('—');
  });
});
