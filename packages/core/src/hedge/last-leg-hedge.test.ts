import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LastLegHedgeRequest } from './last-leg-hedge.ts';
import {
  LAST_LEG_HEDGE_DEFAULTS,
  LAST_LEG_HEDGE_LIMITED_TITLE,
  LAST_LEG_HEDGE_PERFECT_TITLE,
  lastLegHedge,
} from './last-leg-hedge.ts';
import { roundToCents } from './cents.ts';

const cents = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((c) => c / 100);
const americanOdds = fc.oneof(fc.integer({ min: 100, max: 20_000 }), fc.integer({ min: -20_000, max: -100 }));
const requestArb: fc.Arbitrary<LastLegHedgeRequest> = fc.record({
  parlayStake: cents(10_000),
  parlayPayout: cents(1_000_000),
  isGrossPayout: fc.boolean(),
  hedgeOdds: americanOdds,
});

describe('lastLegHedge (docs/product/profit-target.md: the last-leg hedge and its defaults)', () => {
  it('has the defaults of docs/product/profit-target.md: stake 10, payout 500, gross on, odds -110', () => {
    expect(LAST_LEG_HEDGE_DEFAULTS).toEqual({ parlayStake: 10, parlayPayout: 500, isGrossPayout: true, hedgeOdds: -110 });
    expect(LAST_LEG_HEDGE_LIMITED_TITLE).toBe('Limited Hedge Options');
    expect(LAST_LEG_HEDGE_PERFECT_TITLE).toBe('Perfect Hedge Available!');
  });

  it('hedges the $10 parlay paying $500 gross at -110', () => {
    const result = lastLegHedge(LAST_LEG_HEDGE_DEFAULTS);
    // Decimal -110 = 1.90909. Break-even: 10 / 0.90909 = 11.00. Equal profit: (490 + 10) / 1.90909 = 261.90,
    // locking in 490 − 261.90 = 228.10 either way.
    expect(result.breakEvenHedge).toBe(11);
    expect(result.equalProfitHedge).toBe(261.9);
    expect(result.optimalHedge).toBe(261.9);
    expect(result.feasible).toBe(true);
    const { parlayWins, parlayLoses } = result.scenarios;
    expect(parlayWins[0]).toEqual({ hedge: 0, netProfit: 490 });
    expect(parlayLoses[0]).toEqual({ hedge: 0, netProfit: -10 });
    expect(parlayWins.find((row) => row.hedge === 11)?.netProfit).toBe(479);
    expect(parlayLoses.find((row) => row.hedge === 11)?.netProfit).toBe(0);
    expect(parlayWins.find((row) => row.hedge === 261.9)?.netProfit).toBe(228.1);
    expect(parlayLoses.find((row) => row.hedge === 261.9)?.netProfit).toBe(228.1);
    expect(parlayWins.map((row) => row.hedge)).toEqual(parlayLoses.map((row) => row.hedge));
  });

  it('treats a net payout as the win on top of the stake', () => {
    const result = lastLegHedge({ ...LAST_LEG_HEDGE_DEFAULTS, parlayPayout: 490, isGrossPayout: false });
    expect(result.equalProfitHedge).toBe(261.9);
    // Positive hedge odds: +150 is decimal 2.5, so break-even is 10 / 1.5 and equal-profit (490 + 10) / 2.5.
    const plus = lastLegHedge({ ...LAST_LEG_HEDGE_DEFAULTS, hedgeOdds: 150 });
    expect(plus.breakEvenHedge).toBe(6.67);
    expect(plus.equalProfitHedge).toBe(200);
  });

  it('recommends no hedge when no hedge can lock in a profit', () => {
    // $10 paying $15 gross: equal-profit hedge 15 / 1.90909 = 7.86 locks in a $2.86 loss.
    const result = lastLegHedge({ ...LAST_LEG_HEDGE_DEFAULTS, parlayPayout: 15 });
    expect(result.feasible).toBe(false);
    expect(result.equalProfitHedge).toBe(7.86);
    expect(result.optimalHedge).toBe(0);
    expect(result.scenarios.parlayWins.find((row) => row.hedge === 7.86)?.netProfit).toBe(-2.86);
  });

  it('refuses negative amounts and odds inside ±100', () => {
    expect(() => lastLegHedge({ ...LAST_LEG_HEDGE_DEFAULTS, parlayStake: -1 })).toThrow(RangeError);
    expect(() => lastLegHedge({ ...LAST_LEG_HEDGE_DEFAULTS, parlayPayout: Number.NaN })).toThrow(RangeError);
    expect(() => lastLegHedge({ ...LAST_LEG_HEDGE_DEFAULTS, hedgeOdds: 50 })).toThrow(RangeError);
  });

  it('property: the worst outcome never loses more than parlay stake + hedge stake', () => {
    fc.assert(
      fc.property(requestArb, (request) => {
        const { parlayWins, parlayLoses } = lastLegHedge(request).scenarios;
        parlayWins.forEach((win, i) => {
          const worst = Math.min(win.netProfit, parlayLoses[i]?.netProfit ?? Number.NaN);
          expect(worst).toBeGreaterThanOrEqual(roundToCents(-(request.parlayStake + win.hedge)));
        });
      }),
    );
  });

  it('property: the equal-profit hedge yields equal outcomes to the cent, and is among the scenarios', () => {
    fc.assert(
      fc.property(requestArb, (request) => {
        const result = lastLegHedge(request);
        const win = result.scenarios.parlayWins.find((row) => row.hedge === result.equalProfitHedge);
        const lose = result.scenarios.parlayLoses.find((row) => row.hedge === result.equalProfitHedge);
        expect(win?.netProfit).toBeDefined();
        expect(win?.netProfit).toBe(lose?.netProfit);
        expect(result.feasible).toBe((win?.netProfit ?? 0) > 0);
        expect(result.scenarios.parlayLoses.some((row) => row.hedge === result.breakEvenHedge)).toBe(true);
      }),
    );
  });

  it('property: the break-even hedge loses nothing if the parlay loses', () => {
    fc.assert(
      fc.property(requestArb, (request) => {
        const result = lastLegHedge(request);
        const lose = result.scenarios.parlayLoses.find((row) => row.hedge === result.breakEvenHedge);
        // Only when the break-even row was not merged into the equal-profit row by rounding.
        fc.pre(result.breakEvenHedge !== result.equalProfitHedge);
        expect(lose?.netProfit).toBe(0);
      }),
    );
  });
});
