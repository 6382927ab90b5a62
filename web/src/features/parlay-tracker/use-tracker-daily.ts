import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  parlayFilterOptionsSchema,
  parlayHistoryItemSchema,
  parlayHistoryResponseSchema,
  trackerSettingsSchema,
  type ParlayBulkSettle,
  type TrackerSettings,
} from '@playbook/contracts';
import { apiRequest, describeError, getJson } from '@/lib/api';
import { toast } from '@/lib/toast';
import { PARLAYS_QUERY_KEY } from '@/lib/queries/parlays';

// The tracker for daily use: the filter menus, the unit size, tags and settling several parlays at once.

/** The leagues, books and tags of the user's parlays (refetched with the history after any change). */
export function useFilterOptions() {
  return useQuery({ queryKey: [...PARLAYS_QUERY_KEY, 'filters'], queryFn: () => getJson('/api/parlays/filters', parlayFilterOptionsSchema) });
}

const SETTINGS_KEY = ['tracker-settings'] as const;

export function useTrackerSettings() {
  return useQuery({ queryKey: SETTINGS_KEY, queryFn: () => getJson('/api/parlays/settings', trackerSettingsSchema) });
}

export function useSaveTrackerSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: TrackerSettings) => apiRequest('PUT', '/api/parlays/settings', settings, trackerSettingsSchema),
    onSuccess: (saved) => {
      client.setQueryData(SETTINGS_KEY, saved);
      toast({ title: 'Unit Size Saved' });
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Save Failed', description: describeError(error) }),
  });
}

export function useSetParlayTags() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, tags }: { id: number; tags: string[] }) => apiRequest('PUT', `/api/parlays/${id}/tags`, { tags }, parlayHistoryItemSchema),
    onSuccess: async () => {
      toast({ title: 'Tags Saved' });
      await client.invalidateQueries({ queryKey: PARLAYS_QUERY_KEY });
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Tags Not Saved', description: describeError(error) }),
  });
}

export function useSettleParlays() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settle: ParlayBulkSettle) => apiRequest('POST', '/api/parlays/settle', settle, parlayHistoryResponseSchema),
    onSuccess: async (settled) => {
      const count = settled?.length ?? 0;
      toast({ title: 'Status Updated', description: `${count} ${count === 1 ? 'parlay' : 'parlays'} settled` });
      await client.invalidateQueries({ queryKey: PARLAYS_QUERY_KEY });
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Update Failed', description: describeError(error) }),
  });
}
