import type { PredictorReport, PickRecord } from '@playbook/contracts';

/** Shown where the server could not compute a figure (null), as on the app's other screens. */
const MISSING = '—';

export const formatShare = (value: number | null): string => (value === null ? MISSING : `${(100 * value).toFixed(1)}%`);
export const formatFixed = (value: number | null, digits: number): string => (value === null ? MISSING : value.toFixed(digits));

/** '0.014–0.037': the 5th to 95th percentile of the calibration error chance alone gives. */
export function formatChanceRange(range: PredictorReport['calibrationByChance']): string {
  return range === null ? MISSING : `${range.low.toFixed(3)}–${range.high.toFixed(3)}`;
}

/** 'W-L-P (win %)', the win share over decided picks (pushes left out), as the CLI prints it. */
export function formatRecord(record: PickRecord | null): string {
  if (record === null) return MISSING;
  const decided = record.wins + record.losses;
  const share = decided === 0 ? '' : ` (${formatShare(record.wins / decided)})`;
  return `${record.wins}-${record.losses}-${record.pushes}${share}`;
}

/** '2015-2024', '2025', or '2015, 2017' when seasons are missing in between. */
export function formatSeasons(seasons: readonly number[]): string {
  const first = seasons[0];
  const last = seasons.at(-1);
  if (first === undefined || last === undefined) return 'none';
  if (first === last) return String(first);
  return last - first + 1 === seasons.length ? `${first}-${last}` : seasons.join(', ');
}
