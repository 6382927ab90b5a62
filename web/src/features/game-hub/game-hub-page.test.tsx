import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HubGame } from '@playbook/contracts';
import { gameTimeText } from '@playbook/core';
import { freshness, hubGame } from '@/test/sports-fixtures';
import { type Handler, isolateScreenTests, renderScreen, serve } from '@/test/render-screen';
import { GameHubPage } from './game-hub-page';

const json = (body: unknown, status = 200) => () => Response.json(body, { status });
const byLeague = <T,>(nfl: T, mlb: T, ncaa: T) => ({ nfl, mlb, ncaa });

const liveNfl = hubGame('Buffalo Bills', 'Kansas City Chiefs', { status: 'live', period: 3, timeRemaining: '8:42', awayScore: 14, homeScore: 10, scheduledTime: '2026-11-22T18:00:00.000Z' });
const finalNfl = hubGame('New York Jets', 'Miami Dolphins', { status: 'finished', period: 4, awayScore: 20, homeScore: 27, scheduledTime: '2026-11-22T17:00:00.000Z' });
const nextNfl = hubGame('Dallas Cowboys', 'Philadelphia Eagles', { week: 12 });
const epa = { away: { offense: -0.05, defense: 0.04 }, home: { offense: 0.21, defense: -0.12 } };
const ncaaGame = hubGame('Michigan Wolverines', 'Ohio State Buckeyes', { league: 'NCAA', epa, scheduledTime: '2026-11-28T17:00:00.000Z', week: 13 });

function allFeed(nfl: HubGame[], ncaa: HubGame[]) {
  const days = (games: HubGame[]) => {
    const byDay: Record<string, HubGame[]> = {};
    for (const game of games) (byDay[game.scheduledTime.slice(0, 10)] ??= []).push(game);
    return byDay;
  };
  return {
    ...freshness,
    timestamp: '2026-11-23T12:00:00.000Z',
    data: {
      live: byLeague(nfl.filter((game) => game.status === 'live'), [], []),
      schedule: byLeague(nfl, [], ncaa),
      organizedByDay: byLeague(days(nfl), {}, days(ncaa)),
    },
  };
}

const firstHalf = {
  success: true,
  data: {
    prediction: { winner: 'Ohio State Buckeyes', confidence: 71.5, predictedMargin: 6.2 },
    home: { teamName: 'Ohio State Buckeyes', winProbability: 0.715, metrics: { ppa: 0.3, successRate: 0.5, turnoverMargin: 1, pointsPerPlayMargin: 0.2, firstHalfPointsPerGame: 20 } },
    away: { teamName: 'Michigan Wolverines', winProbability: 0.285, metrics: { ppa: 0.1, successRate: 0.45, turnoverMargin: 0.5, pointsPerPlayMargin: 0.1, firstHalfPointsPerGame: 14 } },
  },
  ...freshness,
};

function serveHub(extra: Record<string, Handler> = {}) {
  const feed = allFeed([liveNfl, finalNfl, nextNfl], [ncaaGame]);
  return serve({
    'GET /api/gamehub/all': json(feed),
    'GET /api/gamehub/live': json({ ...freshness, timestamp: '2026-11-23T12:00:30.000Z', data: feed.data.live }),
    'GET /api/gamehub/ncaa': json({ ...freshness, success: true, data: { schedule: feed.data.schedule.ncaa, organizedByDay: feed.data.organizedByDay.ncaa } }),
    'GET /api/cfb/first-half-prediction': json(firstHalf),
    ...extra,
  });
}

isolateScreenTests();

const openTab = async (name: string) => {
  fireEvent.mouseDown(await screen.findByRole('tab', { name }));
  return screen.findByRole('tabpanel', { name });
};
function choose(select: string, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: select }));
  fireEvent.click(screen.getByRole('option', { name: option }));
}

