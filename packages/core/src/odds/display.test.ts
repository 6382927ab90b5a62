import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { americanToDecimal } from './convert.ts';
import { formatOdds, fractionalOdds, ODDS_FORMATS, ODDS_INPUT_HINTS, parseOdds } from './display.ts';

const american = fc.oneof(fc.integer({ min: 100, max: 100_000 }), fc.integer({ min: -100_000, max: -101 }));
const greatestCommonDivisor = (a: number, b: number): number => (b === 0 ? a : greatestCommonDivisor(b, a % b));

const parsed = (text: string, format: (typeof ODDS_FORMATS)[number]): number => {
  const result = parseOdds(text, format);
  if (!result.ok) throw new Error(result.message);
  return result.americanOdds;
};

describe('prices in the chosen odds format', () => {
  it('shows one price in each format', () => {
    expect(ODDS_FORMATS.map((format) => formatOdds(-110, format))).toEqual(['-110', '1.91', '10/11', '52.4%']);
    expect(ODDS_FORMATS.map((format) => formatOdds(150, format))).toEqual(['+150', '2.50', '3/2', '40.0%']);
    expect(ODDS_FORMATS.map((format) => formatOdds(100, format))).toEqual(['+100', '2.00', '1/1', '50.0%']);
  });

  it('keeps a third decimal for a price shorter than 1.10, so it never reads 1.00', () => {
    expect(formatOdds(-4000, 'decimal')).toBe('1.025');
    expect(formatOdds(-100_000, 'decimal')).toBe('1.001');
    expect(formatOdds(-1000, 'decimal')).toBe('1.10');
  });

  it('shows a dash for a number that is not a price', () => {
    expect(formatOdds(50, 'decimal')).toBe('—');
    expect(formatOdds(Number.NaN, 'american')).toBe('—');
  });

  it('reads typed prices in each format as whole American prices', () => {
    expect(parsed('1.91', 'decimal')).toBe(-110);
    expect(parsed(' 2.5 ', 'decimal')).toBe(150);
    expect(parsed('10/11', 'fractional')).toBe(-110);
    expect(parsed('3/2', 'fractional')).toBe(150);
    expect(parsed('5/2', 'fractional')).toBe(250);
    expect(parsed('52.4%', 'implied')).toBe(-110);
    expect(parsed('40', 'implied')).toBe(150);
    expect(parsed('+150', 'american')).toBe(150);
    expect(parsed('-110', 'american')).toBe(-110);
  });

  it('refuses a text that is not a price in the chosen format, with that format hint', () => {
    const refusals: [string, (typeof ODDS_FORMATS)[number]][] = [
      ['1', 'decimal'],
      ['0.5', 'decimal'],
      ['-110', 'decimal'],
      ['abc', 'decimal'],
      ['', 'decimal'],
      ['5/0', 'fractional'],
      ['0/5', 'fractional'],
      ['5', 'fractional'],
      ['100', 'implied'],
      ['0', 'implied'],
      ['50', 'american'],
      ['1.91', 'american'],
    ];
    for (const [text, format] of refusals) {
      expect(parseOdds(text, format), `${text} as ${format}`).toEqual({ ok: false, message: ODDS_INPUT_HINTS[format] });
    }
  });

  it('round-trips American → fractional → American exactly, the fraction reduced', () => {
    fc.assert(
      fc.property(american, (odds) => {
        const [numerator, denominator] = fractionalOdds(odds);
        expect(greatestCommonDivisor(numerator, denominator)).toBe(1);
        expect(parsed(formatOdds(odds, 'fractional'), 'fractional')).toBe(odds);
      }),
    );
  });

  it('round-trips American → American text → American exactly', () => {
    fc.assert(fc.property(american, (odds) => parsed(formatOdds(odds, 'american'), 'american') === odds));
  });

  it('reads a shown decimal price back within its rounding', () => {
    fc.assert(
      fc.property(american, (odds) => {
        const back = parsed(formatOdds(odds, 'decimal'), 'decimal');
        // Half of the last shown decimal, plus the rounding to a whole American price.
        expect(Math.abs(americanToDecimal(back) - americanToDecimal(odds))).toBeLessThanOrEqual(0.0101);
      }),
    );
  });

  it('shows an implied probability between 0 and 100 %', () => {
    fc.assert(
      fc.property(american, (odds) => {
        const percent = Number(formatOdds(odds, 'implied').replace('%', ''));
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
      }),
    );
  });
});
