/**
 * The betting lines on one screenshot, read from the words an OCR engine found and their boxes: a
 * board when a row names two market columns, else a slip.
 */
import { layoutRows, type ReadWord } from './layout-rows.ts';
import { readBoard } from './read-board.ts';
import { readSlip, type SlipReading } from './read-slip.ts';

export function readScreenshotWords(words: readonly ReadWord[]): SlipReading {
  const rows = layoutRows(words);
  const board = readBoard(rows);
  if (board && board.length > 0) return { lines: board };
  return readSlip(rows);
}
