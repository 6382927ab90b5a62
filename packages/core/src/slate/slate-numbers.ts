/**
 * A slate's numbers, typed in the form or read from a file, as bettors and spreadsheets write them, not only as plain digits: a copied page's
 * typographic minus and half points ('−3½'), 'PK' for a spread of 0, 'EVEN' for +100, a spread or total with its
 * price beside it ('-3.5 (-110)', 'o46.5'), thousands separators ('+1,200') and a decimal comma ('46,5', from a
 * spreadsheet set to a European language). Anything else is no number (docs/product/slate-analyzer.md: empty or non-numeric text becomes
 * undefined): the import leaves the cell empty ("CSV import") and says which cell it could not read.
 */

/** Which of a game's numbers a cell holds: each has words of its own ('PK' is a spread, 'EVEN' a price). */
export type SlateNumberKind = 'spread' | 'total' | 'moneyline';

const PICK_EM = /^(?:pk|pick|pick'?em)$/i;
const EVEN_MONEY = /^(?:ev|even|evens)$/i;
/** A spread's or total's own price written after it: '-3.5 (-110)', '46.5 -110'. */
const WITH_PRICE = /^([+-]?[\d.,]+)\s*\(?\s*[+-]\d+\s*\)?$/;
const OVER_OR_UNDER = /^(?:o|u|over|under)\s*/i;
const THOUSANDS = /^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;
const DECIMAL_COMMA = /^[+-]?\d*,\d{1,2}$/;
const PLAIN_NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

/** Typographic minus signs and dashes made '-', and half points made '.5'. */
function plainSigns(text: string): string {
  return text
    .replace(/[\u2212\u2012\u2013\u2014\ufe63\uff0d]/g, '-')
    .replace(/(\d)\s*\u00bd/g, '$1.5')
    .replace(/\u00bd/g, '0.5');
}

/** The cell's value; undefined when it is blank or no number (`readable` tells the two apart). */
export function slateNumber(cell: string | undefined, kind: SlateNumberKind): number | undefined {
  let text = plainSigns(cell?.trim() ?? '');
  if (text === '') return undefined;
  if (kind === 'spread' && PICK_EM.test(text)) return 0;
  if (kind === 'moneyline' && EVEN_MONEY.test(text)) return 100;
  if (kind === 'total') text = text.replace(OVER_OR_UNDER, '');
  if (kind !== 'moneyline') text = WITH_PRICE.exec(text)?.[1] ?? text;
  if (THOUSANDS.test(text)) text = text.replace(/,/g, '');
  else if (DECIMAL_COMMA.test(text)) text = text.replace(',', '.');
  return PLAIN_NUMBER.test(text) ? Number(text) : undefined;
}

/** Whether a cell is blank or holds a number slateNumber reads. */
export function isSlateNumberOrBlank(cell: string | undefined, kind: SlateNumberKind): boolean {
  return (cell?.trim() ?? '') === '' || slateNumber(cell, kind) !== undefined;
}
