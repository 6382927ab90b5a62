/**
 * Reading nflverse CSV releases (games.csv, stats_team_week_<season>.csv, injuries): header rows, every
 * value a string, `NA` or an empty field for a missing value. String in, rows out; no I/O.
 */
import Papa from 'papaparse';

/** A CSV that lacks columns its reader needs; `missing` lists them in the reader's order. */
export class NflverseColumnsError extends Error {
  constructor(readonly missing: readonly string[]) {
    super(`Missing required columns: ${missing.join(', ')}`);
    this.name = 'NflverseColumnsError';
  }
}

/** The rows of an nflverse CSV as column → text; throws NflverseColumnsError when a required column is absent. */
export function readNflverseCsv(text: string, requiredColumns: readonly string[]): Record<string, string>[] {
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  const fields = parsed.meta.fields ?? [];
  const missing = requiredColumns.filter((column) => !fields.includes(column));
  if (missing.length > 0) throw new NflverseColumnsError(missing);
  return parsed.data;
}

/** A numeric field, or null for an empty, `NA` or non-numeric one. */
export function nflverseNumber(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '' || value.trim().toUpperCase() === 'NA') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** A text field, or null for an empty or `NA` one. */
export function nflverseText(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' || text.toUpperCase() === 'NA' ? null : text;
}
