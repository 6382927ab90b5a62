import { useMutation, useQueryClient } from '@tanstack/react-query';
import { injuryRefreshResponseSchema, type FootballLeague } from '@playbook/contracts';
import { apiRequest } from '@/lib/api';
import { injuriesQueryKey } from '@/lib/queries/injuries';
import { toast } from '@/lib/toast';
import { injuryRefreshErrorToast, injuryRefreshSuccessToast } from './injury-refresh-messages';

/** POST /api/injuries/:league/refresh (the {id} is the league: docs/product/README.md), then re-reads the list. */
export function useRefreshInjuries(league: FootballLeague) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['injuries', league, 'refresh'],
    mutationFn: () => apiRequest('POST', `/api/injuries/${league}/refresh`, undefined, injuryRefreshResponseSchema),
    onSuccess: (result) => {
      toast(injuryRefreshSuccessToast(result));
      // Returning the promise keeps the button on 'Refreshing...' until the new list is shown.
      return queryClient.invalidateQueries({ queryKey: injuriesQueryKey(result.league) });
    },
    onError: (error) => {
      console.error('Injury refresh failed', error);
      toast(injuryRefreshErrorToast(error));
    },
  });
}
