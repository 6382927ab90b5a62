import { describe, expect, it } from 'vitest';
import { HEDGE_DEFAULT_LEGS, ODDS_INPUT_HINTS } from '@playbook/core';
import { convertPrice, formatMultiplier, hedgeFormDefaults, hedgeFormSchemaOf, newFormLeg } from './hedge-form-schema';

const american = hedgeFormSchemaOf('american');
const messagesOf = (values: unknown, schema = american) =>
  schema.safeParse(values).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('hedge form schema (docs/product/arbitrage-and-hedging.md)', () => {
  it('starts from the defaults of docs/product/arbitrage-and-hedging.md and parses them into the API request', () => {
    const defaults = hedgeFormDefaults();
    expect(defaults).toMatchObject({ bankroll: 1000, riskFraction: 0.1, strategy: 'cascade', preferredLeg: 0, kellyMultiplier: 0.25 });
    expect(american.parse(defaults).legs).toEqual(HEDGE_DEFAULT_LEGS);
    expect(newFormLeg(4)).toEqual({ priceFormat: 'multiplier', price: '2', description: 'Bet 4' });
  });

  it('gives every rule its message', () => {
    const defaults = hedgeFormDefaults();
    expect(messagesOf({ ...defaults, bankroll: 0.99 })).toEqual(['bankroll: Bankroll must be at least $1']);
    expect(messagesOf({ ...defaults, bankroll: Number.NaN })).toEqual(['bankroll: Required']);
    expect(messagesOf({ ...defaults, legs: defaults.legs.slice(0, 1) })).toEqual(['legs: Must have at least 2 betting legs']);
    expect(messagesOf({ ...defaults, legs: Array.from({ length: 11 }, (_, i) => newFormLeg(i + 1)) })).toEqual(['legs: Maximum 10 betting legs']);
    const cheap = { ...defaults, legs: [{ priceFormat: 'multiplier', price: '0.09', description: '' }, newFormLeg(2)] };
    expect(messagesOf(cheap)).toEqual(['legs.0.price: Payout must be at least 0.1x']);
    expect(messagesOf({ ...cheap, legs: [{ ...cheap.legs[0], price: '' }, newFormLeg(2)] })).toEqual(['legs.0.price: Required']);
  });

  it('converts odds in the chosen format to the net multiplier, and refuses what is no price there or below 0.1x', () => {
    const defaults = hedgeFormDefaults();
    const legs = [
      { priceFormat: 'odds', price: '+350', description: ' ' },
      { priceFormat: 'odds', price: '-200', description: 'Favourite' },
    ];
    expect(american.parse({ ...defaults, legs }).legs).toEqual([{ payoutMultiplier: 3.5 }, { payoutMultiplier: 0.5, description: 'Favourite' }]);
    expect(messagesOf({ ...defaults, legs: [{ ...legs[0], price: '50' }, legs[1]] })).toEqual([`legs.0.price: ${ODDS_INPUT_HINTS.american}`]);
    expect(messagesOf({ ...defaults, legs: [{ ...legs[0], price: '-1100' }, legs[1]] })).toEqual(['legs.0.price: Payout must be at least 0.1x']);
    const fractional = hedgeFormSchemaOf('fractional');
    const typed = [
      { priceFormat: 'odds', price: '7/2', description: '' },
      { priceFormat: 'odds', price: '1/2', description: '' },
    ];
    expect(fractional.parse({ ...defaults, legs: typed }).legs).toEqual([{ payoutMultiplier: 3.5 }, { payoutMultiplier: 0.5 }]);
    expect(messagesOf({ ...defaults, legs: [{ ...typed[0], price: '+350' }, typed[1]] }, fractional)).toEqual([`legs.0.price: ${ODDS_INPUT_HINTS.fractional}`]);
  });

  it('switches a price between a multiplier and odds in the chosen format, keeping its meaning', () => {
    expect(convertPrice({ priceFormat: 'multiplier', price: '4.5' }, 'odds', 'american')).toBe('+450');
    expect(convertPrice({ priceFormat: 'multiplier', price: '4.5' }, 'odds', 'decimal')).toBe('5.50');
    expect(convertPrice({ priceFormat: 'multiplier', price: '0.5' }, 'odds', 'fractional')).toBe('1/2');
    expect(convertPrice({ priceFormat: 'odds', price: '-110' }, 'multiplier', 'american')).toBe('0.909');
    expect(convertPrice({ priceFormat: 'odds', price: '12' }, 'multiplier', 'american')).toBe('12');
    expect(formatMultiplier(4.5)).toBe('4.5x');
    expect(formatMultiplier(null)).toBe('—');
  });
});
