/** The history's "relative generated time" (docs/product/parlay-tracker.md): '5 minutes ago', 'yesterday', 'in 2 hours'. */

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const format = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/** The largest whole unit of the gap; under a minute either way reads 'just now'. Unreadable times read ''. */
export function relativeTimeText(iso: string, now: Date): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then) || Number.isNaN(now.getTime())) return '';
  const seconds = (then - now.getTime()) / 1000;
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}
