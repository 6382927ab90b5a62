import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countText, summaryDescription } from './generator-results.tsx';

const search = { minLegs: 2, maxLegs: 8, lineCount: 700, elapsedMs: 240, combinationsPriced: 1 };
const summary = { totalCount: 10, optimalCount: 1, lowRiskCount: 2, highProbabilityCount: 10, atLeast: [], atMost: {} };

describe('summaryDescription', () => {
  it('says the search was exact when every list is proven', () => {
    const text = summaryDescription({ summary: { ...summary, listsExhaustive: true, unprovenLists: [] } }, search);
    expect(text).toBe('Every conflict-free parlay of 2 to 8 legs from 700 lines, searched exactly in 0.24 s.');
  });

  it('names the lists that hold the best found and says the others are exact', () => {
    const text = summaryDescription({ summary: { ...summary, listsExhaustive: false, unprovenLists: ['closestToTarget', 'lowRisk'] } }, search);
    expect(text).toContain('Closest to Target and Low-Risk Gems are the best found in 0.24 s');
    expect(text).toContain('The other lists are exact.');
  });

  it('speaks of the lists below when none is proven', () => {
    const all = ['closestToTarget', 'highProbability', 'lowRisk', 'optimal', 'valueBets'] as const;
    const text = summaryDescription({ summary: { ...summary, listsExhaustive: false, unprovenLists: [...all] } }, search);
    expect(text).toContain('the lists below are the best found');
    expect(text).not.toContain('other lists');
  });
});

describe('countText', () => {
  const exact = { ...summary, totalCount: 1200, listsExhaustive: true, unprovenLists: [] };

  it('shows an exact count as it is', () => {
    expect(countText(exact, 'totalCount')).toBe('1,200');
  });

  it('shows a bounded count between its lower and upper bound', () => {
    const bounded = { ...exact, atLeast: ['totalCount' as const], atMost: { totalCount: 1_500_000 } };
    expect(countText(bounded, 'totalCount')).toBe('between 1,200 and 1,500,000');
  });

  it('keeps "at least" for a bound that came without its upper bound', () => {
    expect(countText({ ...exact, atLeast: ['totalCount'] }, 'totalCount')).toBe('at least 1,200');
  });

  it('shows bounds past a million to three figures, the lower rounded down and the upper up', () => {
    const huge = { ...exact, totalCount: 9_007_199_254_740_991, atLeast: ['totalCount' as const], atMost: { totalCount: 4.348957653380915e21 } };
    expect(countText(huge, 'totalCount')).toBe('between 9,000,000,000,000,000 and 4,350,000,000,000,000,000,000');
    expect(countText({ ...exact, totalCount: 12_350, atLeast: ['totalCount'], atMost: { totalCount: 4_351_860_266 } }, 'totalCount')).toBe(
      'between 12,350 and 4,360,000,000',
    );
  });

  it('never shows a lower bound above the count or an upper bound below its bound', () => {
    const boundsArb = fc
      .tuple(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), fc.double({ min: 1, max: 1e7, noNaN: true }))
      .map(([lower, times]) => ({ lower, upper: Math.ceil(Math.max(lower + 1, lower * times)) }));
    fc.assert(
      fc.property(boundsArb, ({ lower, upper }) => {
        const text = countText({ ...exact, totalCount: lower, atLeast: ['totalCount'], atMost: { totalCount: upper } }, 'totalCount');
        const [, shownLower = '', shownUpper = ''] = /^between ([\d,]+) and ([\d,]+)$/.exec(text) ?? [];
        expect(Number(shownLower.replaceAll(',', ''))).toBeLessThanOrEqual(lower);
        expect(Number(shownUpper.replaceAll(',', ''))).toBeGreaterThanOrEqual(upper);
      }),
    );
  });

  it('shows a count whose bounds meet as exact', () => {
    expect(countText({ ...exact, atLeast: ['totalCount'], atMost: { totalCount: 1200 } }, 'totalCount')).toBe('1,200');
  });
});
