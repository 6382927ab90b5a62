import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { cumulativeProfitSeries, parlayStatistics, roiByCategory, roiByLegCount } from '@playbook/core';
import { PARLAY_HISTORY_PAGE_MAX, trackedParlayOf } from '@playbook/contracts';
import { parlayWithLegs } from '@playbook/contracts/testing/unconfirmed-close-fixtures';
import { routes } from '@/app/router';
import { isolateScreenTests, renderRoutes, serve } from '@/test/render-screen';
import { alice } from '@/test/users';

// ADR 043 review: the CSV export reads every page again; a session that ends meanwhile is handled as on any other
// call (ADR 001 stop 23), not left as an "Export Failed" toast on a screen whose session is gone.

isolateScreenTests();

describe('the CSV export when the session has ended', () => {
  it('sends the visitor to sign in with "Session ended"', async () => {
    const parlays = [parlayWithLegs([], null)];
    const tracked = parlays.map(trackedParlayOf);
    serve({
      'GET /api/user': () => Response.json(alice),
      'GET /api/parlays/history': (url) =>
        url.searchParams.get('limit') === String(PARLAY_HISTORY_PAGE_MAX)
          ? Response.json({ error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue' } }, { status: 401 })
          : Response.json(parlays),
      'GET /api/parlays/performance': () =>
        Response.json({ ...parlayStatistics(tracked), averageClv: null, clvLegCount: 0, unconfirmedClvLegCount: 0, roiByCategory: roiByCategory(tracked), roiByLegCount: roiByLegCount(tracked), profitOverTime: cumulativeProfitSeries(tracked) }),
    });
    const router = renderRoutes(routes, '/parlay-tracker');
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByText('Session ended')).toBeTruthy();
    expect(screen.queryByText('Export Failed')).toBeNull();
  });
});
