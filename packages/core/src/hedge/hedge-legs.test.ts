import { describe, expect, it } from 'vitest';
import { HEDGE_DEFAULT_LEGS, HEDGE_NEW_LEG_MULTIPLIER, hedgeLegsAdd, hedgeLegsRemove, hedgeNewLeg } from './hedge-legs.ts';
import { HEDGE_MAX_LEGS_MESSAGE, HEDGE_MIN_LEGS_MESSAGE } from './hedge-request.ts';

const three = HEDGE_DEFAULT_LEGS.map((leg) => ({ ...leg }));

describe('hedge legs (docs/product/arbitrage-and-hedging.md)', () => {
  it('defaults to 4.5x Preferred Bet, 2.5x Hedge Bet B, 1x Safety Bet C', () => {
    expect(HEDGE_DEFAULT_LEGS).toEqual([
      { payoutMultiplier: 4.5, description: 'Preferred Bet' },
      { payoutMultiplier: 2.5, description: 'Hedge Bet B' },
      { payoutMultiplier: 1, description: 'Safety Bet C' },
    ]);
  });

  it("adds new legs at 2x named 'Bet N'", () => {
    expect(HEDGE_NEW_LEG_MULTIPLIER).toBe(2);
    expect(hedgeNewLeg(4)).toEqual({ payoutMultiplier: 2, description: 'Bet 4' });
    expect(hedgeLegsAdd(three)[3]).toEqual({ payoutMultiplier: 2, description: 'Bet 4' });
  });

  it('stops at 10 legs and at 2 legs', () => {
    let legs = three;
    for (let i = 0; i < 7; i++) legs = hedgeLegsAdd(legs);
    expect(legs).toHaveLength(10);
    expect(() => hedgeLegsAdd(legs)).toThrow(HEDGE_MAX_LEGS_MESSAGE);
    const two = hedgeLegsRemove(three, 2, 0).legs;
    expect(two).toHaveLength(2);
    expect(() => hedgeLegsRemove(two, 0, 0)).toThrow(HEDGE_MIN_LEGS_MESSAGE);
    expect(() => hedgeLegsRemove(three, 3, 0)).toThrow(RangeError);
  });

  it('lowers the preferred index when a leg at or before it is removed, not below 0', () => {
    expect(hedgeLegsRemove(three, 0, 2).preferredLeg).toBe(1);
    expect(hedgeLegsRemove(three, 2, 2).preferredLeg).toBe(1);
    expect(hedgeLegsRemove(three, 2, 1).preferredLeg).toBe(1);
    expect(hedgeLegsRemove(three, 0, 0).preferredLeg).toBe(0);
    expect(hedgeLegsRemove(three, 1, 2).legs.map((leg) => leg.description)).toEqual(['Preferred Bet', 'Safety Bet C']);
  });
});
