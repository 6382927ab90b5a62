/**
 * What one OCR'd word means on a bet slip or odds board: a price, a spread point, a total's side
 * and number, an amount of money, or text. Signs come in every form books print (-, unicode minus, en and em
 * dash), 'EVEN' is +100 and 'PK' a spread of 0.
 */

/** American odds beyond this are a misreading (a date, a stake), not a price. */
const MAX_ODDS = 100_000;
/** A spread this large is a price read without its sign, not a point. */
const MAX_POINT = 99.5;

/** Dashes and minus signs as '-', stray bullets and brackets around prices dropped. */
export function normaliseWord(text: string): string {
  return text
    .replace(/[\u2212\u2013\u2014\u2012\u2010~]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[*•·|»«'"`,:;]+|[*•·|»«'"`,;]+$/g, '')
    .replace(/^\((.*)\)$/, '$1')
    .trim();
}

/** A price: a signed whole number of 3 to 6 digits, or EVEN/EV (+100). */
export function priceOf(text: string): number | undefined {
  const word = normaliseWord(text);
  if (/^ev(?:en)?$/i.test(word)) return 100;
  if (!/^[+-]\d{3,6}$/.test(word)) return undefined;
  const odds = Number(word);
  return Math.abs(odds) >= 100 && Math.abs(odds) <= MAX_ODDS ? odds : undefined;
}

/** A price whose sign the OCR lost ('245' for '+245'): the digits only, for a cell known to hold a price. */
export function unsignedPriceOf(text: string): number | undefined {
  const word = normaliseWord(text);
  if (!/^\d{3,4}$/.test(word)) return undefined;
  const odds = Number(word);
  return odds >= 100 ? odds : undefined;
}

/** A spread point: '-3.5', '+7', 'PK' (0). Unsigned numbers are not points (they are totals or noise). */
export function pointOf(text: string): number | undefined {
  const word = normaliseWord(text);
  if (/^(?:pk|pick|pick'em|pickem)$/i.test(word)) return 0;
  if (!/^[+-]\d{1,2}(?:\.5|\.0)?$/.test(word)) return undefined;
  const point = Number(word) + 0;
  return Math.abs(point) <= MAX_POINT ? point : undefined;
}

/**
 * A football total's digits: OCR drops the decimal point of small type ('455' for 45.5), and no football total
 * reaches 100, so three digits ending in 5 are read as a half point.
 */
function totalOfDigits(digits: string): number {
  const value = Number(digits);
  return /^\d{3}$/.test(digits) && digits.endsWith('5') ? value / 10 : value;
}

/** An unsigned number that can be a total ('47.5', '41'). */
export function totalNumberOf(text: string): number | undefined {
  const word = normaliseWord(text);
  if (!/^\d{1,3}(?:\.5|\.0)?$/.test(word)) return undefined;
  const value = totalOfDigits(word);
  return value > 0 && value < 400 ? value : undefined;
}

export interface TotalMark {
  side?: 'over' | 'under';
  total?: number;
}

/**
 * A total's side and number in one word or its start: 'O', 'U', 'Over', 'o47.5', 'U47.5', and '047.5' (OCR
 * reads the O as a zero).
 */
export function totalMarkOf(text: string): TotalMark | undefined {
  const word = normaliseWord(text);
  const side = /^(over|under|o|u)$/i.exec(word);
  if (side?.[1]) return { side: side[1].toLowerCase().startsWith('o') ? 'over' : 'under' };
  const glued = /^(o|u|0)(\d{2,3}(?:\.5|\.0)?)$/i.exec(word);
  if (glued?.[1] && glued[2]) return { side: glued[1].toLowerCase() === 'u' ? 'under' : 'over', total: totalOfDigits(glued[2]) };
  return undefined;
}

/** '$25.00', '$1,250.50' (a lost '$' read as 'S' or '5' is not guessed). */
export function moneyOf(text: string): number | undefined {
  const word = normaliseWord(text);
  const match = /^\$([\d,]+(?:\.\d{2})?)$/.exec(word);
  if (!match?.[1]) return undefined;
  const value = Number(match[1].replace(/,/g, ''));
  return Number.isFinite(value) ? value : undefined;
}

/** A word glued from a point and a price ('-3.5-110'), split in two; anything else as it is. */
export function splitGlued(text: string): string[] {
  const word = normaliseWord(text);
  const glued = /^([+-]?\d{1,2}(?:\.5)?|pk)([+-]\d{3,6})$/i.exec(word);
  return glued?.[1] && glued[2] ? [glued[1], glued[2]] : [word];
}
