import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { conflictFamilies, createFamilyCounter } from './conflict-families.ts';
import { conflictKey, conflictRuleOfKeys } from './leg-conflict.ts';
import { slatesOf } from './random-slates.fixture.ts';
import { createSuffixSetCounter } from './suffix-set-counter.ts';

describe('createSuffixSetCounter', () => {
  it('counts the extensions of a partial parlay like the line-by-line counter', () => {
    fc.assert(
      fc.property(slatesOf(14), fc.nat(), fc.nat(), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 5 }), (lines, cut, pick, minSize, extra) => {
        const keys = lines.map(conflictKey);
        const order = keys.map((_, i) => i).reverse();
        const families = conflictFamilies(keys);
        const start = keys.length === 0 ? 0 : cut % (keys.length + 1);
        // A conflict-free partial parlay among the positions before start.
        const chosen: number[] = [];
        for (let p = 0; p < start; p++) {
          const key = keys[order[p] ?? 0];
          const fits = key && chosen.every((q) => conflictRuleOfKeys(key, keys[order[q] ?? 0] ?? key) === undefined);
          if (fits && (pick >> p) & 1) chosen.push(p);
        }
        const blocked = new Int32Array(keys.length);
        keys.forEach((key, p) => {
          blocked[p] = chosen.filter((q) => q !== p && conflictRuleOfKeys(keys[order[p] ?? 0] ?? key, keys[order[q] ?? 0] ?? key) !== undefined).length;
        });
        const fast = createSuffixSetCounter(families, order, 6);
        const slow = createFamilyCounter(families, order, 6);
        expect(fast(start, chosen, blocked, minSize, minSize + extra)).toBe(slow(start, blocked, minSize, minSize + extra));
        // The upper bound: every partial parlay's extensions at most, those of none exactly.
        expect(fast.atMost(start, minSize, minSize + extra)).toBeGreaterThanOrEqual(fast(start, chosen, blocked, minSize, minSize + extra));
        expect(fast.atMost(start, minSize, minSize + extra)).toBe(fast(start, [], new Int32Array(keys.length), minSize, minSize + extra));
      }),
      { numRuns: 300 },
    );
  });
});
