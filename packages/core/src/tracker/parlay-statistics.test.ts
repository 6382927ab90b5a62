import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { TrackedParlay } from './tracked-parlay.ts';
import { PARLAY_CATEGORIES, PARLAY_STATUSES } from './tracked-parlay.ts';
import { parlayStatistics } from './parlay-statistics.ts';

let sequence = 0;
const parlay = (fields: Partial<TrackedParlay> & Pick<TrackedParlay, 'status'>): TrackedParlay => ({
  id: `p${++sequence}`,
  category: 'standard',
  numLegs: 3,
  totalOdds: 600,
  parlayDescription: 'A + B + C',
  generatedAt: `2025-09-${String(10 + (sequence % 20)).padStart(2, '0')}T12:00:00Z`,
  stakeAmount: 10,
  potentialPayout: 70,
  ...fields,
});

describe('parlayStatistics (docs/product/parlay-tracker.md Parlay statistics)', () => {
  it('gives zeros, not NaN, for no parlays', () => {
    const stats = parlayStatistics([]);
    expect(Object.values(stats).every((value) => value === 0)).toBe(true);
    expect(Object.keys(stats).sort()).toEqual(
      [
        'totalParlays', 'pendingParlays', 'wonParlays', 'lostParlays', 'partiallyWonParlays', 'voidParlays', 'winRate', 'netProfit',
        'totalStaked', 'roi', 'optimalParlayCount', 'optimalWinRate', 'lowRiskParlayCount', 'lowRiskWinRate',
        'standardParlayCount', 'standardWinRate', 'averageOdds', 'averageStake', 'averageLegsPerParlay',
        'currentWinStreak', 'currentLossStreak', 'longestWinStreak', 'longestLossStreak',
      ].sort(),
    );
  });

  it('computes a mixed history', () => {
    // status, category, day of September, American odds, stake, potential payout, extra fields
    const row = (
      status: TrackedParlay['status'],
      category: TrackedParlay['category'],
      day: number,
      totalOdds: number,
      stakeAmount: number,
      potentialPayout: number,
      extra: Partial<TrackedParlay> = {},
    ) => parlay({ status, category, generatedAt: `2025-09-0${day}T10:00:00Z`, totalOdds, stakeAmount, potentialPayout, ...extra });
    const history: TrackedParlay[] = [
      row('won', 'optimal', 1, 150, 40, 100),
      row('lost', 'optimal', 2, 120, 50, 110),
      row('won', 'lowRisk', 3, 400, 20, 100, { actualPayout: 95.5 }),
      row('partially_won', 'lowRisk', 4, -120, 30, 55),
      row('won', 'standard', 5, 300, 10, 40),
      row('pending', 'standard', 6, 250, 100, 350, { numLegs: 5 }),
    ];
    const stats = parlayStatistics(history);
    expect(stats).toMatchObject({
      totalParlays: 6,
      pendingParlays: 1,
      wonParlays: 3,
      lostParlays: 1,
      partiallyWonParlays: 1,
      // 3 won of 5 settled (the partially won one is settled but not a win).
      winRate: 60,
      // Staked on settled: 40 + 50 + 20 + 30 + 10 = 150. Returned: 100 + 0 + 95.50 + 30 (stake back) + 40.
      totalStaked: 150,
      netProfit: 115.5,
      roi: 77,
      optimalParlayCount: 2,
      optimalWinRate: 50,
      lowRiskParlayCount: 2,
      lowRiskWinRate: 50,
      standardParlayCount: 2,
      standardWinRate: 100,
      // (150 + 120 + 400 − 120 + 300 + 250) / 6 and (40 + 50 + 20 + 30 + 10 + 100) / 6 over all parlays.
      averageOdds: 1100 / 6,
      averageStake: 250 / 6,
      averageLegsPerParlay: 20 / 6,
      // W L W P W in time order: the partial win breaks the run, so the current and longest win streak are 1.
      currentWinStreak: 1,
      currentLossStreak: 0,
      longestWinStreak: 1,
      longestLossStreak: 1,
    });
  });

  it('runs streaks in generatedAt order, whatever the list order', () => {
    const at = (day: number) => `2025-10-${String(day).padStart(2, '0')}T00:00:00.000Z`;
    const history = [
      parlay({
        status: 'lost', generatedAt: at(9) }),
      parlay({
        status: 'won', generatedAt: at(1) }),
      parlay({
        status: 'won', generatedAt: at(2) }),
      parlay({
        status: 'won', generatedAt: at(3) }),
      parlay({
        status: 'pending', generatedAt: at(8) }),
      parlay({
        status: 'lost', generatedAt: at(7) }),
      parlay({
        status: 'lost', generatedAt: at(4) }),
      parlay({
        status: 'won', generatedAt: at(5) }),
    ];
    // Settled in time order: W W W L W L L (pending skipped).
    expect(parlayStatistics(history)).toMatchObject({
      currentWinStreak: 0,
      currentLossStreak: 2,
      longestWinStreak: 3,
      longestLossStreak: 2,
    });
  });

  it('uses actualPayout when entered, also on a lost or partially won parlay', () => {
    const stats = parlayStatistics([
      parlay({
        status: 'lost', stakeAmount: 25, actualPayout: 5 }),
      parlay({
        status: 'partially_won', stakeAmount: 25, actualPayout: 60.25 }),
    ]);
    expect(stats.netProfit).toBe(15.25);
    expect(stats.totalStaked).toBe(50);
    expect(stats.roi).toBe(30.5);
  });

  it('keeps money exact to the cent', () => {
    const stats = parlayStatistics([
      parlay({
        status: 'won', stakeAmount: 0.1, potentialPayout: 0.3 }),
      parlay({
        status: 'won', stakeAmount: 0.2, potentialPayout: 0.3 }),
    ]);
    expect(stats.totalStaked).toBe(0.3);
    expect(stats.netProfit).toBe(0.3);
  });

  it('property: counts add up, rates stay within 0-100, nothing is NaN', () => {
    const amount = fc.oneof(
      fc.double({ min: -1e6, max: 1e9, noNaN: true }),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, 0),
    );
    const parlayArb = fc.record(
      {
        id: fc.string(),
        status: fc.constantFrom(...PARLAY_STATUSES),
        category: fc.constantFrom(...PARLAY_CATEGORIES),
        numLegs: fc.integer({ min: 2, max: 17 }),
        totalOdds: fc.integer({ min: -100_000, max: 100_000 }),
        parlayDescription: fc.string(),
        generatedAt: fc.oneof(
          fc.date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2100-01-01') }).map((d) => d.toISOString()),
          fc.string(),
        ),
        stakeAmount: amount,
        potentialPayout: amount,
        actualPayout: amount,
        notes: fc.string(),
      },
      { requiredKeys: ['id', 'status', 'category', 'numLegs', 'totalOdds', 'parlayDescription', 'generatedAt', 'stakeAmount', 'potentialPayout'] },
    );
    fc.assert(
      fc.property(fc.array(parlayArb, { maxLength: 30 }), (parlays) => {
        const stats = parlayStatistics(parlays);
        for (const value of Object.values(stats)) expect(Number.isFinite(value)).toBe(true);
        expect(stats.pendingParlays + stats.wonParlays + stats.lostParlays + stats.partiallyWonParlays + stats.voidParlays).toBe(stats.totalParlays);
        expect(stats.optimalParlayCount + stats.lowRiskParlayCount + stats.standardParlayCount).toBe(stats.totalParlays);
        for (const rate of [stats.winRate, stats.optimalWinRate, stats.lowRiskWinRate, stats.standardWinRate]) {
          expect(rate).toBeGreaterThanOrEqual(0);
          expect(rate).toBeLessThanOrEqual(100);
        }
        const settled = stats.wonParlays + stats.lostParlays + stats.partiallyWonParlays;
        expect(stats.longestWinStreak).toBeLessThanOrEqual(stats.wonParlays);
        expect(stats.longestLossStreak).toBeLessThanOrEqual(stats.lostParlays);
        expect(stats.currentWinStreak).toBeLessThanOrEqual(stats.longestWinStreak);
        expect(stats.currentLossStreak).toBeLessThanOrEqual(stats.longestLossStreak);
        expect(stats.currentWinStreak === 0 || stats.currentLossStreak === 0).toBe(true);
        expect(stats.longestWinStreak + stats.longestLossStreak).toBeLessThanOrEqual(settled);
      }),
    );
  });
});
