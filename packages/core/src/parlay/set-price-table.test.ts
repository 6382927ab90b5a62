import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSetPriceTable } from './set-price-table.ts';

/** Ascending prices (as the search's positions are) and a symmetric conflict list. */
const slateArb = fc
  .tuple(fc.array(fc.double({ min: 1.01, max: 60, noNaN: true }), { minLength: 0, maxLength: 20 }), fc.array(fc.tuple(fc.nat(19), fc.nat(19)), { maxLength: 20 }))
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

/** The dearest set the table keeps: all of them, or a limit anywhere among the sets' prices. */
const highestArb = fc.oneof(fc.constant(Number.POSITIVE_INFINITY), fc.double({ min: 1, max: 40_000, noNaN: true }));
const windowArb = fc.tuple(fc.double({ min: 1, max: 40_000, noNaN: true }), fc.double({ min: 1, max: 1.05, noNaN: true }));

/** Every set of `size` non-conflicting positions from `from` on priced in [lo, hi], by brute force, as "p-q-r". */
function setsInWindow(decimals: Float64Array, conflictsAt: readonly (readonly number[])[], size: number, from: number, lo: number, hi: number): string[] {
  const found: string[] = [];
  const extend = (chosen: number[], start: number): void => {
    if (chosen.length === size) {
      const price = chosen.reduce((product, p) => product * (decimals[p] ?? 1), 1);
      if (price >= lo && price <= hi) found.push(chosen.join('-'));
      return;
    }
    for (let p = start; p < decimals.length; p++) {
      if (chosen.some((c) => conflictsAt[c]?.includes(p))) continue;
      extend([...chosen, p], p + 1);
    }
  };
  extend([], from);
  return found;
}

describe('createSetPriceTable', () => {
  it('says yes whenever a set of non-conflicting positions from `from` on is priced in the window', () => {
    fc.assert(
      fc.property(slateArb, fc.integer({ min: 2, max: 4 }), fc.nat(20), windowArb, highestArb, ({ decimals, conflictsAt }, size, from, [lo, widen], highest) => {
        const table = createSetPriceTable(decimals, conflictsAt, size, highest);
        if (setsInWindow(decimals, conflictsAt, size, from, lo, lo * widen).length > 0) expect(table.hasSet(from, lo, lo * widen)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('visits every set of non-conflicting positions from `from` on priced in the window, or says it read none', () => {
    fc.assert(
      fc.property(slateArb, fc.integer({ min: 2, max: 4 }), fc.nat(20), windowArb, highestArb, ({ decimals, conflictsAt }, size, from, [lo, widen], highest) => {
        const table = createSetPriceTable(decimals, conflictsAt, size, highest);
        const visited = new Set<string>();
        const read = table.forEachSet(from, lo, lo * widen, (set) => {
          expect(set).toHaveLength(size);
          expect(set[0]).toBeGreaterThanOrEqual(from);
          set.forEach((p, i) => {
            if (i > 0) expect(p).toBeGreaterThan(set[i - 1] ?? -1);
            for (const q of set) expect(conflictsAt[p]?.includes(q)).toBe(false);
          });
          visited.add(set.join('-'));
        });
        if (!read) {
          expect(visited.size).toBe(0);
          return;
        }
        for (const set of setsInWindow(decimals, conflictsAt, size, from, lo, lo * widen)) expect(visited.has(set)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps every set, the dearest too: a window at any set price visits it', () => {
    fc.assert(
      fc.property(slateArb, fc.integer({ min: 2, max: 4 }), fc.nat(), ({ decimals, conflictsAt }, size, pick) => {
        const sets = setsInWindow(decimals, conflictsAt, size, 0, 0, Number.POSITIVE_INFINITY);
        fc.pre(sets.length > 0);
        // The dearest set half the time: its log price is where a sum in another order can round past the last kept.
        const priceOf = (set: string): number => set.split('-').reduce((product, p) => product * (decimals[Number(p)] ?? 1), 1);
        const dearest = sets.reduce((a, b) => (priceOf(b) > priceOf(a) ? b : a));
        const chosen = pick % 2 === 0 ? dearest : (sets[pick % sets.length] ?? dearest);
        const price = priceOf(chosen);
        const table = createSetPriceTable(decimals, conflictsAt, size);
        const visited: string[] = [];
        expect(table.forEachSet(0, price, price, (set) => visited.push(set.join('-')))).toBe(true);
        expect(visited).toContain(chosen);
        expect(table.hasSet(0, price, price)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the dearest pair where the sum of logs in another order rounds below its own (a counterexample found)', () => {
    const decimals = Float64Array.from([2.452492145608601, 12.733598026635294, 39.782228334097404]);
    const price = (decimals[1] ?? 1) * (decimals[2] ?? 1);
    const visited: string[] = [];
    expect(createSetPriceTable(decimals, [[], [], []], 2).forEachSet(0, price, price, (set) => visited.push(set.join('-')))).toBe(true);
    expect(visited).toEqual(['1-2']);
  });

  it('answers no for a narrow window no pair is near, for pairs before `from`, and for conflicting pairs', () => {
    const decimals = Float64Array.from([1.5, 2, 3, 10]);
    const table = createSetPriceTable(decimals, [[], [2], [1], []], 2);
    expect(table.hasSet(0, 3, 3)).toBe(true); // 1.5 × 2
    expect(table.hasSet(1, 3, 3)).toBe(false); // only from position 0
    expect(table.hasSet(0, 6, 6)).toBe(false); // 2 × 3 conflict
    expect(table.hasSet(0, 29.9, 30.1)).toBe(true); // 3 × 10
    expect(table.hasSet(0, 17, 17.05)).toBe(false); // between 1.5 × 10 and 2 × 10
    expect(table.hasSet(3, 1, 1000)).toBe(false); // one position left
    const seen: string[] = [];
    expect(table.forEachSet(0, 29.9, 30.1, (set) => seen.push(set.join('-')))).toBe(true);
    expect(seen).toEqual(['2-3']);
    const cheapOnly = createSetPriceTable(decimals, [[], [2], [1], []], 2, 16);
    expect(cheapOnly.hasSet(0, 29.9, 30.1)).toBe(true); // above the pairs kept: cannot say no
    expect(cheapOnly.forEachSet(0, 29.9, 30.1, () => {})).toBe(false);
    expect(cheapOnly.hasSet(0, 17, 17.05)).toBe(true);
    expect(cheapOnly.hasSet(0, 6, 6)).toBe(false);
  });

  it('finds triples without a conflicting pair in them', () => {
    const decimals = Float64Array.from([1.5, 2, 3, 10]);
    const table = createSetPriceTable(decimals, [[], [2], [1], []], 3);
    const seen: string[] = [];
    for (const price of [30, 45, 60]) expect(table.forEachSet(0, price - 0.1, price + 0.1, (set) => seen.push(set.join('-')))).toBe(true);
    expect(seen).toEqual(['0-1-3', '0-2-3']); // 1 and 2 conflict: no 2 × 3 × 10
    expect(table.hasSet(0, 8.9, 9.1)).toBe(false); // 1.5 × 2 × 3 holds the conflict
    expect(table.hasSet(1, 59.9, 60.1)).toBe(false); // 2 × 3 × 10 holds it too
  });
});
