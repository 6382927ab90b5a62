import { ApiError } from '@/lib/api';
import type { ToastInput } from '@/lib/toast';

/** What the server answers when a newer refresh overtook this one (server refresh-failure.ts): no failure. */
const SUPERSEDED_STATUS = 409;
const SUPERSEDED_FALLBACK = 'A newer refresh finished while this one was running: its data is kept, and nothing was lost.';

/** docs/product/header-and-leagues.md: 'All Data Refreshed' with the two leagues' team counts. */
export function refreshAllSuccessToast(results: { nfl: { count: number }; ncaa: { count: number } }): ToastInput {
  return {
    title: 'All Data Refreshed',
    description: `Updated ${results.nfl.count} NFL teams and ${results.ncaa.count} NCAA teams with the latest weekly data.`,
  };
}

/** A refresh-all answered 409: a newer refresh (the scheduled job's, another instance's) was kept instead. */
export function isSupersededRefresh(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === SUPERSEDED_STATUS;
}

/**
 * docs/product/header-and-leagues.md destructive 'Refresh Failed' toast for a refresh that failed. A superseded refresh did not fail
 * (the product page has no case for it): it gets a plain toast with the server's sentence saying the newer data is kept.
 */
export function refreshAllErrorToast(error: unknown): ToastInput {
  if (isSupersededRefresh(error)) {
    return { title: 'Refresh Superseded', description: error.serverMessage ?? SUPERSEDED_FALLBACK };
  }
  return { variant: 'destructive', title: 'Refresh Failed', description: 'Unable to refresh team data. Please try again later.' };
}
