import { describe, expect, it } from 'vitest';
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

  it('shows a count whose bounds meet as exact', () => {
    expect(countText({ ...exact, atLeast: ['totalCount'], atMost: { totalCount: 1200 } }, 'totalCount')).toBe('1,200');
  });
});
