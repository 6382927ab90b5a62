import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { SlateGame } from './slate-game.ts';
import { SLATE_ARBITRAGE_DEFAULT_STAKE, findArbitrage } from './slate-arbitrage.ts';

const entry = (id: string, fields: Omit<SlateGame, 'id' | 'league' | 'gameDate'> & { gameDate?: string }): SlateGame => ({
  id,
  league: 'NFL',
  gameDate: '2025-09-14',
  ...fields,
});

// Book A: Bills +110 / Dolphins -130. Book B lists the game the other way round: Dolphins +105 / Bills -125.
const billsDolphins = [
  entry('a', { homeTeam: 'Buffalo Bills', awayTeam: 'Miami Dolphins', homeMoneyline: 110, awayMoneyline: -130, sportsbook: 'A' }),
  entry('b', { homeTeam: 'miami dolphins', awayTeam: 'BUFFALO  BILLS', homeMoneyline: 105, awayMoneyline: -125, sportsbook: 'B' }),
];

describe('findArbitrage (docs/product/slate-analyzer.md Arbitrage opportunity; real results, docs/product/README.md)', () => {
  it('finds the Bills +110 / Dolphins +105 arbitrage across two books', () => {
    const report = findArbitrage(billsDolphins);
    expect(SLATE_ARBITRAGE_DEFAULT_STAKE).toBe(1000);
    expect(report.matchupsFound).toBe(1);
    expect(report.matchupsChecked).toBe(1);
    expect(report.opportunities).toHaveLength(1);
    const [opportunity] = report.opportunities;
    // 1/2.1 + 1/2.05 = 0.963995; stakes 1000 × (1/2.1)/0.963995 = 493.98 and 506.02;
    // payouts 493.98 × 2.1 = 1037.35 and 506.02 × 2.05 = 1037.34 (cents dropped), so 37.34 profit.
    expect(opportunity).toMatchObject({
      homeTeam: 'Buffalo Bills',
      awayTeam: 'Miami Dolphins',
      gameDate: '2025-09-14',
      opportunityType: 'Two-Way Arbitrage',
      feasible: true,
      expectedProfit: 37.34,
      totalStakeRequired: 1000,
      profitMarginPercent: 3.73,
    });
    expect(opportunity?.sumOfInverseReturns).toBeCloseTo(0.963995, 6);
    expect(opportunity?.legs).toEqual([
      { side: 'home', team: 'Buffalo Bills', sportsbook: 'A', odds: 110, stake: 493.98, payout: 1037.35 },
      { side: 'away', team: 'Miami Dolphins', sportsbook: 'B', odds: 105, stake: 506.02, payout: 1037.34 },
    ]);
  });

  it('scales with the total stake', () => {
    const [opportunity] = findArbitrage(billsDolphins, { totalStake: 100 }).opportunities;
    expect(opportunity?.totalStakeRequired).toBe(100);
    expect(opportunity?.legs.map((leg) => leg.stake)).toEqual([49.4, 50.6]);
  });

  it('reports nothing for a single book with vig, a different date or a missing price', () => {
    expect(findArbitrage([billsDolphins[0] as SlateGame]).opportunities).toEqual([]);
    const otherDay = { ...(billsDolphins[1] as SlateGame), gameDate: '2025-09-15' };
    const report = findArbitrage([billsDolphins[0] as SlateGame, otherDay]);
    expect(report.matchupsFound).toBe(2);
    expect(report.opportunities).toEqual([]);
    const unpriced = entry('c', { homeTeam: 'Jets', awayTeam: 'Patriots', homeMoneyline: 150 });
    const invalid = entry('d', { homeTeam: 'Jets', awayTeam: 'Patriots', awayMoneyline: 50 });
    expect(findArbitrage([unpriced, invalid])).toEqual({ opportunities: [], matchupsFound: 1, matchupsChecked: 0, holds: [] });
  });

  it('needs the sum of inverse returns strictly below 1: +100 against +100 is no arbitrage', () => {
    const even = [
      entry('a', { homeTeam: 'X', awayTeam: 'Y', homeMoneyline: 100, sportsbook: 'A' }),
      entry('b', { homeTeam: 'X', awayTeam: 'Y', awayMoneyline: 100, sportsbook: 'B' }),
    ];
    expect(findArbitrage(even).opportunities).toEqual([]);
    expect(findArbitrage(even).matchupsChecked).toBe(1);
  });

  it('sorts by profit, best first', () => {
    const small = [
      entry('c', { homeTeam: 'Jets', awayTeam: 'Patriots', homeMoneyline: 102, sportsbook: 'A' }),
      entry('d', { homeTeam: 'Jets', awayTeam: 'Patriots', awayMoneyline: 102, sportsbook: 'B' }),
    ];
    const report = findArbitrage([...small, ...billsDolphins]);
    expect(report.opportunities.map((o) => o.homeTeam)).toEqual(['Buffalo Bills', 'Jets']);
    // +102 both ways: 500 on each side returns 500 × 2.02 = 1010.
    expect(report.opportunities[1]?.expectedProfit).toBe(10);
  });

  it('gives the market hold of the best prices for a checked matchup without arbitrage', () => {
    const vig = [
      entry('a', { homeTeam: 'Jets', awayTeam: 'Patriots', homeMoneyline: -110, awayMoneyline: -110, sportsbook: 'A' }),
      entry('b', { homeTeam: 'Patriots', awayTeam: 'Jets', homeMoneyline: -105, awayMoneyline: -120, sportsbook: 'B' }),
      entry('c', { homeTeam: 'Rams', awayTeam: '49ers', homeMoneyline: -200, awayMoneyline: 170, sportsbook: 'A' }),
    ];
    const report = findArbitrage([...vig, ...billsDolphins]);
    expect(report.opportunities).toHaveLength(1);
    expect(report.matchupsChecked).toBe(3);
    // Best Jets -110 (A), best Patriots -105 (B): 1/1.9091 + 1/1.9524 = 1.036005, hold 1 - 1/1.036005 = 3.48%.
    expect(report.holds.map((h) => [h.homeTeam, h.holdPercent])).toEqual([
      ['Jets', 3.48],
      ['Rams', 3.57],
    ]);
    expect(report.holds[0]).toMatchObject({
      id: 'hold:2025-09-14|jets|patriots',
      gameDate: '2025-09-14',
      home: { odds: -110, sportsbook: 'A' },
      away: { odds: -105, sportsbook: 'B' },
    });
    expect(report.holds[0]?.sumOfInverseReturns).toBeCloseTo(1.036005, 6);
  });

  it('refuses a total stake that is not positive', () => {
    expect(() => findArbitrage(billsDolphins, { totalStake: 0 })).toThrow(RangeError);
    expect(() => findArbitrage(billsDolphins, { totalStake: Number.NaN })).toThrow(RangeError);
  });

  it('property: every reported opportunity pays more than the total stake whoever wins', () => {
    const team = fc.constantFrom('A', 'B', 'C', 'a', 'b ');
    const price = fc.oneof(fc.integer({ min: 100, max: 400 }), fc.integer({ min: -400, max: -100 }));
    const game = fc.record(
      {
        homeTeam: team,
        awayTeam: team,
        gameDate: fc.constantFrom('2025-09-14', '2025-09-15'),
        homeMoneyline: price,
        awayMoneyline: price,
        sportsbook: fc.constantFrom('A', 'B', 'C'),
      },
      { requiredKeys: ['homeTeam', 'awayTeam', 'gameDate'] },
    );
    fc.assert(
      fc.property(fc.array(game, { maxLength: 12 }), fc.integer({ min: 1, max: 1_000_000 }), (drafts, stakeCents) => {
        const games = drafts.map((draft, i): SlateGame => ({ ...draft, id: `${i}`, league: 'NFL' }));
        const report = findArbitrage(games, { totalStake: stakeCents / 100 });
        expect(report.matchupsChecked).toBeLessThanOrEqual(report.matchupsFound);
        expect(report.opportunities.length + report.holds.length).toBe(report.matchupsChecked);
        // A negative hold is an arbitrage too thin to survive rounding the stakes to the cent.
        for (const hold of report.holds) if (hold.holdPercent < 0) expect(hold.sumOfInverseReturns).toBeLessThan(1);
        for (const opportunity of report.opportunities) {
          expect(opportunity.sumOfInverseReturns).toBeLessThan(1);
          const staked = opportunity.legs.reduce((sum, leg) => sum + Math.round(leg.stake * 100), 0);
          expect(staked).toBe(stakeCents);
          for (const leg of opportunity.legs) expect(leg.payout).toBeGreaterThan(opportunity.totalStakeRequired);
          expect(opportunity.expectedProfit).toBeGreaterThan(0);
        }
      }),
    );
  });
});
