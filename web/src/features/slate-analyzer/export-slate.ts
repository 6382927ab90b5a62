import { slateCsvFileName, slateToCsv, type SlateGame } from '@playbook/core';
import { downloadTextFile, localIsoDate } from '@/lib/download-file';

/** docs/product/slate-analyzer.md Export: done locally, a file 'game-slate-{date}.csv' with its columns. */
export function downloadSlateCsv(games: readonly SlateGame[], now = new Date()): string {
  const fileName = slateCsvFileName(localIsoDate(now));
  downloadTextFile(fileName, slateToCsv(games), 'text/csv;charset=utf-8');
  return fileName;
}
