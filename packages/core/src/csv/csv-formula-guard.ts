/**
 * A CSV cell a spreadsheet would run as a formula: one starting with =, +, -, @, a tab or a carriage return
 * (Papa Parse's own list, OWASP's "CSV injection"), except a plain signed number: a loss of "-10.00" or a
 * spread of "-7.5" is a number to a spreadsheet, not a formula, and a leading quote would make it text.
 * Passed as Papa Parse's `escapeFormulae`, which then writes such a cell with a leading quote. A text that
 * already starts with quotes before such a character ("'@") is guarded too, so the import's one stripped
 * quote always gives the text back (the round trip holds for every text). The full-width forms (＝ ＋ － ＠) count
 * too: a spreadsheet in an East Asian locale reads "＝1+1" as a formula.
 */
export const CSV_FORMULA_START = /^(?![-+]?\d+(?:\.\d+)?$)'*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** A cell of a file our export wrote, read back: the quote the export put before a formula-like text removed. */
export function unescapeCsvFormula(cell: string): string {
  return cell.startsWith("'") && CSV_FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}
