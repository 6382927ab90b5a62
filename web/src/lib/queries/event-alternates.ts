import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { alternateLinesResponseSchema, type AlternateLine } from '@playbook/contracts';
import { getJson } from '@/lib/api';
import { SLATE_QUERY_TIMING } from './slate-timing';

export const eventAlternatesQueryKey = (eventId: string) => ['live', 'alternate-lines', eventId] as const;

/** One event's alternates, through the query cache so a refetch within the stale time costs no request. */
function fetchEventAlternates(client: QueryClient, eventId: string) {
  return client.fetchQuery({
    queryKey: eventAlternatesQueryKey(eventId),
    queryFn: () => getJson(`/api/live/alternate-lines/${encodeURIComponent(eventId)}`, alternateLinesResponseSchema),
    staleTime: SLATE_QUERY_TIMING.staleTime,
    retry: SLATE_QUERY_TIMING.retry,
  });
}

/**
 * GET /api/live/alternate-lines/{eventId} once per football event, one after another (spec 3 §7: sequential,
 * cached), so a slate of many games never fires dozens of requests at once. An event that fails is skipped:
 * its main lines still show.
 */
export function useEventAlternates(eventIds: readonly string[]) {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['live', 'alternate-lines', 'events', [...eventIds]] as const,
    queryFn: async () => {
      const all: AlternateLine[] = [];
      for (const eventId of eventIds) {
        try {
          // Sequential on purpose (see above).
          const answer = await fetchEventAlternates(client, eventId);
          all.push(...answer.alternateLines);
        } catch {
          // Skipped: the main feed already carries the event's lines.
        }
      }
      return all;
    },
    enabled: eventIds.length > 0,
    ...SLATE_QUERY_TIMING,
  });
}
