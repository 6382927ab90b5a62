import { parlayHistoryFileName, parlayHistoryToCsv, type CsvParlay } from '@playbook/core';
import { trackedParlayOf, type ParlayHistoryItem } from '@playbook/contracts';
import { downloadTextFile, localIsoDate } from '@/lib/download-file';

/** A history item as the export writes it: core's view of the parlay plus its legs' closing line value (ADR 026). */
export function csvParlayOf(item: ParlayHistoryItem): CsvParlay {
  return { ...trackedParlayOf(item), legs: item.legs, averageClv: item.averageClv };
}

/** The history as 'parlay-history-{date}.csv', written by core, downloaded in the browser. */
export function downloadHistoryCsv(parlays: readonly ParlayHistoryItem[], now = new Date()): string {
  const fileName = parlayHistoryFileName(localIsoDate(now));
  downloadTextFile(fileName, parlayHistoryToCsv(parlays.map(csvParlayOf)), 'text/csv;charset=utf-8');
  return fileName;
}
