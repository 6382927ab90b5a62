import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readable, slateCsvNumber } from './slate-csv-numbers.ts';

describe('slateCsvNumber', () => {
  it('keeps words to their own kind of number: PK is a spread, EVEN a price', () => {
    expect(slateCsvNumber('pick', 'spread')).toBe(0);
    expect(slateCsvNumber('PK', 'moneyline')).toBeUndefined();
    expect(slateCsvNumber('Even', 'moneyline')).toBe(100);
    expect(slateCsvNumber('EVEN', 'spread')).toBeUndefined();
    expect(slateCsvNumber('u 44.5', 'total')).toBe(44.5);
    expect(slateCsvNumber('u 44.5', 'spread')).toBeUndefined();
  });

  it('tells a blank cell from one that holds no number', () => {
    expect(readable('  ', 'spread')).toBe(true);
    expect(readable(undefined, 'total')).toBe(true);
    expect(readable('-3.5', 'spread')).toBe(true);
    for (const cell of ['n/a', '3.5 pts', '-140x', 'Infinity', '1e3', '--3', '1,2,3']) expect(readable(cell, 'moneyline')).toBe(false);
  });

  it('reads back any price or point however a page or spreadsheet writes its sign, halves and separators', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2_000_000, max: 2_000_000 }), fc.constantFrom('-', '\u2212', '\u2013'), (halves, minus) => {
        const value = halves / 2;
        const whole = Math.trunc(Math.abs(value));
        const sign = value < 0 ? minus : '+';
        const grouped = whole.toLocaleString('en-US');
        const half = Number.isInteger(value) ? '' : '\u00bd';
        expect(slateCsvNumber(`${sign}${grouped}${half}`, 'spread')).toBe(value);
        expect(slateCsvNumber(`${sign}${String(whole)}${Number.isInteger(value) ? '' : ',5'}`, 'total')).toBe(value);
      }),
    );
  });
});
