import { parlayHistoryFileName, parlayHistoryToCsv } from '@playbook/core';
import { trackedParlayOf, type ParlayHistoryItem } from '@playbook/contracts';
import { downloadTextFile, localIsoDate } from '@/lib/download-file';

/** Beyond the spec: the history as 'parlay-history-{date}.csv', written by core, downloaded in the browser. */
export function downloadHistoryCsv(parlays: readonly ParlayHistoryItem[], now = new Date()): string {
  const fileName = parlayHistoryFileName(localIsoDate(now));
  downloadTextFile(fileName, parlayHistoryToCsv(parlays.map(trackedParlayOf)), 'text/csv;charset=utf-8');
  return fileName;
}
