import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deferredResponse, isolateScreenTests, renderRoutes, renderScreen, serve } from '@/test/render-screen';
import { LiveSlatePage } from './live-slate-page';
import { SELECTED_LIVE_LINES_KEY } from '@/lib/selected-lines-storage';
import { testSlateLines } from './slate-test-data';

const lines = testSlateLines(10);
const freshness = { lastUpdated: '2026-11-23T12:00:00.000Z', source: 'demo' };
const games = Array.from({ length: 10 }, (_, i) => ({
  id: String(i + 1),
  awayTeam: `Away Team ${i + 1}`,
  homeTeam: `Home Team ${i + 1}`,
  league: (i + 1) % 2 === 0 ? 'NCAA' : 'NFL',
  sport: 'Football',
  gameTime: `2026-11-2${(i + 1) % 7}T18:00:00.000Z`,
  referee: 'Ref One',
  status: 'scheduled',
}));

function serveSlate(overrides: Record<string, () => Response> = {}) {
  return serve({
    'GET /api/live/betting-lines': () => Response.json({ ...freshness, lines }),
    'GET /api/live/games': () => Response.json({ ...freshness, games }),
    'GET /api/betting/lines/alternates/sorted': (url) =>
      Response.json({ ...freshness, success: true, marketType: url.searchParams.get('marketType'), sortOrder: 'worst-to-best', lines: [] }),
    'GET /api/live/alternate-lines': () => Response.json({ ...freshness, success: true, alternateLines: [] }),
    ...overrides,
  });
}

const alternatesAsked = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.flatMap(([input]) => (typeof input === 'string' && input.startsWith('/api/live/alternate-lines') ? [input] : []));

isolateScreenTests();

const renderPage = () => renderScreen('/live-game-slate', <LiveSlatePage />);
const lineButtons = () => within(screen.getByRole('region', { name: 'Games' })).getAllByRole('button', { pressed: false });
const tile = (title: string) => screen.getByRole('heading', { name: title }).parentElement?.parentElement?.textContent ?? '';

