import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEG_RESULTS, type LegResult } from './grade-leg.ts';
import { settleParlay, type SettlingLeg } from './settle-parlay.ts';

const leg = (result: LegResult | null, odds = -110): SettlingLeg => ({ result, odds });

describe('settleParlay', () => {
  it('pays the ticket price when every leg wins', () => {
    expect(settleParlay({ legs: [leg('won'), leg('won')], stakeAmount: 10, potentialPayout: 36.45 })).toEqual({ status: 'won', actualPayout: 36.45 });
  });

  it('drops a push leg and recomputes the odds over the others', () => {
    // -110 pays 1.90909…: $10 returns $19.09 on the one winning leg.
    expect(settleParlay({ legs: [leg('won'), leg('push')], stakeAmount: 10, potentialPayout: 36.45 })).toEqual({ status: 'won', actualPayout: 19.09 });
    // +150 and +200: 2.5 × 3 = 7.5, the void leg dropped.
    expect(settleParlay({ legs: [leg('won', 150), leg('void', -300), leg('won', 200)], stakeAmount: 20, potentialPayout: 199.99 })).toEqual({
      status: 'won',
      actualPayout: 150,
    });
  });

  it('loses at the first lost leg, even with legs still open', () => {
    expect(settleParlay({ legs: [leg('lost'), leg(null)], stakeAmount: 10, potentialPayout: 36.45 })).toEqual({ status: 'lost', actualPayout: 0 });
  });

  it('waits while a leg is open and no leg lost', () => {
    expect(settleParlay({ legs: [leg('won'), leg(null)], stakeAmount: 10, potentialPayout: 36.45 })).toBeNull();
    expect(settleParlay({ legs: [], stakeAmount: 10, potentialPayout: 10 })).toBeNull();
  });

  it('voids a parlay whose legs all pushed or were voided: the stake comes back', () => {
    expect(settleParlay({ legs: [leg('push'), leg('void')], stakeAmount: 25, potentialPayout: 91.12 })).toEqual({ status: 'void', actualPayout: 25 });
  });

  it('never returns less than the stake unless a leg lost, nor more than the product of every price (property)', () => {
    const odds = fc.integer({ min: 100, max: 1000 }).chain((value) => fc.constantFrom(value, -value));
    const legs = fc.array(fc.record({ result: fc.constantFrom(...LEG_RESULTS), odds }), { minLength: 1, maxLength: 17 });
    fc.assert(
      fc.property(legs, fc.integer({ min: 1, max: 100_000 }), (graded, stakeCents) => {
        const stakeAmount = stakeCents / 100;
        const full = graded.reduce((product, { odds: price }) => product * (price > 0 ? price / 100 + 1 : 100 / -price + 1), stakeAmount);
        const settled = settleParlay({ legs: graded, stakeAmount, potentialPayout: Math.round(full * 100) / 100 });
        if (graded.some((one) => one.result === 'lost')) {
          expect(settled).toEqual({ status: 'lost', actualPayout: 0 });
        } else {
          expect(settled?.actualPayout).toBeGreaterThanOrEqual(stakeAmount);
          expect(settled?.actualPayout).toBeLessThanOrEqual(Math.round(full * 100) / 100 + 0.01);
        }
      }),
    );
  });
});
