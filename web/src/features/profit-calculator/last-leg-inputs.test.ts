import { describe, expect, it } from 'vitest';
import { LAST_LEG_FORM_DEFAULTS, lastLegRequestOf, parseHedgeAmount, parseHedgeOdds } from './last-leg-inputs';

describe('last-leg inputs (docs/product/parlay-generator.md)', () => {
  it('defaults to stake 10, payout 500, gross payout on, odds -110', () => {
    expect(lastLegRequestOf(LAST_LEG_FORM_DEFAULTS)).toEqual({ parlayStake: 10, parlayPayout: 500, isGrossPayout: true, hedgeOdds: -110 });
  });

  it('reads an invalid stake or payout as 0 and invalid odds as -110', () => {
    expect(parseHedgeAmount('12.5')).toBe(12.5);
    expect(['', 'abc', '-5', 'Infinity'].map(parseHedgeAmount)).toEqual([0, 0, 0, 0]);
    expect(parseHedgeOdds('+150')).toBe(150);
    expect(['', 'abc', '50', '-99'].map(parseHedgeOdds)).toEqual([-110, -110, -110, -110]);
  });
});
