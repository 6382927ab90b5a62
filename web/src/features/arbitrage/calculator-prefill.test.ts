import { describe, expect, it } from 'vitest';
import { calculatorPrefill, calculatorSearch } from './calculator-prefill';

describe('calculator prefill', () => {
  it('round-trips a scanner row into the form: the whole total split for an equal payoff', () => {
    const search = calculatorSearch(500, [
      { americanOdds: 105, description: 'Over 44.5 (BetMGM)' },
      { americanOdds: 102, description: 'Under 44.5 (FanDuel)' },
    ]);
    expect(calculatorPrefill(new URLSearchParams(search), 'american')).toMatchObject({
      bankroll: 500,
      riskFraction: 1,
      kellyMultiplier: 1,
      strategy: 'constant-payoff',
      legs: [
        { priceFormat: 'odds', price: '+105', description: 'Over 44.5 (BetMGM)' },
        { priceFormat: 'odds', price: '+102', description: 'Under 44.5 (FanDuel)' },
      ],
    });
    // In the bettor's odds format (ADR 063).
    expect(calculatorPrefill(new URLSearchParams(search), 'decimal')?.legs.map((leg) => leg.price)).toEqual(['2.05', '2.02']);
  });

  it('ignores an address without a bankroll, with one leg or with a price that is no American odds', () => {
    expect(calculatorPrefill(new URLSearchParams(''), 'american')).toBeNull();
    expect(calculatorPrefill(new URLSearchParams('bankroll=100&leg=110~A'), 'american')).toBeNull();
    expect(calculatorPrefill(new URLSearchParams('bankroll=100&leg=110~A&leg=50~B'), 'american')).toBeNull();
  });
});
