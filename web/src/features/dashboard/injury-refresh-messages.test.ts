import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { injuryRefreshErrorToast, injuryRefreshSuccessToast } from './injury-refresh-messages';

describe('injury refresh toasts (docs/product/dashboard.md)', () => {
  it('reports the count, and new injuries only when there are some', () => {
    expect(injuryRefreshSuccessToast({ league: 'NFL', totalInjuries: 169, newInjuriesDetected: 0 })).toEqual({
      title: 'Injury Data Refreshed',
      description: 'Updated 169 NFL injury reports',
    });
    expect(injuryRefreshSuccessToast({ league: 'NCAA', totalInjuries: 772, newInjuriesDetected: 3 })).toEqual({
      title: 'Injury Data Refreshed',
      description: 'Updated 772 NCAA injury reports with 3 new injuries detected',
    });
  });

  it("says 'Refresh Rate Limited' when the error contains 'Rate limited'", () => {
    const error = new ApiError(
      429,
      '429: {"error":{"code":"RATE_LIMITED","message":"Rate limited: one NFL injuries refresh per 60 s; try again in 60 s"}}',
    );
    expect(injuryRefreshErrorToast(error)).toEqual({
      variant: 'destructive',
      title: 'Refresh Rate Limited',
      description: 'Please wait before refreshing injury data again.',
    });
  });

  it("says 'Injury Refresh Failed' for any other error", () => {
    const expected = {
      variant: 'destructive',
      title: 'Injury Refresh Failed',
      description: 'Unable to refresh injury data. Please try again later.',
    };
    expect(injuryRefreshErrorToast(new ApiError(500, '500: Internal Server Error'))).toEqual(expected);
    expect(injuryRefreshErrorToast(new TypeError('Failed to fetch'))).toEqual(expected);
    // Case matters: docs/product/dashboard.md names the exact text 'Rate limited'.
    expect(injuryRefreshErrorToast(new Error('429: rate LIMITED'))).toEqual(expected);
  });
});
