/** The parlay history as CSV, written with Papa Parse (quoting, and no formula injection). */
import Papa from 'papaparse';
import { CSV_FORMULA_START } from '../csv/csv-formula-guard.ts';
import { parlayProfit } from './profit-over-time.ts';
import { isSettledParlay, parlayCategoryLabel, PARLAY_STATUS_LABELS, type TrackedParlay } from './tracked-parlay.ts';

export const PARLAY_CSV_HEADERS = [
  'ID',
  'Generated',
  'Settled',
  'Status',
  'Category',
  'Legs',
  'Total Odds',
  'Description',
  'Stake',
  'Potential Payout',
  'Actual Payout',
  'Profit',
  'Notes',
] as const;

/** After the columns above (kept as they were, in order, so a sheet built on them still reads): ADR 026. */
export const PARLAY_CSV_AVERAGE_CLV_HEADER = 'Avg CLV (pp)';

/** The four columns of leg `n` (1-based): what it was, its price, its closing price and its CLV. */
export function legCsvHeaders(n: number): string[] {
  return [`Leg ${n}`, `Leg ${n} Odds`, `Leg ${n} Close`, `Leg ${n} CLV (pp)`];
}

/** A leg with its closing line value (ADR 025); a history leg fits. */
export interface CsvParlayLeg {
  game: string;
  selection: string;
  odds: number;
  /** Null without a stored closing price. */
  closingOdds: number | null;
  /** Probability points; null without a stored closing price. */
  clv: number | null;
}

/** A tracked parlay with its legs and their average CLV, when the caller has them. */
export interface CsvParlay extends TrackedParlay {
  legs?: readonly CsvParlayLeg[];
  averageClv?: number | null;
}

/** Two decimals, or a blank cell when there is no value (no closing price). */
function decimalCell(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return (Math.round(value * 100) / 100).toFixed(2);
}

function legCells(leg: CsvParlayLeg | undefined): (string | number)[] {
  if (!leg) return ['', '', '', ''];
  return [`${leg.selection} (${leg.game})`, leg.odds, leg.closingOdds ?? '', decimalCell(leg.clv)];
}

/**
 * One row per parlay, in the given order. Amounts are plain numbers (no $), so a spreadsheet sums them;
 * text cells that start like a formula (=, +, -, @) are escaped. No page fixes the columns of this export
 * (docs/product/parlay-tracker.md describes none), so the original columns stay first and in order, and the closing line value follows
 * (ADR 026): the parlay's average, then each leg's text, price, close and CLV, as many leg groups as the
 * longest parlay has; a cell is blank where a leg has no closing price or a parlay has fewer legs. The user's
 * average CLV is the mean of every leg's CLV cell (ADR 025), so it is left to the sheet rather than written
 * as a row that is not a parlay.
 */
export function parlayHistoryToCsv(parlays: readonly CsvParlay[]): string {
  const legGroups = parlays.reduce((most, parlay) => Math.max(most, parlay.legs?.length ?? 0), 0);
  const groups = Array.from({ length: legGroups }, (_, index) => index);
  return Papa.unparse(
    {
      fields: [...PARLAY_CSV_HEADERS, PARLAY_CSV_AVERAGE_CLV_HEADER, ...groups.flatMap((index) => legCsvHeaders(index + 1))],
      data: parlays.map((parlay) => [
        parlay.id,
        parlay.generatedAt,
        parlay.settledAt ?? '',
        PARLAY_STATUS_LABELS[parlay.status],
        parlayCategoryLabel(parlay),
        parlay.numLegs,
        parlay.totalOdds,
        parlay.parlayDescription,
        parlay.stakeAmount.toFixed(2),
        parlay.potentialPayout.toFixed(2),
        parlay.actualPayout === undefined ? '' : parlay.actualPayout.toFixed(2),
        isSettledParlay(parlay.status) ? parlayProfit(parlay).toFixed(2) : '',
        parlay.notes ?? '',
        decimalCell(parlay.averageClv),
        ...groups.flatMap((index) => legCells(parlay.legs?.[index])),
      ]),
    },
    { escapeFormulae: CSV_FORMULA_START },
  );
}

/** 'parlay-history-2025-11-23.csv' for the given calendar day (YYYY-MM-DD). */
export function parlayHistoryFileName(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new RangeError(`Export date must be YYYY-MM-DD, got '${day}'`);
  return `parlay-history-${day}.csv`;
}
