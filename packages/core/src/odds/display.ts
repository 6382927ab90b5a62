/**
 * Prices in the bettor's chosen odds format (ADR 056). Prices are stored and computed as American
 * odds; these turn one into the text a screen shows and read a typed price back, in any of the four formats.
 */
import { americanToDecimal, decimalToAmerican, isValidAmericanOdds } from './convert.ts';
import type { AmericanOdds } from './convert.ts';

export const ODDS_FORMATS = ['american', 'decimal', 'fractional', 'implied'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

export const ODDS_FORMAT_LABELS: Readonly<Record<OddsFormat, string>> = {
  american: 'American (-110)',
  decimal: 'Decimal (1.91)',
  fractional: 'Fractional (10/11)',
  implied: 'Implied probability (52.4%)',
};

/** What a price input asks for in each format, shown when the typed text is not a price. */
export const ODDS_INPUT_HINTS: Readonly<Record<OddsFormat, string>> = {
  american: 'Enter American odds like -110 or +150 (at or beyond ±100)',
  decimal: 'Enter decimal odds above 1, like 1.91',
  fractional: 'Enter fractional odds like 10/11 or 5/2',
  implied: 'Enter a win probability above 0 and below 100, like 52.4',
};

/** An example price in each format, for an input's placeholder. */
export const ODDS_PLACEHOLDERS: Readonly<Record<OddsFormat, string>> = {
  american: '-110',
  decimal: '1.91',
  fractional: '10/11',
  implied: '52.4',
};

const greatestCommonDivisor = (a: number, b: number): number => (b === 0 ? a : greatestCommonDivisor(b, a % b));

/** A whole American price as the reduced fraction of profit to stake: +150 → [3, 2], -110 → [10, 11]. */
export function fractionalOdds(odds: AmericanOdds): [numerator: number, denominator: number] {
  const whole = Math.round(odds);
  const [profit, stake] = whole > 0 ? [whole, 100] : [100, Math.abs(whole)];
  const divisor = greatestCommonDivisor(profit, stake);
  return [profit / divisor, stake / divisor];
}

const signed = (odds: number): string => (odds > 0 ? `+${odds}` : String(odds));

/**
 * Decimal odds with two decimals, as books print them; a price shorter than 1.10 keeps a third decimal, where
 * a hundredth is hundreds of American points (1.02 is -5000, 1.025 is -4000).
 */
function decimalText(odds: AmericanOdds): string {
  const decimal = americanToDecimal(odds);
  return decimal.toFixed(decimal < 1.1 ? 3 : 2);
}

/** One American price as text in a format. Not a price (between -100 and +100): an em dash. */
export function formatOdds(odds: AmericanOdds, format: OddsFormat): string {
  if (!isValidAmericanOdds(odds)) return '—';
  switch (format) {
    case 'american':
      return signed(Math.round(odds));
    case 'decimal':
      return decimalText(odds);
    case 'fractional':
      return fractionalOdds(odds).join('/');
    case 'implied':
      return `${(100 / americanToDecimal(odds)).toFixed(1)}%`;
  }
}

export type ParsedOdds = { ok: true; americanOdds: AmericanOdds } | { ok: false; message: string };

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** The gross decimal price a typed text stands for in a format, or null if it is not one. */
function typedDecimal(text: string, format: OddsFormat): number | null {
  const trimmed = text.trim();
  if (format === 'fractional') {
    const parts = trimmed.split('/').map((part) => part.trim());
    if (parts.length !== 2 || !parts.every((part) => NUMBER.test(part))) return null;
    const [profit, stake] = parts.map(Number) as [number, number];
    return profit > 0 && stake > 0 ? profit / stake + 1 : null;
  }
  const numberText = format === 'implied' ? trimmed.replace(/%$/, '').trim() : trimmed;
  if (!NUMBER.test(numberText)) return null;
  const value = Number(numberText);
  if (format === 'american') return isValidAmericanOdds(value) ? americanToDecimal(value) : null;
  if (format === 'decimal') return value > 1 ? value : null;
  return value > 0 && value < 100 ? 100 / value : null;
}

/**
 * A price typed in a format, as the nearest whole American price (how prices are stored). A text that is not
 * a price in that format is refused with the format's hint.
 */
export function parseOdds(text: string, format: OddsFormat): ParsedOdds {
  const decimal = typedDecimal(text, format);
  if (decimal === null || !Number.isFinite(decimal) || decimal <= 1) return { ok: false, message: ODDS_INPUT_HINTS[format] };
  return { ok: true, americanOdds: decimalToAmerican(decimal) };
}
