/** Beyond the spec: the parlay history as CSV, written with Papa Parse (quoting, and no formula injection). */
import Papa from 'papaparse';
import { parlayProfit } from './profit-over-time.ts';
import { isSettledParlay, PARLAY_CATEGORY_LABELS, PARLAY_STATUS_LABELS, type TrackedParlay } from './tracked-parlay.ts';

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

/**
 * One row per parlay, in the given order. Amounts are plain numbers (no $), so a spreadsheet sums them;
 * text cells that start like a formula (=, +, -, @) are escaped by Papa Parse's escapeFormulae.
 */
export function parlayHistoryToCsv(parlays: readonly TrackedParlay[]): string {
  return Papa.unparse(
    {
      fields: [...PARLAY_CSV_HEADERS],
      data: parlays.map((parlay) => [
        parlay.id,
        parlay.generatedAt,
        parlay.settledAt ?? '',
        PARLAY_STATUS_LABELS[parlay.status],
        PARLAY_CATEGORY_LABELS[parlay.category],
        parlay.numLegs,
        parlay.totalOdds,
        parlay.parlayDescription,
        parlay.stakeAmount.toFixed(2),
        parlay.potentialPayout.toFixed(2),
        parlay.actualPayout === undefined ? '' : parlay.actualPayout.toFixed(2),
        isSettledParlay(parlay.status) ? parlayProfit(parlay).toFixed(2) : '',
        parlay.notes ?? '',
      ]),
    },
    { escapeFormulae: true },
  );
}

/** 'parlay-history-2025-11-23.csv' for the given calendar day (YYYY-MM-DD). */
export function parlayHistoryFileName(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new RangeError(`Export date must be YYYY-MM-DD, got '${day}'`);
  return `parlay-history-${day}.csv`;
}
