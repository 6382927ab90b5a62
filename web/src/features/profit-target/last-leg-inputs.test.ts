import { describe, expect, it } from 'vitest';
import { lastLegFormDefaults, lastLegRequestOf, parseHedgeAmount, parseHedgeOdds, typedHedgeOdds } from './last-leg-inputs';

describe('last-leg inputs (docs/product/profit-target.md)', () => {
  it('defaults to stake 10, payout 500, gross payout on, odds -110', () => {
    expect(lastLegRequestOf(lastLegFormDefaults())).toEqual({ parlayStake: 10, parlayPayout: 500, isGrossPayout: true, hedgeOdds: -110 });
  });

  it('reads an invalid stake or payout as 0 and invalid odds as -110', () => {
    expect(parseHedgeAmount('12.5')).toBe(12.5);
    expect(['', 'abc', '-5', 'Infinity'].map(parseHedgeAmount)).toEqual([0, 0, 0, 0]);
    expect(parseHedgeOdds('+150')).toBe(150);
    expect(['', 'abc', '50', '-99'].map((text) => parseHedgeOdds(text))).toEqual([-110, -110, -110, -110]);
  });

  it('reads the odds in the chosen format (ADR 056), starting at -110 in that format', () => {
    expect(lastLegFormDefaults('decimal').hedgeOdds).toBe('1.91');
    expect(lastLegRequestOf(lastLegFormDefaults('fractional'), 'fractional').hedgeOdds).toBe(-110);
    expect(parseHedgeOdds('2.50', 'decimal')).toBe(150);
    expect(parseHedgeOdds('5/2', 'fractional')).toBe(250);
    expect(parseHedgeOdds('40%', 'implied')).toBe(150);
    expect(['-110', '1', ''].map((text) => typedHedgeOdds(text, 'decimal'))).toEqual([null, null, null]);
    expect(parseHedgeOdds('-110', 'decimal')).toBe(-110);
  });
});
