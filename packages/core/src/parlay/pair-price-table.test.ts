import { describe, expect, it } from 'vitest';
import { createPairPriceTable } from './pair-price-table.ts';

describe('createPairPriceTable', () => {
  it('answers for pairs and holds triples and quadruples on a small slate only', () => {
    const decimals = Float64Array.from([1.5, 2, 3, 10]);
    const small = createPairPriceTable(decimals, [[], [2], [1], []]);
    expect(small.hasPair(0, 3, 3)).toBe(true);
    expect(small.hasPair(0, 6, 6)).toBe(false);
    expect(small.ofSize(3)?.hasSet(0, 44.9, 45.1)).toBe(true); // 1.5 × 3 × 10
    expect(small.ofSize(4)?.hasSet(0, 89.9, 90.1)).toBe(false); // the only four hold the conflict
    expect(small.ofSize(5)).toBeUndefined();
    const large = createPairPriceTable(Float64Array.from({ length: 200 }, (_, i) => 1.5 + i / 100), []);
    expect(large.ofSize(2)).toBeDefined();
    expect(large.ofSize(3)).toBeUndefined(); // C(200, 3) sets: more than is worth building
    expect(small.setsLookedAt).toBeGreaterThan(0);
  });
});
