import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { refreshAllErrorToast, refreshAllSuccessToast } from './refresh-all-messages';

const SUPERSEDED =
  'A newer refresh of NFL finished while this one was running: its data is kept, and this refresh stopped without changing anything (nothing was lost)';

describe('refresh-all toasts', () => {
  it('announces the team counts (docs/product/header-and-leagues.md)', () => {
    expect(refreshAllSuccessToast({ nfl: { count: 32 }, ncaa: { count: 134 } })).toEqual({
      title: 'All Data Refreshed',
      description: 'Updated 32 NFL teams and 134 NCAA teams with the latest weekly data.',
    });
  });

  it('says a superseded refresh kept the newer data, in a plain toast, with the server’s sentence', () => {
    const error = new ApiError(409, `409: {"error":{"code":"REFRESH_SUPERSEDED","message":"${SUPERSEDED}"}}`, SUPERSEDED);
    expect(refreshAllErrorToast(error)).toEqual({ title: 'Refresh Superseded', description: SUPERSEDED });
  });

  it('still says a superseded refresh lost nothing when the answer carries no message', () => {
    const toast = refreshAllErrorToast(new ApiError(409, '409: Conflict'));
    expect(toast.variant).toBeUndefined();
    expect(toast.description).toContain('nothing was lost');
  });

  it.each([
    ['a source failure', new ApiError(502, '502: {"error":{"code":"REFRESH_FAILED","message":"Unable to refresh team data: down"}}', 'down')],
    ['a network error', new TypeError('Failed to fetch')],
  ])('keeps docs/product/header-and-leagues.md’s destructive toast for %s', (_, error) => {
    expect(refreshAllErrorToast(error)).toEqual({
      variant: 'destructive',
      title: 'Refresh Failed',
      description: 'Unable to refresh team data. Please try again later.',
    });
  });
});
