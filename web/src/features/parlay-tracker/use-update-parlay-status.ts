import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parlayHistoryItemSchema, type ParlayStatusUpdate } from '@playbook/contracts';
import { ApiError, apiRequest } from '@/lib/api';
import { toast } from '@/lib/toast';
import { PARLAYS_QUERY_KEY } from '@/lib/queries/parlays';

export const UPDATE_FAILED_FALLBACK = 'Failed to update parlay status';

/** docs/product/parlay-tracker.md: 'Update Failed' with the server's message, or the fallback when it sent none. */
export function updateFailedDescription(error: unknown): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : UPDATE_FAILED_FALLBACK;
}

/** PATCH /api/parlays/{id}/status; on success history and performance are fetched again (docs/product/parlay-tracker.md). */
export function useUpdateParlayStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: number; update: ParlayStatusUpdate }) =>
      apiRequest('PATCH', `/api/parlays/${id}/status`, update, parlayHistoryItemSchema),
    onSuccess: async () => {
      toast({ title: 'Status Updated' });
      await client.invalidateQueries({ queryKey: PARLAYS_QUERY_KEY });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Update Failed', description: updateFailedDescription(error) });
    },
  });
}
