import type { ParlayHistoryLeg } from '@playbook/contracts';

/**
 * How many legs an average left out because their close is unconfirmed (ADR 035), for the parlay's "Avg CLV" and
 * the summary tile; '' when none was, so the tracker reads as before.
 */
export function unconfirmedLeftOutText(count: number): string {
  if (count <= 0) return '';
  return count === 1 ? '1 unconfirmed close left out' : `${count} unconfirmed closes left out`;
}

/** The legs of a parlay with a CLV its average leaves out (the server's `averageClv` already does). */
export function unconfirmedClvCount(legs: readonly ParlayHistoryLeg[]): number {
  return legs.filter((leg) => leg.clv !== null && leg.unconfirmedCloseSource !== null).length;
}
