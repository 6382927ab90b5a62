import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { toast } from '@/lib/toast';
import { isSupersededRefresh, refreshAllErrorToast, refreshAllSuccessToast } from './refresh-all-messages';

// docs/product/header-and-leagues.md reads only results.nfl.count and results.ncaa.count; move to contracts with the teams API.
const refreshAllResponseSchema = z.object({
  results: z.object({ nfl: z.object({ count: z.number() }), ncaa: z.object({ count: z.number() }) }),
});

export function useRefreshAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/teams/refresh-all', undefined, refreshAllResponseSchema),
    onSuccess: ({ results }) => {
      toast(refreshAllSuccessToast(results));
      // Returning the promise keeps the button busy until every screen has its fresh data.
      return queryClient.invalidateQueries();
    },
    onError: (error) => {
      toast(refreshAllErrorToast(error));
      // Overtaken by a newer refresh: that one's data is stored, so the screens read it again.
      if (isSupersededRefresh(error)) return queryClient.invalidateQueries();
      console.error('Refresh all data failed', error);
      return undefined;
    },
  });
}