describe('Upcoming Games Slate (docs/product/live-slate.md)', () => {
  it('shows the loading text, then the cards and the summary tiles', async () => {
    serveSlate();
    renderPage();
    expect(screen.getByText('Loading live game data and alternate lines...')).toBeTruthy();
    await screen.findByRole('region', { name: 'Games' });
    expect(screen.getByRole('heading', { name: 'Upcoming Games Slate' })).toBeTruthy();
    expect(tile('Games Available')).toContain('10');
    expect(tile('Filtered Lines')).toContain('60');
    expect(tile('NFL / NCAA')).toContain('5 / 5');
    expect(screen.getByRole('heading', { name: 'Away Team 1 @ Home Team 1' })).toBeTruthy();
    expect(screen.getAllByText('Best price').length).toBeGreaterThan(0);
  });

  it('enables the analysis at 2 selections and refuses the 18th line with its toast', async () => {
    serveSlate();
    renderPage();
    await screen.findByRole('region', { name: 'Games' });
    // Cards show their first 12 lines; 10 cards x 6 lines are all shown.
    const build = screen.getByRole('button', { name: 'Build Parlay with AI Analysis' });
    expect(build.hasAttribute('disabled')).toBe(true);
    const buttons = lineButtons();
    fireEvent.click(buttons[0]!);
    expect(screen.getByText('1/17 Selected')).toBeTruthy();
    fireEvent.click(buttons[1]!);
    expect(build.hasAttribute('disabled')).toBe(false);
    for (const button of buttons.slice(2, 17)) fireEvent.click(button);
    expect(screen.getByText('17/17 Selected')).toBeTruthy();
    fireEvent.click(buttons[17]!);
    expect(await screen.findByText('Maximum Selections Reached')).toBeTruthy();
    expect(screen.getByText('You can select up to 17 teams/bets per parlay. Remove a selection to add another.')).toBeTruthy();
    expect(screen.getByText('17/17 Selected')).toBeTruthy();
    expect(buttons[17]!.getAttribute('aria-pressed')).toBe('false');
    // Toggling a chosen line removes it.
    fireEvent.click(buttons[0]!);
    expect(screen.getByText('16/17 Selected')).toBeTruthy();
  });

  it('keeps the odds inputs to their rules, hints when min exceeds max, and clears all filters', async () => {
    serveSlate();
    renderPage();
    await screen.findByRole('region', { name: 'Games' });
    const min = screen.getByLabelText<HTMLInputElement>('Min Odds');
    const max = screen.getByLabelText<HTMLInputElement>('Max Odds');
    // A phone's numeric keypad has no minus sign: the odds inputs ask for the text keyboard.
    expect([min.inputMode, max.inputMode]).toEqual(['text', 'text']);
    fireEvent.change(min, { target: { value: 'abc' } });
    expect(min.value).toBe('');
    fireEvent.change(min, { target: { value: '-' } });
    expect(min.value).toBe('-');
    fireEvent.change(max, { target: { value: '-' } });
    expect(max.value).toBe('');
    fireEvent.change(max, { target: { value: '+' } });
    expect(max.value).toBe('+');
    fireEvent.change(min, { target: { value: '150' } });
    fireEvent.change(max, { target: { value: '150' } });
    expect(tile('Filtered Lines')).toContain('10');
    expect(screen.queryByText('Min odds should be less than max odds')).toBeNull();
    fireEvent.change(max, { target: { value: '100' } });
    expect(screen.getByText('Min odds should be less than max odds')).toBeTruthy();
    expect(screen.getByText('No games found matching your criteria')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(min.value).toBe('');
    expect(tile('Filtered Lines')).toContain('60');
  });

  it('filters by search and market type', async () => {
    serveSlate();
    renderPage();
    await screen.findByRole('region', { name: 'Games' });
    fireEvent.change(screen.getByLabelText('Search teams'), { target: { value: 'home team 3' } });
    expect(tile('Filtered Lines')).toContain('6');
    fireEvent.click(screen.getByRole('combobox', { name: 'Market Type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Totals (O/U)' }));
    expect(screen.getByText('No games found matching your criteria')).toBeTruthy();
  });

  it('stores the selection under selectedLiveLines for the parlay builder', async () => {
    serveSlate();
    const router = renderRoutes(
      [
        { path: '/live-game-slate', element: <LiveSlatePage /> },
        { path: '/profit-target', element: <p>Parlay builder screen</p> },
      ],
      '/live-game-slate',
    );
    await screen.findByRole('region', { name: 'Games' });
    const buttons = lineButtons();
    fireEvent.click(buttons[0]!);
    fireEvent.click(buttons[7]!);
    fireEvent.click(screen.getByRole('link', { name: 'Go to Parlay Builder' }));
    expect(await screen.findByText('Parlay builder screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profit-target');
    const stored: unknown = JSON.parse(window.localStorage.getItem(SELECTED_LIVE_LINES_KEY) ?? '[]');
    const described = [buttons[0], buttons[7]].map((button) => button?.querySelector('span span')?.textContent);
    expect(Array.isArray(stored) && stored.map((line: { description?: string }) => line.description)).toEqual(described);
  });

  it('asks the week\'s alternates of its ten games in one request, and shows them', async () => {
    const alternate = { eventId: '3', selection: 'Away Team 3', marketType: 'spread', lineValue: 9.5, americanOdds: -300, awayTeam: 'Away Team 3', homeTeam: 'Home Team 3', league: 'NFL', bookmaker: 'BookA' };
    const fetchMock = serveSlate({ 'GET /api/live/alternate-lines': () => Response.json({ ...freshness, success: true, alternateLines: [alternate] }) });
    renderPage();
    expect(await screen.findByText('Away Team 3 +9.5')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Loading alternate lines...')).toBeNull());
    expect(alternatesAsked(fetchMock)).toEqual(['/api/live/alternate-lines']);
  });

  it('says Refresh Failed within the retries of the main feeds when the server stops', async () => {
    const running = serveSlate();
    renderPage();
    await screen.findByRole('region', { name: 'Games' });
    await waitFor(() => expect(alternatesAsked(running).length).toBeGreaterThanOrEqual(1));
    await waitFor(() => expect(screen.queryByText('Loading alternate lines...')).toBeNull());
    serve({});
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Data' }));
    // The four feeds' two retries take about 3 s.
    expect(await screen.findByText('Failed to refresh live data. Please try again.', {}, { timeout: 6000 })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh Data' }).hasAttribute('disabled')).toBe(false));
  }, 10_000);

  it('keeps the keyboard focus on the selection bar when Clear Selection (gone with the selection) is pressed', async () => {
    serveSlate();
    renderPage();
    await screen.findByRole('region', { name: 'Games' });
    fireEvent.click(lineButtons()[0]!);
    const clear = screen.getByRole('button', { name: 'Clear Selection' });
    clear.focus();
    fireEvent.click(clear);
    expect(screen.getByText('0/17 Selected')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear Selection' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Selection' })));
  });

  it('shows the error card naming what failed, with Retry', async () => {
    serveSlate({ 'GET /api/live/betting-lines': () => new Response('down', { status: 503 }) });
    renderPage();
    expect(await screen.findByText('Error Loading Live Data', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('Failed to load betting lines. Please check your connection and try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  }, 10_000);

  it('refreshes every feed on Retry, the alternate lists that failed with the rest too (docs/product/live-slate.md)', async () => {
    let down = true;
    const failing = (answer: (url: URL) => Response) => (url: URL) => (down ? new Response('down', { status: 503 }) : answer(url));
    const alternate = { eventId: '1', selection: 'Away Team 1', marketType: 'spread', lineValue: 10.5, americanOdds: -400, awayTeam: 'Away Team 1', homeTeam: 'Home Team 1', league: 'NFL', bookmaker: 'BookA' };
    serve({
      'GET /api/live/betting-lines': failing(() => Response.json({ ...freshness, lines })),
      'GET /api/live/games': failing(() => Response.json({ ...freshness, games })),
      'GET /api/betting/lines/alternates/sorted': failing((url) => {
        const marketType = url.searchParams.get('marketType');
        return Response.json({ ...freshness, success: true, marketType, sortOrder: 'worst-to-best', lines: marketType === 'spread' ? [alternate] : [] });
      }),
    });
    renderPage();
    await screen.findByText('Error Loading Live Data', {}, { timeout: 8000 });
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('region', { name: 'Games' });
    expect(await screen.findByText('Away Team 1 +10.5')).toBeTruthy();
    expect(await screen.findByText('Data Refreshed')).toBeTruthy();
  }, 15_000);

  it('disables Retry while its refresh runs: a second press cancelled the first and both said "Refresh Failed"', async () => {
    // Loaded once, then a failed refresh: the query keeps its error (and the card its Retry) while it fetches again.
    let state: 'up' | 'down' | 'slow' = 'up';
    const slow = deferredResponse();
    const fetchMock = serve({
      'GET /api/live/betting-lines': () =>
        state === 'up' ? Response.json({ ...freshness, lines }) : state === 'down' ? new Response('down', { status: 503 }) : slow.promise,
      'GET /api/live/games': () => Response.json({ ...freshness, games }),
      'GET /api/betting/lines/alternates/sorted': (url) =>
        Response.json({ ...freshness, success: true, marketType: url.searchParams.get('marketType'), sortOrder: 'worst-to-best', lines: [] }),
      'GET /api/live/alternate-lines': () => Response.json({ ...freshness, success: true, alternateLines: [] }),
    });
    renderPage();
    await screen.findByRole('region', { name: 'Games' });
    state = 'down';
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Data' }));
    await screen.findByText('Error Loading Live Data', {}, { timeout: 8000 });
    state = 'slow';
    const linesAsked = () => fetchMock.mock.calls.filter(([input]) => typeof input === 'string' && input.startsWith('/api/live/betting-lines')).length;
    const before = linesAsked();
    const retry = screen.getByRole('button', { name: 'Retry' });
    fireEvent.click(retry);
    await waitFor(() => expect(retry.hasAttribute('disabled')).toBe(true));
    fireEvent.click(retry);
    slow.release(Response.json({ ...freshness, lines }));
    await screen.findByRole('region', { name: 'Games' });
    expect(await screen.findByText('Data Refreshed', {}, { timeout: 8000 })).toBeTruthy();
    expect(linesAsked() - before).toBe(1);
  }, 15_000);
});

describe('Upcoming Games Slate data timing (docs/product/live-slate.md)', () => {
  it('keeps team data fresh for 5 minutes: coming back to the slate asks /api/teams/NCAA no second time', async () => {
    const teams = (league: string) => () => Response.json({ ...freshness, league, season: 2026, week: 12, teams: [] });
    const fetchMock = serveSlate({
      'GET /api/teams/NFL': teams('NFL'),
      'GET /api/teams/NCAA': teams('NCAA'),
      'GET /api/injuries/NFL': () => Response.json({ ...freshness, injuries: [] }),
      'GET /api/injuries/NCAA': () => Response.json({ ...freshness, injuries: [] }),
    });
    const asked = (path: string) => fetchMock.mock.calls.filter(([input]) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url).startsWith(path)).length;
    const router = renderScreen('/live-game-slate', <LiveSlatePage />);
    await screen.findByRole('region', { name: 'Games' });
    await waitFor(() => expect(asked('/api/teams/NCAA')).toBe(1));
    await router.navigate('/');
    await screen.findByText('Home screen');
    await router.navigate('/live-game-slate');
    await screen.findByRole('region', { name: 'Games' });
    expect(asked('/api/teams/NCAA')).toBe(1);
    expect(asked('/api/teams/NFL')).toBe(1);
    expect(asked('/api/injuries/NCAA')).toBe(1);
  });
});
