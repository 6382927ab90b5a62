import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSlateNumberOrBlank, slateNumber } from './slate-numbers.ts';

describe('slateNumber', () => {
  it('turns empty or non-numeric entries into undefined, as the form and the import both read them', () => {
    expect(slateNumber('-3.5', 'spread')).toBe(-3.5);
    expect(slateNumber(' +150 ', 'moneyline')).toBe(150);
    expect(slateNumber('47.5', 'total')).toBe(47.5);
    for (const blank of ['', '   ', undefined]) expect(slateNumber(blank, 'spread')).toBeUndefined();
    for (const text of ['3.5 pts', 'Infinity', 'NaN']) expect(slateNumber(text, 'total')).toBeUndefined();
  });

  it('keeps words to their own kind of number: PK is a spread, EVEN a price', () => {
    expect(slateNumber('pick', 'spread')).toBe(0);
    expect(slateNumber('PK', 'moneyline')).toBeUndefined();
    expect(slateNumber('Even', 'moneyline')).toBe(100);
    expect(slateNumber('EVEN', 'spread')).toBeUndefined();
    expect(slateNumber('u 44.5', 'total')).toBe(44.5);
    expect(slateNumber('u 44.5', 'spread')).toBeUndefined();
  });

  it('tells a blank cell from one that holds no number', () => {
    expect(isSlateNumberOrBlank('  ', 'spread')).toBe(true);
    expect(isSlateNumberOrBlank(undefined, 'total')).toBe(true);
    expect(isSlateNumberOrBlank('-3.5', 'spread')).toBe(true);
    for (const cell of ['n/a', '3.5 pts', '-140x', 'Infinity', '1e3', '--3', '1,2,3']) expect(isSlateNumberOrBlank(cell, 'moneyline')).toBe(false);
  });

  it('reads back any price or point however a page or spreadsheet writes its sign, halves and separators', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2_000_000, max: 2_000_000 }), fc.constantFrom('-', '\u2212', '\u2013'), (halves, minus) => {
        const value = halves / 2;
        const whole = Math.trunc(Math.abs(value));
        const sign = value < 0 ? minus : '+';
        const grouped = whole.toLocaleString('en-US');
        const half = Number.isInteger(value) ? '' : '\u00bd';
        expect(slateNumber(`${sign}${grouped}${half}`, 'spread')).toBe(value);
        expect(slateNumber(`${sign}${String(whole)}${Number.isInteger(value) ? '' : ',5'}`, 'total')).toBe(value);
      }),
    );
  });
});
