import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within, waitFor } from '@testing-library/react';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { LEAGUE_STORAGE_KEY } from '@/lib/league';
import { DashboardPage } from './dashboard-page';
import { NFL_TEAMS } from './team-test-data';
import { deferredResponse, isolateScreenTests, serve } from '@/test/render-screen';

const LAST_UPDATED = '2025-10-04T18:30:00.000Z';
const teamsBody = (teams = NFL_TEAMS) =>
  Response.json({ lastUpdated: LAST_UPDATED, source: 'demo', league: 'NFL', season: 2025, week: 5, teams });
const averagesBody = () =>
  Response.json({ lastUpdated: LAST_UPDATED, source: 'demo', thirdDownPct: 38.4522, atsWinPct: 50.0343, pointsPerGame: 22.69 });

function renderPage() {
  render(
    <Providers client={createQueryClient()}>
      <DashboardPage />
    </Providers>,
  );
}

const card = (title: string) => {
  const item = screen.getByRole('heading', { name: title }).closest('li');
  if (!item) throw new Error(`No card ${title}`);
  return item;
};

isolateScreenTests();

describe('dashboard (docs/product/dashboard.md)', () => {
  it('shows the loading line, then the four cards with averages loading after the teams', async () => {
    const averages = deferredResponse();
    serve({ 'GET /api/teams/NFL': () => teamsBody(), 'GET /api/teams/NFL/averages': () => averages.promise });
    renderPage();
    expect(screen.getByText('Loading NFL team statistics...')).toBeTruthy();

    expect(await screen.findByText('Seattle Seahawks', { selector: 'li p' })).toBeTruthy();
    expect(card('Top Team').textContent).toContain('Combined Score: 64.9');
    // Seattle (28.5) and Arizona (30) score 25 or more; Buffalo (24.9) does not.
    expect(within(card('High-Scoring Teams')).getByText('2/3')).toBeTruthy();
    expect(within(card('Avg 3rd Down %')).getByText('Loading...')).toBeTruthy();
    expect(within(card('Avg ATS Win Rate')).getByText('Loading...')).toBeTruthy();

    averages.release(averagesBody());
    expect(await within(card('Avg 3rd Down %')).findByText('38.5%')).toBeTruthy();
    expect(within(card('Avg ATS Win Rate')).getByText('50.0%')).toBeTruthy();
  });

  it("shows 'N/A' and 'No data' for a league without teams", async () => {
    serve({ 'GET /api/teams/NFL': () => teamsBody([]), 'GET /api/teams/NFL/averages': averagesBody });
    renderPage();
    expect(await screen.findByText('N/A')).toBeTruthy();
    expect(card('Top Team').textContent).toContain('No data');
    expect(within(card('High-Scoring Teams')).getByText('0/0')).toBeTruthy();
    // The rankings say why they are empty instead of showing bare column headers.
    expect(screen.getByText("No team is ranked yet: a team is ranked once its first game's statistics are in.")).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'NFL team rankings' })).toBeNull();
  });

  it("reads the league from the header's toggle", async () => {
    localStorage.setItem(LEAGUE_STORAGE_KEY, 'NCAA');
    const fetchMock = serve({});
    renderPage();
    expect(screen.getByText('Loading NCAA team statistics...')).toBeTruthy();
    expect(await screen.findByText('Error loading NCAA data')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/teams/NCAA');
  });

  it('shows the error with Try Again, which reads the teams again', async () => {
    let fail = true;
    serve({
      'GET /api/teams/NFL': () => (fail ? new Response('', { status: 503, statusText: 'Service Unavailable' }) : teamsBody()),
      'GET /api/teams/NFL/averages': averagesBody,
    });
    renderPage();
    expect(await screen.findByText('Error loading NFL data')).toBeTruthy();
    expect(screen.getByText('503: Service Unavailable')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table', { name: 'NFL team rankings' })).toBeTruthy();
  });

  it('shows loading while Try Again reads the teams again after a failed refresh, and keeps the focus on the statistics', async () => {
    const client = createQueryClient();
    const answers = [teamsBody(), new Response('', { status: 503, statusText: 'Service Unavailable' })];
    const again = deferredResponse();
    serve({ 'GET /api/teams/NFL': () => answers.shift() ?? again.promise, 'GET /api/teams/NFL/averages': averagesBody });
    render(
      <Providers client={client}>
        <DashboardPage />
      </Providers>,
    );
    expect(await screen.findByRole('table', { name: 'NFL team rankings' })).toBeTruthy();
    // A later read of the teams fails (e.g. after a data refresh): the error replaces the stale list.
    void client.refetchQueries({ queryKey: ['teams', 'NFL'], exact: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Try Again' }));

    const region = screen.getByRole('group', { name: 'NFL team statistics' });
    await waitFor(() => expect(document.activeElement).toBe(region));
    expect(await within(region).findByText('Loading NFL team statistics...')).toBeTruthy();
    expect(screen.queryByText('Error loading NFL data')).toBeNull();

    again.release(teamsBody());
    expect(await within(region).findByRole('table', { name: 'NFL team rankings' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(region));
  });

  it('credits the demo data and shows when it was updated', async () => {
    serve({ 'GET /api/teams/NFL': () => teamsBody(), 'GET /api/teams/NFL/averages': averagesBody });
    renderPage();
    expect(await screen.findByText('Demo data: simulated season')).toBeTruthy();
    expect(screen.getByText(`Last updated: ${new Date(LAST_UPDATED).toLocaleString()}`)).toBeTruthy();
  });

  it('explains the combined ranking and lists the individual metrics best first', async () => {
    serve({ 'GET /api/teams/NFL': () => teamsBody(), 'GET /api/teams/NFL/averages': averagesBody });
    renderPage();
    expect(await screen.findByText(/ranked by a combined score of 3rd down %, red zone %, ATS win rate/)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Injury Reports' })).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Individual Metrics' }));
    const leaders = (name: string) =>
      within(screen.getByRole('table', { name }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

    expect(screen.getByRole('tab', { name: '3rd Down Conversions' }).getAttribute('aria-selected')).toBe('true');
    expect(leaders('3rd Down Conversions')).toHaveLength(3);

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'ATS Win Rate' }));
    // Seattle's missing ATS rate counts as 0, so it comes last.
    expect(leaders('ATS Win Rate')).toEqual([
      ['1', 'buffalo Bills', '60.0%'],
      ['2', 'Arizona Cardinals', '45.0%'],
      ['3', 'Seattle Seahawks', '—'],
    ]);

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Points Per Game' }));
    expect(leaders('Points Per Game').map((row) => row[2])).toEqual(['30.0', '28.5', '24.9']);
  });
});
