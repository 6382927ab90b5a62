/**
 * Words an OCR engine found on a screenshot, grouped by their boxes into visual rows: reading by
 * layout rather than by the engine's own text lines, which split one row at column gaps or join two columns.
 */

/** One recognised word with its box in image pixels and the engine's confidence (0-100). */
export interface ReadWord {
  text: string;
  confidence: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface LayoutRow {
  words: ReadWord[];
  y0: number;
  y1: number;
  /** The row's usual letter height, the unit for gaps. */
  height: number;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const centreY = (word: ReadWord) => (word.y0 + word.y1) / 2;

/**
 * Words whose vertical centres sit within half a letter height of a row's centre join that row; rows come top
 * to bottom and their words left to right.
 */
export function layoutRows(words: readonly ReadWord[]): LayoutRow[] {
  const sorted = words.filter((word) => word.text.trim() !== '').sort((a, b) => centreY(a) - centreY(b));
  const rows: { words: ReadWord[]; centre: number; height: number }[] = [];
  for (const word of sorted) {
    const height = word.y1 - word.y0;
    const row = rows.find((candidate) => Math.abs(candidate.centre - centreY(word)) <= Math.max(candidate.height, height) * 0.5);
    if (row) {
      row.words.push(word);
      row.centre = median(row.words.map(centreY));
      row.height = median(row.words.map((w) => w.y1 - w.y0));
    } else rows.push({ words: [word], centre: centreY(word), height });
  }
  return rows
    .map((row) => ({
      words: row.words.sort((a, b) => a.x0 - b.x0),
      y0: Math.min(...row.words.map((w) => w.y0)),
      y1: Math.max(...row.words.map((w) => w.y1)),
      height: row.height,
    }))
    .sort((a, b) => a.y0 - b.y0);
}

/** The row's words as one text, separated by single spaces. */
export function rowText(words: readonly ReadWord[]): string {
  return words.map((word) => word.text).join(' ');
}

/** The median letter height of every word: the page's unit for gaps. */
export function letterHeight(words: readonly ReadWord[]): number {
  return median(words.map((word) => word.y1 - word.y0));
}
