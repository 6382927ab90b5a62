/**
 * How many legs an average left out because their close is unconfirmed (ADR 035), for the parlay's "Avg CLV" and
 * the summary tile; '' when none was, so the tracker reads as before.
 */
export function unconfirmedLeftOutText(count: number): string {
  if (count <= 0) return '';
  return count === 1 ? '1 unconfirmed close left out' : `${count} unconfirmed closes left out`;
}

