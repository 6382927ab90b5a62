import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parlayStatistics } from './parlay-statistics.ts';
import { roiByCategory, roiByLegCount } from './parlay-breakdowns.ts';
import { PARLAY_CATEGORIES, PARLAY_STATUSES, type TrackedParlay } from './tracked-parlay.ts';

let sequence = 0;
const parlay = (fields: Partial<TrackedParlay>): TrackedParlay => ({
  id: `p${++sequence}`,
  status: 'pending',
  category: 'standard',
  numLegs: 3,
  totalOdds: 600,
  parlayDescription: 'A + B + C',
  generatedAt: '2025-09-10T12:00:00Z',
  stakeAmount: 10,
  potentialPayout: 70,
  ...fields,
});

describe('roiByCategory', () => {
  it('files a parlay entered by hand under no generator category, in a group of its own', () => {
    const tracked = [
      parlay({ category: 'lowRisk', status: 'won', potentialPayout: 25 }),
      parlay({ category: 'lowRisk', status: 'lost', source: 'manual' }),
    ];
    const groups = roiByCategory(tracked);
    expect(groups.map((group) => [group.label, group.count])).toEqual([['Optimal', 0], ['Low Risk', 1], ['Standard', 0], ['Entered by hand', 1]]);
    expect(parlayStatistics(tracked).lowRiskParlayCount).toBe(1);
    expect(roiByCategory([parlay({ category: 'lowRisk' })]).map((group) => group.key)).toEqual(['optimal', 'lowRisk', 'standard']);
  });

  it('lists all three categories in order, with ROI over settled parlays only', () => {
    const groups = roiByCategory([
      parlay({ category: 'optimal', status: 'won', stakeAmount: 20, potentialPayout: 50 }),
      parlay({ category: 'optimal', status: 'lost', stakeAmount: 10 }),
      parlay({ category: 'optimal', status: 'pending', stakeAmount: 99 }),
    ]);
    expect(groups.map((group) => group.label)).toEqual(['Optimal', 'Low Risk', 'Standard']);
    expect(groups[0]).toEqual({
      key: 'optimal',
      label: 'Optimal',
      count: 3,
      settledCount: 2,
      winRate: 50,
      totalStaked: 30,
      netProfit: 20,
      roi: (20 / 30) * 100,
    });
    expect(groups[1]).toMatchObject({ count: 0, winRate: 0, roi: 0, netProfit: 0 });
  });
});

describe('roiByLegCount', () => {
  it('groups by leg count, fewest first, labelled', () => {
    const groups = roiByLegCount([
      parlay({ numLegs: 4, status: 'lost' }),
      parlay({ numLegs: 2, status: 'won', potentialPayout: 25 }),
      parlay({ numLegs: 1, status: 'won', potentialPayout: 19.09 }),
    ]);
    expect(groups.map((group) => [group.label, group.netProfit])).toEqual([
      ['1 leg', 9.09],
      ['2 legs', 15],
      ['4 legs', -10],
    ]);
  });

  it('property: the groups add up to the whole statistics', () => {
    const arbitrary = fc.array(
      fc.record({
        status: fc.constantFrom(...PARLAY_STATUSES),
        category: fc.constantFrom(...PARLAY_CATEGORIES),
        numLegs: fc.integer({ min: 1, max: 8 }),
        stakeAmount: fc.integer({ min: 1, max: 100_000 }).map((cents) => cents / 100),
        potentialPayout: fc.integer({ min: 0, max: 1_000_000 }).map((cents) => cents / 100),
      }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(arbitrary, (rows) => {
        const parlays = rows.map((row) => parlay(row));
        const whole = parlayStatistics(parlays);
        for (const groups of [roiByCategory(parlays), roiByLegCount(parlays)]) {
          expect(groups.reduce((sum, group) => sum + group.count, 0)).toBe(whole.totalParlays);
          expect(Math.round(groups.reduce((sum, group) => sum + group.netProfit * 100, 0))).toBe(Math.round(whole.netProfit * 100));
          expect(Math.round(groups.reduce((sum, group) => sum + group.totalStaked * 100, 0))).toBe(Math.round(whole.totalStaked * 100));
        }
      }),
    );
  });
});
