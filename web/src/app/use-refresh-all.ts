import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { toast } from '@/lib/toast';

// Spec 1 §7 reads only results.nfl.count and results.ncaa.count; move to contracts with the teams API.
const refreshAllResponseSchema = z.object({
  results: z.object({ nfl: z.object({ count: z.number() }), ncaa: z.object({ count: z.number() }) }),
});

export function useRefreshAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/teams/refresh-all', undefined, refreshAllResponseSchema),
    onSuccess: ({ results }) => {
      toast({
        title: 'All Data Refreshed',
        description: `Updated ${results.nfl.count} NFL teams and ${results.ncaa.count} NCAA teams with the latest weekly data.`,
      });
      // Returning the promise keeps the button busy until every screen has its fresh data.
      return queryClient.invalidateQueries();
    },
    onError: (error) => {
      console.error('Refresh all data failed', error);
      toast({ variant: 'destructive', title: 'Refresh Failed', description: 'Unable to refresh team data. Please try again later.' });
    },
  });
}
