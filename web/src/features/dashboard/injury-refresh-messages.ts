import type { InjuryRefreshResponse } from '@playbook/contracts';
import type { ToastInput } from '@/lib/toast';

/** docs/product/dashboard.md: 'Updated N {league} injury reports', plus ' with K new injuries detected' when K is above zero. */
export function injuryRefreshSuccessToast(result: InjuryRefreshResponse): ToastInput {
  const added = result.newInjuriesDetected > 0 ? ` with ${result.newInjuriesDetected} new injuries detected` : '';
  return {
    title: 'Injury Data Refreshed',
    description: `Updated ${result.totalInjuries} ${result.league} injury reports${added}`,
  };
}

/** docs/product/dashboard.md: an error whose message contains 'Rate limited' (the server's 429 body) gets its own toast. */
export function injuryRefreshErrorToast(error: unknown): ToastInput {
  const message = error instanceof Error ? error.message : String(error);
  if (message.includes('Rate limited')) {
    return {
      variant: 'destructive',
      title: 'Refresh Rate Limited',
      description: 'Please wait before refreshing injury data again.',
    };
  }
  return {
    variant: 'destructive',
    title: 'Injury Refresh Failed',
    description: 'Unable to refresh injury data. Please try again later.',
  };
}
