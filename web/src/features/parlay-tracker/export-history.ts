import { parlayHistoryFileName, parlayHistoryToCsv } from '@playbook/core';
import { trackedParlayOf, type ParlayHistoryItem } from '@playbook/contracts';

/** The user's calendar day as YYYY-MM-DD (the file is named for their day, not UTC's). */
function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Beyond the spec: the history as 'parlay-history-{date}.csv', written by core, downloaded in the browser. */
export function downloadHistoryCsv(parlays: readonly ParlayHistoryItem[], now = new Date()): string {
  const fileName = parlayHistoryFileName(localDay(now));
  const url = URL.createObjectURL(new Blob([parlayHistoryToCsv(parlays.map(trackedParlayOf))], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the object URL can go once this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return fileName;
}
