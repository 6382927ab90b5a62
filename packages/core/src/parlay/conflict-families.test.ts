import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { binomialTable, conflictFamilies, conflictFreeCount } from './conflict-families.ts';
import { conflictKey, conflictRuleOfKeys } from './leg-conflict.ts';
import { slatesOf } from './random-slates.fixture.ts';

describe('conflictFamilies (docs/product/profit-target.md conflicts as families and groups)', () => {
  it('puts two lines in one family and different groups exactly when they conflict', () => {
    fc.assert(
      fc.property(slatesOf(12), (lines) => {
        const keys = lines.map(conflictKey);
        const { family, group } = conflictFamilies(keys);
        keys.forEach((a, i) =>
          keys.forEach((b, j) => {
            if (i === j) return;
            const conflict = conflictRuleOfKeys(a, b) !== undefined;
            expect(conflict).toBe(family[i] === family[j] && group[i] !== group[j]);
          }),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('counts conflict-free combinations like listing every subset', () => {
    fc.assert(
      fc.property(slatesOf(12), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 }), (lines, minLegs, extra) => {
        const keys = lines.map(conflictKey);
        let listed = 0;
        for (let mask = 0; mask < 1 << keys.length; mask++) {
          const chosen = keys.filter((_, i) => (mask >> i) & 1);
          if (chosen.length < minLegs || chosen.length > minLegs + extra) continue;
          const free = chosen.every((a, i) => chosen.every((b, j) => j <= i || conflictRuleOfKeys(a, b) === undefined));
          if (free) listed++;
        }
        expect(conflictFreeCount(keys, minLegs, minLegs + extra)).toBe(listed);
      }),
      { numRuns: 150 },
    );
  });

  it('builds Pascal rows', () => {
    expect(Array.from(binomialTable(5, 3)[5] ?? [])).toEqual([1, 5, 10, 10]);
  });
});
