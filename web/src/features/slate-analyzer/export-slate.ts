import { slateCsvFileName, slateToCsv, type SlateGame } from '@playbook/core';

/** Today's calendar date where the user is, as YYYY-MM-DD (the file is named for the user's day, not UTC's). */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Spec 2 §5 Export: done locally, a file 'game-slate-{date}.csv' with the spec's columns. */
export function downloadSlateCsv(games: readonly SlateGame[], now = new Date()): string {
  const fileName = slateCsvFileName(localIsoDate(now));
  const url = URL.createObjectURL(new Blob([slateToCsv(games)], { type: 'text/csv;charset=utf-8' }));
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
