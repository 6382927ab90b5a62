import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  calculateHedge,
  guaranteedProfitRange,
  hedgeInfeasibleMessage,
  hedgeTotalStake,
  isHedgeFeasible,
  sumOfInverseReturns,
} from './hedge-calculator.ts';
import { centsFromDollars } from './cents.ts';
import { HEDGE_DEFAULT_LEGS } from './hedge-legs.ts';
import type { HedgeRequest } from './hedge-request.ts';
import { HEDGE_DEFAULTS, HEDGE_PAYOUT_MESSAGE } from './hedge-request.ts';

const defaultRequest: HedgeRequest = { ...HEDGE_DEFAULTS, legs: HEDGE_DEFAULT_LEGS.map((leg) => ({ ...leg })) };

const sumCents = (amounts: readonly number[]) => amounts.reduce((sum, amount) => sum + centsFromDollars(amount), 0);

const requestArb = fc.record({
  bankroll: fc.integer({ min: 100, max: 10_000_000 }).map((cents) => cents / 100),
  riskFraction: fc.integer({ min: 1, max: 100 }).map((n) => n / 100),
  kellyMultiplier: fc.integer({ min: 0, max: 100 }).map((n) => n / 100),
  strategy: fc.constantFrom('cascade' as const, 'constant-payoff' as const),
  legs: fc.array(
    fc.integer({ min: 1, max: 500 }).map((tenths) => ({ payoutMultiplier: tenths / 10 })),
    { minLength: 2, maxLength: 10 },
  ),
  preferredSeed: fc.nat(),
});
const toRequest = ({ preferredSeed, ...rest }: Omit<HedgeRequest, 'preferredLeg'> & { preferredSeed: number }): HedgeRequest => ({
  ...rest,
  preferredLeg: preferredSeed % rest.legs.length,
});