describe('GameHub (docs/product/game-hub.md)', () => {
  it('shows the loading text, then the six tiles counting scheduled games and those with odds', async () => {
    serveHub();
    renderScreen('/game-hub', <GameHubPage />);
    expect(screen.getByText('Loading live scores and schedules...')).toBeTruthy();
    const tiles = await screen.findByRole('list', { name: 'Game counts' });
    const values = within(tiles).getAllByRole('listitem').map((tile) => tile.textContent);
    expect(values).toEqual(['NFL Scheduled1', 'NFL With Odds1', 'MLB Scheduled0', 'MLB With Odds0', 'NCAA Scheduled1', 'NCAA With Odds1']);
  });

  it('shows live games with period and clock, This Week by day with counts, FINAL, local times and dashes', async () => {
    serveHub();
    renderScreen('/game-hub', <GameHubPage />);
    const panel = await openTab('NFL');
    const live = within(panel).getByRole('region', { name: 'Live Games' });
    expect(within(live).getByText('Q3 8:42')).toBeTruthy();
    expect(within(live).getByText('LIVE')).toBeTruthy();
    const week = within(panel).getByRole('region', { name: 'This Week' });
    const sunday = within(week).getByRole('region', { name: 'Sunday, November 22' });
    expect(within(sunday).getByText('2 games')).toBeTruthy();
    // Sorted by start: the 17:00 final before the 18:00 live game.
    expect(within(sunday).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'New York Jets @ Miami Dolphins',
      'Buffalo Bills @ Kansas City Chiefs',
    ]);
    expect(within(week).getByRole('region', { name: 'Sunday, November 29' })).toBeTruthy();
    const final = within(sunday).getByRole('listitem', { name: 'New York Jets @ Miami Dolphins' });
    expect(within(final).getAllByText('FINAL')).toHaveLength(2); // badge and time text
    expect(final.textContent).toContain('27');
    const upcoming = within(week).getByRole('listitem', { name: 'Dallas Cowboys @ Philadelphia Eagles' });
    expect(within(upcoming).getByText('UPCOMING')).toBeTruthy();
    expect(within(upcoming).getByText(gameTimeText(nextNfl))).toBeTruthy();
    expect(within(upcoming).getByText('Week 12')).toBeTruthy();
    expect(within(upcoming).getAllByText('-')).toHaveLength(2);
    const odds = within(upcoming).getByRole('region', { name: /^Pre-Game Odds/ });
    expect(odds.textContent).toContain('DraftKings');
    expect(odds.textContent).toContain('Dallas Cowboys +150 · Philadelphia Eagles -170');
    expect(odds.textContent).toContain('Dallas Cowboys +3.5 (-110) · Philadelphia Eagles -3.5 (-110)');
    expect(odds.textContent).toContain('O 47.5 (-110) · U 47.5 (-110)');
    expect(odds.textContent).toContain('Updated');
    // NFL games have no first-half model and no EPA.
    expect(within(panel).queryByRole('button', { name: /1st Half Prediction/ })).toBeNull();
    expect(within(panel).queryByText('EPA Statistics')).toBeNull();
    expect(screen.getByText('Live scores update every minute.')).toBeTruthy();
    expect(screen.getByText(/^Last updated: /).textContent).toBe(`Last updated: ${new Date('2026-11-23T12:00:30.000Z').toLocaleString()}`);
  });

  it('says when a league has no live games and nothing this week', async () => {
    serveHub();
    renderScreen('/game-hub', <GameHubPage />);
    const panel = await openTab('MLB');
    expect(within(panel).getByText('No live MLB games at this time')).toBeTruthy();
    expect(within(panel).getByText('No MLB games scheduled this week')).toBeTruthy();
  });

  it('colours NCAA EPA: offense above 0 and defense below 0 green, the other sign red', async () => {
    serveHub();
    renderScreen('/game-hub', <GameHubPage />);
    const panel = await openTab('NCAA');
    const table = within(panel).getByRole('table', { name: 'EPA Statistics: Michigan Wolverines @ Ohio State Buckeyes' });
    const tones = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('td')].map((cell) => `${cell.textContent} ${cell.dataset.tone} ${cell.className.includes('text-green-700') ? 'green' : 'red'}`));
    expect(tones).toEqual([
      ['-0.050 bad red', '0.040 bad red'],
      ['0.210 good green', '-0.120 good green'],
    ]);
  });

  it('opens the 1st Half Prediction from its card, shows the answer and gives focus back on close', async () => {
    const fetchMock = serveHub();
    renderScreen('/game-hub', <GameHubPage />);
    const panel = await openTab('NCAA');
    const opener = within(panel).getByRole('button', { name: '1st Half Prediction: Michigan Wolverines @ Ohio State Buckeyes' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: '1st Half Prediction' });
    expect(await within(dialog).findByText('Ohio State Buckeyes')).toBeTruthy();
    const asked = fetchMock.mock.calls.map(([url]) => (typeof url === 'string' ? url : url instanceof URL ? url.href : url.url)).find((url) => url.includes('first-half'));
    expect(asked).toBe('/api/cfb/first-half-prediction?homeTeam=Ohio+State+Buckeyes&awayTeam=Michigan+Wolverines');
    expect(within(dialog).getByText('6.2 pts')).toBeTruthy();
    expect(within(dialog).getByText('71.5%')).toBeTruthy();
    // Home line -3.5 for the game, so -1.75 for the half: a 6.2-point half covers.
    expect(within(dialog).getByText('Will Cover')).toBeTruthy();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(5);
    // The corner X and the footer button are both named Close; the footer one is last.
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Close' });
    fireEvent.click(closeButtons[closeButtons.length - 1] ?? dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '1st Half Prediction: Michigan Wolverines @ Ohio State Buckeyes' })));
  });

  it('toasts Team Data Not Found and closes the dialog when the first-half model does not know a team (docs/product/game-hub.md)', async () => {
    // The status and the answer's team field choose the toast: the message's wording is not read.
    serveHub({ 'GET /api/cfb/first-half-prediction': json({ success: false, error: 'Unknown school', team: 'Michigan Wolverines' }, 404) });
    renderScreen('/game-hub', <GameHubPage />);
    const panel = await openTab('NCAA');
    fireEvent.click(within(panel).getByRole('button', { name: /^1st Half Prediction: / }));
    expect(await screen.findByText('Team Data Not Found')).toBeTruthy();
    expect(screen.getByText('Could not find stats for Michigan Wolverines')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("toasts Prediction Failed with the server's message and closes the dialog when the prediction fails (docs/product/game-hub.md)", async () => {
    const error = 'No advanced stats for Michigan Wolverines from the current data source';
    serveHub({ 'GET /api/cfb/first-half-prediction': json({ success: false, error }, 422) });
    renderScreen('/game-hub', <GameHubPage />);
    const panel = await openTab('NCAA');
    fireEvent.click(within(panel).getByRole('button', { name: /^1st Half Prediction: / }));
    expect(await screen.findByText('Prediction Failed')).toBeTruthy();
    expect(screen.getByText(error)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('toasts Prediction Failed for a failure worded like a missing team but not answered 404 (docs/product/game-hub.md)', async () => {
    serveHub({ 'GET /api/cfb/first-half-prediction': json({ success: false, error: 'Team not found: Michigan Wolverines' }, 422) });
    renderScreen('/game-hub', <GameHubPage />);
    const panel = await openTab('NCAA');
    fireEvent.click(within(panel).getByRole('button', { name: /^1st Half Prediction: / }));
    expect(await screen.findByText('Prediction Failed')).toBeTruthy();
    expect(screen.getByText('Team not found: Michigan Wolverines')).toBeTruthy();
    expect(screen.queryByText('Team Data Not Found')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('filters by search, view and league', async () => {
    serveHub();
    renderScreen('/game-hub', <GameHubPage />);
    const panel = await openTab('NFL');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search teams' }), { target: { value: 'cowboys' } });
    expect(within(panel).queryByRole('listitem', { name: 'New York Jets @ Miami Dolphins' })).toBeNull();
    expect(within(panel).getByRole('listitem', { name: 'Dallas Cowboys @ Philadelphia Eagles' })).toBeTruthy();
    choose('View', 'Live Only');
    expect(within(panel).queryByRole('region', { name: 'This Week' })).toBeNull();
    expect(within(panel).getByText('No live NFL games at this time')).toBeTruthy();
    choose('League', 'NCAA');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['NCAA']);
  });

  it('says how many games a search hides when it empties a section', async () => {
    serveHub();
    renderScreen('/game-hub', <GameHubPage />);
    const panel = await openTab('NFL');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search teams' }), { target: { value: 'nobody here' } });
    expect(within(panel).getByText('No live NFL games at this time')).toBeTruthy();
    expect(within(panel).getByText('1 game hidden by the search “nobody here”')).toBeTruthy();
    expect(within(panel).getByText('No NFL games scheduled this week')).toBeTruthy();
    expect(within(panel).getByText('3 games hidden by the search “nobody here”')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search teams' }), { target: { value: '' } });
    expect(within(panel).queryByText(/hidden by the search/)).toBeNull();
  });

  it('shows the load error with Retry, which loads the hub', async () => {
    let fail = true;
    serveHub({ 'GET /api/gamehub/all': () => (fail ? new Response('down', { status: 500 }) : Response.json(allFeed([nextNfl], []))) });
    renderScreen('/game-hub', <GameHubPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error Loading GameHub');
    expect(alert.textContent).toContain('Unable to fetch live scores and schedules. Please try refreshing.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Game counts' })).toBeTruthy();
  });

  it('refreshes every feed and says so, or says it failed', async () => {
    let fail = false;
    const fetchMock = serveHub({ 'GET /api/gamehub/live': () => (fail ? new Response('down', { status: 503 }) : Response.json({ ...freshness, timestamp: 'x', data: byLeague([], [], []) })) });
    renderScreen('/game-hub', <GameHubPage />);
    await screen.findByRole('list', { name: 'Game counts' });
    const calls = fetchMock.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Data Refreshed')).toBeTruthy();
    expect(screen.getByText('Live scores, schedules, and NCAA games have been updated')).toBeTruthy();
    expect(fetchMock.mock.calls.length - calls).toBe(3);
    fail = true;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Refresh Failed')).toBeTruthy();
    expect(screen.getByText('Unable to refresh data. Please try again.')).toBeTruthy();
  });
});
