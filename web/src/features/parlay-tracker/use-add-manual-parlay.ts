import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parlayHistoryItemSchema, type ManualParlayRequest } from '@playbook/contracts';
import { apiRequest, describeError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { PARLAYS_QUERY_KEY } from '@/lib/queries/parlays';

/** POST /api/parlays/manual, a parlay placed elsewhere. The toasts are ours. */
export function useAddManualParlay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: ManualParlayRequest) => apiRequest('POST', '/api/parlays/manual', request, parlayHistoryItemSchema),
    onSuccess: async (item) => {
      toast({ title: 'Parlay Added', description: `${item.parlayDescription} is now tracked as pending` });
      await client.invalidateQueries({ queryKey: PARLAYS_QUERY_KEY });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Add Failed', description: describeError(error) || 'Failed to add the parlay' });
    },
  });
}