describe('calculateHedge (spec 2 §3 Hedge response, §9)', () => {
  it('sums inverse returns as Σ 1/(1 + m) and is feasible at most 1', () => {
    // 1/5.5 + 1/3.5 + 1/2 for the default legs.
    expect(sumOfInverseReturns(HEDGE_DEFAULT_LEGS)).toBeCloseTo(0.967532, 6);
    expect(isHedgeFeasible(1)).toBe(true);
    expect(isHedgeFeasible(sumOfInverseReturns([{ payoutMultiplier: 2 }, { payoutMultiplier: 2 }, { payoutMultiplier: 2 }]))).toBe(true);
    expect(isHedgeFeasible(1.0001)).toBe(false);
  });

  it('stakes risk amount × Kelly multiplier: $25 with the defaults, $100 at full Kelly', () => {
    expect(hedgeTotalStake(HEDGE_DEFAULTS)).toBe(25);
    expect(hedgeTotalStake({ ...HEDGE_DEFAULTS, kellyMultiplier: 1 })).toBe(100);
    expect(hedgeTotalStake({ bankroll: 1234.56, riskFraction: 0.33, kellyMultiplier: 0.5 })).toBe(203.7);
  });

  it('cascades the default legs: B and C break even, the rest rides on the preferred bet', () => {
    const result = calculateHedge(defaultRequest);
    expect(result.feasible).toBe(true);
    expect(result.totalStakeRequired).toBe(25);
    // C: 25/2 = 12.50, B: 25/3.5 = 7.14, preferred: the remaining 5.36 returning 5.357 × 5.5 = 29.46.
    expect(result.legs).toEqual([
      { stakeAmount: 5.36, expectedPayout: 29.46 },
      { stakeAmount: 7.14, expectedPayout: 25 },
      { stakeAmount: 12.5, expectedPayout: 25 },
    ]);
    expect(result.profitByOutcome).toEqual([4.46, 0, 0]);
    expect(guaranteedProfitRange(result)).toEqual({ guaranteedMinProfit: 0, guaranteedMaxProfit: 4.46 });
  });

  it('cascades onto another preferred leg', () => {
    const result = calculateHedge({ ...defaultRequest, kellyMultiplier: 1, preferredLeg: 1 });
    expect(result.legs.map((leg) => leg.stakeAmount)).toEqual([18.18, 31.82, 50]);
    expect(result.profitByOutcome).toEqual([0, 11.36, 0]);
  });

  it('splits the default legs for a constant payoff of 25 / 0.967532 = 25.84', () => {
    const result = calculateHedge({ ...defaultRequest, strategy: 'constant-payoff' });
    expect(result.legs).toEqual([
      { stakeAmount: 4.7, expectedPayout: 25.84 },
      { stakeAmount: 7.38, expectedPayout: 25.84 },
      { stakeAmount: 12.92, expectedPayout: 25.84 },
    ]);
    expect(result.profitByOutcome).toEqual([0.84, 0.84, 0.84]);
  });

  it('still returns the constant-payoff split when infeasible, with the alert text', () => {
    const legs = [{ payoutMultiplier: 0.5 }, { payoutMultiplier: 0.8 }];
    const result = calculateHedge({ ...defaultRequest, kellyMultiplier: 1, legs });
    expect(result.feasible).toBe(false);
    expect(result.sumOfInverseReturns).toBeCloseTo(1 / 1.5 + 1 / 1.8, 12);
    expect(result.legs.map((leg) => leg.stakeAmount)).toEqual([54.55, 45.45]);
    expect(result.profitByOutcome).toEqual([-18.18, -18.18]);
    expect(hedgeInfeasibleMessage(result.sumOfInverseReturns)).toBe(
      'This combination of payout multipliers cannot guarantee break-even. Sum of inverse returns: 1.2222 > 1.0000',
    );
  });

  it('validates before calculating', () => {
    expect(() => calculateHedge({ ...defaultRequest, legs: [{ payoutMultiplier: 0 }, { payoutMultiplier: 1 }] })).toThrow(
      HEDGE_PAYOUT_MESSAGE,
    );
  });

  it('gives zero stakes at a Kelly multiplier of 0', () => {
    const result = calculateHedge({ ...defaultRequest, kellyMultiplier: 0 });
    expect(result.totalStakeRequired).toBe(0);
    expect(result.legs.every((leg) => leg.stakeAmount === 0)).toBe(true);
    expect(result.profitByOutcome).toEqual([0, 0, 0]);
  });

  it('property: stakes add up to totalStakeRequired to the cent', () => {
    fc.assert(
      fc.property(requestArb, (input) => {
        const result = calculateHedge(toRequest(input));
        expect(sumCents(result.legs.map((leg) => leg.stakeAmount))).toBe(centsFromDollars(result.totalStakeRequired));
        expect(result.profitByOutcome).toHaveLength(input.legs.length);
      }),
    );
  });

  it('property: a feasible hedge never loses on any outcome', () => {
    fc.assert(
      fc.property(requestArb, (input) => {
        const result = calculateHedge(toRequest(input));
        fc.pre(result.feasible);
        expect(Math.min(...result.profitByOutcome)).toBeGreaterThanOrEqual(0);
        result.legs.forEach((leg) => expect(leg.expectedPayout).toBeGreaterThanOrEqual(result.totalStakeRequired));
      }),
    );
  });

  it('property: constant-payoff profits are equal to the cent, cascade hedges break even exactly', () => {
    fc.assert(
      fc.property(requestArb, (input) => {
        const request = toRequest(input);
        const constant = calculateHedge({ ...request, strategy: 'constant-payoff' });
        expect(new Set(constant.profitByOutcome).size).toBe(1);
        const cascade = calculateHedge({ ...request, strategy: 'cascade' });
        if (cascade.feasible) {
          cascade.profitByOutcome.forEach((profit, i) => {
            if (i !== request.preferredLeg) expect(profit).toBe(0);
          });
        }
      }),
    );
  });

  it('property: each stake is within a cent of its exact share of the total', () => {
    fc.assert(
      fc.property(requestArb, (input) => {
        const request = { ...toRequest(input), strategy: 'constant-payoff' as const };
        const result = calculateHedge(request);
        const sum = sumOfInverseReturns(request.legs);
        request.legs.forEach((leg, i) => {
          const exact = (result.totalStakeRequired / (1 + leg.payoutMultiplier)) / sum;
          expect(Math.abs((result.legs[i]?.stakeAmount ?? Number.NaN) - exact)).toBeLessThan(0.0100001);
        });
      }),
    );
  });
});
