import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createPairPriceTable } from './pair-price-table.ts';

/** Ascending prices (as the search's positions are) and a symmetric conflict list. */
const slateArb = fc
  .tuple(fc.array(fc.double({ min: 1.01, max: 60, noNaN: true }), { minLength: 0, maxLength: 24 }), fc.array(fc.tuple(fc.nat(23), fc.nat(23)), { maxLength: 20 }))
  .map(([prices, pairs]) => {
    const decimals = Float64Array.from(prices.sort((a, b) => a - b));
    const conflictsAt: number[][] = prices.map(() => []);
    for (const [a, b] of pairs) {
      if (a === b || a >= prices.length || b >= prices.length) continue;
      conflictsAt[a]?.push(b);
      conflictsAt[b]?.push(a);
    }
    return { decimals, conflictsAt };
  });

/** The dearest pair the table keeps: all of them, or a limit anywhere among the pairs' prices. */
const highestArb = fc.oneof(fc.constant(Number.POSITIVE_INFINITY), fc.double({ min: 1, max: 4000, noNaN: true }));

describe('createPairPriceTable', () => {
  it('says yes whenever a pair of non-conflicting positions from `from` on is priced in the window', () => {
    fc.assert(
      fc.property(slateArb, fc.nat(24), fc.double({ min: 1, max: 4000, noNaN: true }), fc.double({ min: 1, max: 1.05, noNaN: true }), highestArb, ({ decimals, conflictsAt }, from, lo, widen, highest) => {
        const table = createPairPriceTable(decimals, conflictsAt, highest);
        const hi = lo * widen;
        let exists = false;
        for (let p = from; p < decimals.length; p++) {
          for (let q = p + 1; q < decimals.length; q++) {
            const price = (decimals[p] ?? 1) * (decimals[q] ?? 1);
            if (!conflictsAt[p]?.includes(q) && price >= lo && price <= hi) exists = true;
          }
        }
        if (exists) expect(table.hasPair(from, lo, hi)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('visits every pair of non-conflicting positions from `from` on priced in the window, or says it read none', () => {
    fc.assert(
      fc.property(slateArb, fc.nat(24), fc.double({ min: 1, max: 4000, noNaN: true }), fc.double({ min: 1, max: 1.05, noNaN: true }), highestArb, ({ decimals, conflictsAt }, from, lo, widen, highest) => {
        const table = createPairPriceTable(decimals, conflictsAt, highest);
        const hi = lo * widen;
        const visited = new Set<string>();
        const read = table.forEachPair(from, lo, hi, (p, q) => {
          expect(p).toBeGreaterThanOrEqual(from);
          expect(q).toBeGreaterThan(p);
          expect(conflictsAt[p]?.includes(q)).toBe(false);
          visited.add(`${p}-${q}`);
        });
        if (!read) {
          expect(visited.size).toBe(0);
          return;
        }
        for (let p = from; p < decimals.length; p++) {
          for (let q = p + 1; q < decimals.length; q++) {
            const price = (decimals[p] ?? 1) * (decimals[q] ?? 1);
            if (!conflictsAt[p]?.includes(q) && price >= lo && price <= hi) expect(visited.has(`${p}-${q}`)).toBe(true);
          }
        }
      }),
      { numRuns: 400 },
    );
  });

  it('answers no for a narrow window no pair is near, for pairs before `from`, and for conflicting pairs', () => {
    const decimals = Float64Array.from([1.5, 2, 3, 10]);
    const table = createPairPriceTable(decimals, [[], [2], [1], []]);
    expect(table.hasPair(0, 3, 3)).toBe(true); // 1.5 × 2
    expect(table.hasPair(1, 3, 3)).toBe(false); // only from position 0
    expect(table.hasPair(0, 6, 6)).toBe(false); // 2 × 3 conflict
    expect(table.hasPair(0, 29.9, 30.1)).toBe(true); // 3 × 10
    expect(table.hasPair(0, 17, 17.05)).toBe(false); // between 1.5 × 10 and 2 × 10
    expect(table.hasPair(3, 1, 1000)).toBe(false); // one position left
    const seen: string[] = [];
    expect(table.forEachPair(0, 29.9, 30.1, (p, q) => seen.push(`${p}-${q}`))).toBe(true);
    expect(seen).toEqual(['2-3']);
    const cheapOnly = createPairPriceTable(decimals, [[], [2], [1], []], 16);
    expect(cheapOnly.hasPair(0, 29.9, 30.1)).toBe(true); // above the pairs kept: cannot say no
    expect(cheapOnly.forEachPair(0, 29.9, 30.1, () => {})).toBe(false);
    expect(cheapOnly.hasPair(0, 17, 17.05)).toBe(true);
    expect(cheapOnly.hasPair(0, 6, 6)).toBe(false);
  });
});
