import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import {
  PARLAY_HISTORY_NEXT_HEADER,
  PARLAY_HISTORY_PAGE_MAX,
  parlayHistoryResponseSchema,
  type ParlayHistoryFilters,
  type ParlayHistoryItem,
} from '@playbook/contracts';
import { getJsonWithHeaders } from '@/lib/api';
import { PARLAYS_QUERY_KEY } from '@/lib/queries/parlays';


/** One page of the history and the cursor of the next (null on the last), ADR 043. */
export interface ParlayHistoryPage {
  items: ParlayHistoryItem[];
  next: string | null;
}

/**
 * GET /api/parlays/history (docs/product/parlay-tracker.md): one page, newest first, after the parlay the cursor `before` names, of
 * the parlays the filters keep.
 */
export async function fetchHistoryPage(before: string | null, limit?: number, filters: ParlayHistoryFilters = {}): Promise<ParlayHistoryPage> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value !== undefined) query.set(name, value);
  if (limit !== undefined) query.set('limit', String(limit));
  if (before !== null) query.set('before', before);
  const search = query.size > 0 ? `?${query.toString()}` : '';
  const { data, headers } = await getJsonWithHeaders(`/api/parlays/history${search}`, parlayHistoryResponseSchema);
  return { items: data, next: headers.get(PARLAY_HISTORY_NEXT_HEADER) };
}

/** Every parlay of the history, read in the largest pages (the CSV export: ADR 043). */
export async function fetchWholeHistory(): Promise<ParlayHistoryItem[]> {
  const items: ParlayHistoryItem[] = [];
  let before: string | null = null;
  do {
    const page: ParlayHistoryPage = await fetchHistoryPage(before, PARLAY_HISTORY_PAGE_MAX);
    items.push(...page.items);
    before = page.next;
  } while (before !== null);
  return items;
}

/**
 * The history as the screen shows it, filtered: the first page, then each page "Show more" asks for (ADR 043). An
 * invalidation (a status update, a parlay added) fetches again every page shown, from the first.
 */
export function useParlayHistory(filters: ParlayHistoryFilters = {}) {
  return useInfiniteQuery({
    queryKey: [...PARLAYS_QUERY_KEY, 'history', filters] as const,
    queryFn: ({ pageParam }) => fetchHistoryPage(pageParam, undefined, filters),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    // A filter changed: the list shown stays until the filtered one is in, instead of the whole screen loading.
    placeholderData: keepPreviousData,
  });
}
