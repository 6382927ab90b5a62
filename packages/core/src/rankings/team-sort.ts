import { compareText } from './compare-text.ts';
import { metricValue } from './team-metric.ts';
import type { TeamMetric, TeamMetricValues } from './team-metric.ts';

/** Every sortable column of the rankings table (all but Performance, docs/product/dashboard.md). */
export type SortColumn = TeamMetric | 'teamName';
export type SortDirection = 'asc' | 'desc';

export interface SortState {
  readonly column: SortColumn;
  readonly direction: SortDirection;
}

/** docs/product/dashboard.md: the table starts sorted by rank ascending. */
export const DEFAULT_SORT: SortState = { column: 'rank', direction: 'asc' };

/**
 * The sort after a header click (docs/product/dashboard.md): the active column flips; another column becomes active,
 * ascending for rank and descending for every other column (team name included, as docs/product/dashboard.md says "every").
 */
export function nextSort(current: SortState, clickedColumn: SortColumn): SortState {
  if (clickedColumn === current.column) {
    return { column: clickedColumn, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { column: clickedColumn, direction: clickedColumn === 'rank' ? 'asc' : 'desc' };
}

export type SortableTeam = { readonly teamName: string } & TeamMetricValues;

/**
 * A sorted copy of the teams. Null (or non-finite) values always go last whatever the direction; team names
 * compare case-insensitively; equal values keep their input order (Array.prototype.sort is stable).
 * The Odds column sorts by the moneyline number itself.
 */
export function sortTeams<T extends SortableTeam>(
  teams: readonly T[],
  column: SortColumn,
  direction: SortDirection,
): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  if (column === 'teamName') {
    return [...teams].sort((a, b) => sign * compareText(a.teamName, b.teamName));
  }
  return [...teams].sort((a, b) => {
    const left = metricValue(a[column]);
    const right = metricValue(b[column]);
    if (left === null || right === null) {
      // Nulls last regardless of direction, so the sign is not applied here.
      return (left === null ? 1 : 0) - (right === null ? 1 : 0);
    }
    return sign * (left - right);
  });
}
