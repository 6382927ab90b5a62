import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_FORMULA_START, unescapeCsvFormula } from './csv-formula-guard.ts';

describe('CSV_FORMULA_START', () => {
  it.each(['=HYPERLINK("http://x")', '+cmd|calc', '-1+1', '@SUM(A1)', '\t=1', '\r=1', "'@", "''=1", '＝1+1', '＋cmd', '－1+1', '＠SUM(A1)'])('treats %j as a formula', (cell) => {
    expect(CSV_FORMULA_START.test(cell)).toBe(true);
  });

  it.each(['-7.5', '+120', '-350', 'Philadelphia Eagles', '', '1=1'])('leaves %j alone', (cell) => {
    expect(CSV_FORMULA_START.test(cell)).toBe(false);
  });
});

describe('unescapeCsvFormula', () => {
  it('takes off the quote the export put before a formula-like text, and only that', () => {
    expect(unescapeCsvFormula("'=A1")).toBe('=A1');
    expect(unescapeCsvFormula("'-1+1")).toBe('-1+1');
    expect(unescapeCsvFormula("'s Hertogenbosch")).toBe("'s Hertogenbosch");
    expect(unescapeCsvFormula("'-7.5")).toBe("'-7.5");
  });
});

describe('the export guard and the import read back', () => {
  const exported = (cell: string): string => (CSV_FORMULA_START.test(cell) ? `'${cell}` : cell);

  it("give back a text that already starts with a quote before a formula character (\"'@\" read back as \"@\")", () => {
    expect(unescapeCsvFormula(exported("'@"))).toBe("'@");
    expect(unescapeCsvFormula(exported("''=1"))).toBe("''=1");
    expect(unescapeCsvFormula(exported('@'))).toBe('@');
  });

  it('give back every text (property)', () => {
    const text = fc.string({ unit: fc.constantFrom("'", '=', '+', '-', '@', '\t', '1', '.', 'a', ' ', '＝', '＠') });
    fc.assert(fc.property(fc.oneof(text, fc.string()), (cell) => unescapeCsvFormula(exported(cell)) === cell));
  });
});
