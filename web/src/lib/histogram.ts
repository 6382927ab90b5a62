export interface HistogramBin {
  /** Lowest value in the bin (inclusive). */
  start: number;
  /** Highest value in the bin (inclusive), start + width − 1 for whole-number scores. */
  end: number;
  label: string;
  count: number;
}

/**
 * Whole-number values (game margins or totals) counted in bins of `width` points, aligned to multiples of the
 * width so bins read naturally (-7..-1, 0..6, 7..13). Empty bins between the lowest and highest are kept, so
 * the chart's x-axis is evenly spaced.
 */
export function histogram(values: readonly number[], width: number): HistogramBin[] {
  if (!Number.isInteger(width) || width < 1) throw new RangeError(`Bin width must be a whole number ≥ 1, got ${width}`);
  if (values.length === 0) return [];
  const binOf = (value: number) => Math.floor(Math.round(value) / width);
  let low = Infinity;
  let high = -Infinity;
  const counts = new Map<number, number>();
  for (const value of values) {
    const bin = binOf(value);
    low = Math.min(low, bin);
    high = Math.max(high, bin);
    counts.set(bin, (counts.get(bin) ?? 0) + 1);
  }
  const bins: HistogramBin[] = [];
  for (let bin = low; bin <= high; bin++) {
    const start = bin * width;
    const end = start + width - 1;
    bins.push({ start, end, label: width === 1 ? String(start) : `${start} to ${end}`, count: counts.get(bin) ?? 0 });
  }
  return bins;
}

/** A bin's count as the charts say it: '1 game', '12 games' (a range of one simulated game read "1 games"). */
export function gamesCount(count: number): string {
  return `${count} ${count === 1 ? 'game' : 'games'}`;
}
