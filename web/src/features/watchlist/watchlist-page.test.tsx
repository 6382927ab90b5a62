import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FavoriteParlay, User, WatchlistPrediction, WatchlistPutRequest } from '@playbook/contracts';
import { readWatchlistPredictions, writeFavoriteParlays, writeWatchlistPredictions } from '@/lib/parlay-storage';
import { pressFocused } from '@/test/press-focused';
import { isolateScreenTests, renderScreen, serve } from '@/test/render-screen';
import { favoriteParlay, matchupPrediction, totalPrediction } from '@playbook/contracts/testing/watchlist-fixtures';
import { testUser } from '@playbook/contracts/testing/user-fixtures';
import { WatchlistPage } from './watchlist-page';

const user: User = testUser({ id: 7, username: 'wendy' });

const matchup = matchupPrediction();
const total = totalPrediction;
const favorite = favoriteParlay;

/** The account's copy, with the route's compare-and-set, and every PUT body kept. */
function serveAccount(initial: { predictions: WatchlistPrediction[]; favorites: FavoriteParlay[] }) {
  let state = { ...initial, version: 1 };
  const puts: WatchlistPutRequest[] = [];
  serve({}).mockImplementation(async (input, init) => {
    const path = new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost').pathname;
    if (path === '/api/user') return Response.json(user);
    if (path !== '/api/watchlist') throw new TypeError('Failed to fetch');
    if (init?.method === 'PUT' && typeof init.body === 'string') {
      const body = JSON.parse(init.body) as WatchlistPutRequest;
      puts.push(body);
      state = { predictions: body.predictions, favorites: body.favorites, version: state.version + 1 };
    }
    return Response.json(state);
  });
  return { puts, state: () => state };
}

isolateScreenTests();

describe('Watchlist page (docs/product/watchlist.md)', () => {
  it("shows both tabs with counts, merging this browser's list with the account's", async () => {
    writeWatchlistPredictions(localStorage, [matchup]);
    writeFavoriteParlays(localStorage, [favorite]);
    const account = serveAccount({ predictions: [total], favorites: [] });
    renderScreen('/watchlist', <WatchlistPage />);
    expect(await screen.findByRole('tab', { name: 'Saved Predictions (2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Favorite Parlays (1)' })).toBeTruthy();
    expect(await screen.findByText(/Synced with your account/)).toBeTruthy();
    expect(account.state().predictions.map((p) => p.id).sort()).toEqual([matchup.id, total.id].sort());
    expect(account.state().favorites.map((f) => f.id)).toEqual([favorite.id]);
    const list = screen.getByRole('list', { name: 'Saved predictions' });
    expect(within(list).getByText('Buffalo Bills')).toBeTruthy();
    expect(within(list).getByText('under')).toBeTruthy();
    // The links of docs/product/watchlist.md; /predictor is /matchup (docs/product/README.md).
    const links = screen.getByRole('navigation', { name: 'Watchlist links' });
    expect(within(links).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/profit-calculator', '/matchup', '/over-under']);
  });

  it("keeps a neutral-site entry's flag through the account sync, marks it, and opens each entry in its predictor (ADR 034)", async () => {
    writeWatchlistPredictions(localStorage, [{ ...matchup, neutral: true, league: 'NFL' }, total]);
    const account = serveAccount({ predictions: [], favorites: [] });
    renderScreen('/watchlist', <WatchlistPage />);
    await screen.findByText(/Synced with your account/);
    expect(account.puts.at(-1)?.predictions.map((p) => [p.id, p.neutral])).toEqual([
      [matchup.id, true],
      [total.id, false],
    ]);
    const list = screen.getByRole('list', { name: 'Saved predictions' });
    expect(within(list).getAllByText('Neutral site')).toHaveLength(1);
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Open Kansas City Chiefs @ Buffalo Bills')).toBe('/matchup?away=Kansas+City+Chiefs&home=Buffalo+Bills&league=NFL&neutral=true');
    // Saved before entries carried a league: the predictor picks them in its own league.
    expect(href('Open Dallas Cowboys @ New York Giants')).toBe('/over-under?away=Dallas+Cowboys&home=New+York+Giants&total=44.5');
  });

  it('removes an entry with the Removed toast and PUTs the list without it', async () => {
    writeWatchlistPredictions(localStorage, [matchup, total]);
    const account = serveAccount({ predictions: [], favorites: [] });
    renderScreen('/watchlist', <WatchlistPage />);
    await screen.findByText(/Synced with your account/);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Kansas City Chiefs @ Buffalo Bills' }));
    expect(await screen.findByText('Removed')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Saved Predictions (1)' })).toBeTruthy();
    await waitFor(() => expect(account.state().predictions.map((p) => p.id)).toEqual([total.id]));
    expect(readWatchlistPredictions(localStorage).map((p) => p.id)).toEqual([total.id]);
  });

  it('gives the focus to the entry now in the place of a removed one, not the page body', async () => {
    writeWatchlistPredictions(localStorage, [matchup, total]);
    serveAccount({ predictions: [], favorites: [] });
    renderScreen('/watchlist', <WatchlistPage />);
    await screen.findByText(/Synced with your account/);
    const list = screen.getByRole('list', { name: 'Saved predictions' });
    const [first, second] = within(list).getAllByRole('button', { name: /^Remove / });
    first?.focus();
    fireEvent.click(first!);
    expect(await screen.findByText('Removed')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(second));
  });

  it('clears the favorites with the Cleared toast, then shows the empty state', async () => {
    writeFavoriteParlays(localStorage, [favorite]);
    const account = serveAccount({ predictions: [], favorites: [] });
    renderScreen('/watchlist', <WatchlistPage />);
    await screen.findByText(/Synced with your account/);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Favorite Parlays (1)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Clear All Favorites' }));
    expect(await screen.findByText('Cleared')).toBeTruthy();
    expect(screen.getByText(/No favorite parlays yet/)).toBeTruthy();
    await waitFor(() => expect(account.state().favorites).toEqual([]));
  });

  it.each([
    { pressed: 'Clear All Favorites', fill: () => writeFavoriteParlays(localStorage, [favorite]), tab: 'Favorite Parlays (1)', toast: 'Cleared', link: 'Go to the Parlay Generator' },
    { pressed: 'Remove Kansas City Chiefs @ Buffalo Bills', fill: () => writeWatchlistPredictions(localStorage, [matchup]), tab: null, toast: 'Removed', link: 'Go to the H2H Predictor' },
  ])('gives the focus to the empty state link after $pressed empties the list, not the page body (ADR 036)', async ({ pressed, fill, tab, toast, link }) => {
    fill();
    serveAccount({ predictions: [], favorites: [] });
    renderScreen('/watchlist', <WatchlistPage />);
    await screen.findByText(/Synced with your account/);
    if (tab) fireEvent.mouseDown(screen.getByRole('tab', { name: tab }));
    await screen.findByRole('button', { name: pressed });
    pressFocused(pressed);
    expect(await screen.findByText(toast)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: link })));
  });

  it('keeps the local list and says so when the account cannot be reached', async () => {
    writeWatchlistPredictions(localStorage, [matchup]);
    serve({ 'GET /api/user': () => Response.json(user) });
    renderScreen('/watchlist', <WatchlistPage />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText(/could not be synced with your account/)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Saved Predictions (1)' })).toBeTruthy();
  });
});
