import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/app/query-client';
import { WATCHLIST_MAX_PREDICTIONS } from '@playbook/contracts';
import { isolateScreenTests, renderScreen, serve } from '@/test/render-screen';
import { totalPrediction } from '@playbook/contracts/testing/watchlist-fixtures';
import { readWatchlistPredictions, writeWatchlistPredictions } from './parlay-storage';
import { alice } from '@/test/users';
import { currentUserQuery, currentUserQueryKey } from './session';
import { useSaveToWatchlist, watchlistPredictionId } from './use-watchlist';

// The same game and line as the fixture; the hook sets the id and savedAt itself.
const { id: _id, savedAt: _savedAt, ...entry } = totalPrediction;

function SaveButton() {
  const save = useSaveToWatchlist();
  return (
    <button type="button" onClick={() => save(entry)}>
      Save to Watchlist
    </button>
  );
}

/** Clicks Save with the signed-in user already known, as on every product screen (the route gate loads it first). */
async function saveSignedIn() {
  const client = createQueryClient();
  await client.fetchQuery(currentUserQuery);
  render(
    <QueryClientProvider client={client}>
      <SaveButton />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Save to Watchlist' }));
  return client;
}

isolateScreenTests();

describe("the dialogs' Save to Watchlist", () => {
  it('stores the prediction once per game and line (saving again updates it)', async () => {
    serve({});
    renderScreen('/over-under', <SaveButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Save to Watchlist' }));
    expect(await screen.findByText('Saved to Watchlist')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save to Watchlist' }));
    const stored = readWatchlistPredictions(localStorage);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...entry, id: 'overunder:Dallas Cowboys@New York Giants:44.5' });
    expect(watchlistPredictionId({ ...entry, type: 'matchup' })).toBe('matchup:Dallas Cowboys@New York Giants');
  });

  it('syncs to the account in the background when signed in', async () => {
    const fetchMock = serve({
      'GET /api/user': () => Response.json({ id: 3, username: 'u', email: null, role: 'user', subscriptionType: 'free', subscriptionStatus: 'active', subscriptionStartDate: null, subscriptionEndDate: null, createdAt: '2026-01-01T00:00:00.000Z', lastLoginAt: null }),
      'GET /api/watchlist': () => Response.json({ predictions: [], favorites: [], version: 0 }),
      'PUT /api/watchlist': () => Response.json({ predictions: [], favorites: [], version: 1 }),
    });
    await saveSignedIn();
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
  });

  it('a sync answered "session ended" goes through the app\'s rule: nobody signed in (ADR 001 stop 23)', async () => {
    serve({
      'GET /api/user': () => Response.json(alice),
      'GET /api/watchlist': () => Response.json({ error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue' } }, { status: 401 }),
    });
    const client = await saveSignedIn();
    // No toaster in this render: the rule's mark is the session entry set to "nobody" (the guards then act).
    await waitFor(() => expect(client.getQueryData(currentUserQueryKey)).toBeNull());
  });

  it('refuses past the bound with a message', async () => {
    serve({});
    const full = Array.from({ length: WATCHLIST_MAX_PREDICTIONS }, (_, i) => ({ ...entry, id: `p${i}`, savedAt: '2026-11-23T18:00:00.000Z' }));
    writeWatchlistPredictions(localStorage, full);
    renderScreen('/over-under', <SaveButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Save to Watchlist' }));
    expect(await screen.findByText('Watchlist Full')).toBeTruthy();
    expect(readWatchlistPredictions(localStorage)).toHaveLength(WATCHLIST_MAX_PREDICTIONS);
  });
});
