import type { PickRecord } from '@playbook/contracts';

/** Figures of the report as text: '-' where the server could not compute one (null). */
export const formatShare = (value: number | null): string => (value === null ? '-' : `${(100 * value).toFixed(1)}%`);
export const formatFixed = (value: number | null, digits: number): string => (value === null ? '-' : value.toFixed(digits));

/** 'W-L-P (win %)', the win share over decided picks (pushes left out), as the CLI prints it. */
export function formatRecord(record: PickRecord | null): string {
  if (record === null) return '-';
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
