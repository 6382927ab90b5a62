import { describe, expect, it } from 'vitest';
import { parlayStatistics } from './parlay-statistics.ts';
import { cumulativeProfitSeries, parlayProfit } from './profit-over-time.ts';
import type { TrackedParlay } from './tracked-parlay.ts';

const base: Omit<TrackedParlay, 'id' | 'status'> = {
  category: 'standard',
  numLegs: 2,
  totalOdds: 264,
  parlayDescription: 'A + B',
  generatedAt: '2025-09-01T12:00:00Z',
  stakeAmount: 10,
  potentialPayout: 36.4,
};

describe('cumulativeProfitSeries', () => {
  it('runs over settled parlays in settlement order, leaving pending ones out', () => {
    const parlays: TrackedParlay[] = [
      { ...base, id: 'a', status: 'won', settledAt: '2025-09-05T12:00:00Z' },
      { ...base, id: 'b', status: 'lost', settledAt: '2025-09-03T12:00:00Z' },
      { ...base, id: 'c', status: 'pending' },
      { ...base, id: 'd', status: 'partially_won', actualPayout: 12.5, generatedAt: '2025-09-04T00:00:00Z' },
    ];
    const series = cumulativeProfitSeries(parlays);
    expect(series.map((point) => [point.parlayId, point.at, point.profit, point.cumulativeProfit])).toEqual([
      ['b', '2025-09-03T12:00:00Z', -10, -10],
      ['d', '2025-09-04T00:00:00Z', 2.5, -7.5],
      ['a', '2025-09-05T12:00:00Z', 26.4, 18.9],
    ]);
    // The curve ends at the statistics' net profit.
    expect(series.at(-1)?.cumulativeProfit).toBe(parlayStatistics(parlays).netProfit);
  });

  it('is empty without settled parlays; a pending parlay has no profit', () => {
    expect(cumulativeProfitSeries([{ ...base, id: 'x', status: 'pending' }])).toEqual([]);
    expect(parlayProfit({ ...base, id: 'x', status: 'pending' })).toBe(0);
  });
});
