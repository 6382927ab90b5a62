import { useQueries } from '@tanstack/react-query';
import { lineHistoryResponseSchema } from '@playbook/contracts';
import { getJson } from '@/lib/api';

/** GET /api/lines/{id}/history for each line id, asked only while `enabled` (the dialog is open). */
export function useLineHistories(lineIds: readonly string[], enabled: boolean) {
  return useQueries({
    queries: lineIds.map((id) => ({
      queryKey: ['lines', id, 'history'] as const,
      queryFn: () => getJson(`/api/lines/${encodeURIComponent(id)}/history`, lineHistoryResponseSchema),
      refetchOnWindowFocus: false,
      enabled,
    })),
  });
}
