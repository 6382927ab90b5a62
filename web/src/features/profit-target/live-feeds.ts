/**
 * docs/product/profit-target.md: the live feed names its feeds in its tagline (a sports data feed, an odds feed and, in its first description,
 * referee data). Playbook stores no referee data, so its tagline names only the two kinds it has, and which
 * sources hold them where the server has said so (docs/product/README.md: a screen says where its numbers come from).
 */
import type { DataSource } from '@playbook/contracts';
import { dataSourceName, listed } from '@/lib/data-source';

export const LIVE_FEEDS_LEAD = 'Lines from the sports data and odds feeds';

/**
 * "Lines from the sports data and odds feeds: ESPN and The Odds API." once the stored sources are known, the
 * demo season named as simulated. Unknown (still loading, or unreadable) or none stored: the kinds alone.
 */
export function liveFeedsTagline(sources: readonly DataSource[] | undefined): string {
  const names = [...new Set(sources ?? [])].map((source) => (source === 'demo' ? `${dataSourceName(source)} (simulated)` : dataSourceName(source)));
  if (names.length === 0) return `${LIVE_FEEDS_LEAD} stored for the NFL and NCAA.`;
  return `${LIVE_FEEDS_LEAD}: ${listed(names)}.`;
}
