import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within, waitFor } from '@testing-library/react';
import type { InjuryRecord } from '@playbook/contracts';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { InjuryReports } from './injury-reports';
import { SAMPLE_INJURIES } from './injury-test-data';
import { deferredResponse, type Handler, isolateScreenTests, serve } from '@/test/render-screen';

const injuriesBody = (injuries: InjuryRecord[]) => () =>
  Response.json({ lastUpdated: '2025-10-04T18:30:00.000Z', source: 'demo', injuries });

function renderReports(handlers: Record<string, Handler>) {
  const fetchMock = serve({ 'GET /api/injuries/NFL': injuriesBody(SAMPLE_INJURIES), ...handlers });
  render(
    <Providers client={createQueryClient()}>
      <InjuryReports league="NFL" />
    </Providers>,
  );
  return fetchMock;
}

isolateScreenTests();
afterEach(() => vi.restoreAllMocks());

describe('injury reports (docs/product/dashboard.md)', () => {
  it('summarises the reports and shows one card per team', async () => {
    renderReports({});
    expect(screen.getByText('Loading NFL injury reports...')).toBeTruthy();
    expect(await screen.findByText('5 total injuries across 3 teams')).toBeTruthy();
    expect(screen.getByText('Showing 5 of 5 injury reports across 3 teams')).toBeTruthy();

    const ravens = screen.getByRole('table', { name: 'Baltimore Ravens injuries' });
    const ravensCard = screen.getByRole('group', { name: 'Baltimore Ravens' });
    expect(within(ravensCard).getByText('2 injured')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'buffalo Bills' })).getByText('1 injured')).toBeTruthy();
    // ADR 004: a defensive end (½) and a safety (1) newly out weigh 1.5, medium (the first rule of docs/product/dashboard.md said high).
    expect(within(screen.getByRole('group', { name: 'Arizona Cardinals' })).getByText('Medium impact')).toBeTruthy();
    expect(within(ravens).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Player', 'Position', 'Injury Type', 'Status', 'Game Status', 'Last Reported',
    ]);
    const reynolds = within(ravens).getByText('Dylan Reynolds').closest('tr');
    if (!reynolds) throw new Error('No row for Dylan Reynolds');
    expect(within(reynolds).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Dylan Reynolds', 'TE', 'Not specified', 'Probable', '—', new Date('2025-10-01T15:00:00.000Z').toLocaleDateString(),
    ]);
    expect(within(reynolds).getByText('Probable').className).toContain('text-foreground');
    expect(screen.getByText('Injured Reserve', { selector: 'span' }).className).toContain('bg-destructive');
    expect(screen.getByText('Out', { selector: 'span' }).className).toContain('bg-destructive');
    expect(screen.getByText('Doubtful', { selector: 'span' }).className).toContain('bg-secondary');
    expect(screen.getByText('Questionable', { selector: 'span' }).className).toContain('bg-secondary');
  });

  it('narrows the list with the search, then resets', async () => {
    renderReports({});
    const search = await screen.findByLabelText('Search');
    fireEvent.change(search, { target: { value: 'RAVENS' } });
    expect(await screen.findByText('Showing 2 of 5 injury reports across 1 teams')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Arizona Cardinals injuries' })).toBeNull();

    fireEvent.change(search, { target: { value: 'nobody at all' } });
    expect(await screen.findByText('No Results Found')).toBeTruthy();
    expect(screen.getByText('Showing 0 of 5 injury reports across 0 teams')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(await screen.findByText('Showing 5 of 5 injury reports across 3 teams')).toBeTruthy();
    expect((search as HTMLInputElement).value).toBe('');

    fireEvent.change(search, { target: { value: 'qb' } });
    expect(await screen.findByText('Showing 1 of 5 injury reports across 1 teams')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByText('Showing 5 of 5 injury reports across 3 teams')).toBeTruthy();
  });

  it('gives the focus to the search when Reset Filters (gone with the empty state) is pressed', async () => {
    renderReports({});
    const search = await screen.findByLabelText('Search');
    fireEvent.change(search, { target: { value: 'nobody at all' } });
    const resetButton = await screen.findByRole('button', { name: 'Reset Filters' });
    resetButton.focus();
    fireEvent.click(resetButton);
    expect(await screen.findByText('Showing 5 of 5 injury reports across 3 teams')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(search));
  });

  it("says 'No Injury Reports' when the league has none", async () => {
    renderReports({ 'GET /api/injuries/NFL': injuriesBody([]) });
    expect(await screen.findByText('No Injury Reports')).toBeTruthy();
    expect(screen.getByText('0 total injuries across 0 teams')).toBeTruthy();
  });

  it('shows the error with Try Again', async () => {
    let fail = true;
    renderReports({
      'GET /api/injuries/NFL': () => (fail ? new Response('', { status: 500, statusText: 'Internal Server Error' }) : injuriesBody(SAMPLE_INJURIES)()),
    });
    expect(await screen.findByText('Error loading NFL injury data')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('5 total injuries across 3 teams')).toBeTruthy();
  });
});

describe('Refresh Injuries (docs/product/dashboard.md)', () => {
  it("reads 'Refreshing...' while pending, then toasts the counts and reloads the list", async () => {
    const answer = deferredResponse();
    const fetchMock = renderReports({ 'POST /api/injuries/NFL/refresh': () => answer.promise });
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh Injuries' }));
    const pending = await screen.findByRole('button', { name: 'Refreshing...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);

    answer.release(Response.json({ league: 'NFL', totalInjuries: 5, newInjuriesDetected: 2 }));
    expect(await screen.findByText('Injury Data Refreshed')).toBeTruthy();
    expect(screen.getByText('Updated 5 NFL injury reports with 2 new injuries detected')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Refresh Injuries' })).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/injuries/NFL')).toHaveLength(2);
  });

  it("says 'Refresh Rate Limited' on the server's 429", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderReports({
      'POST /api/injuries/NFL/refresh': () =>
        Response.json(
          { error: { code: 'RATE_LIMITED', message: 'Rate limited: one NFL injuries refresh per 60 s; try again in 42 s' } },
          { status: 429 },
        ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh Injuries' }));
    expect(await screen.findByText('Refresh Rate Limited')).toBeTruthy();
    expect(screen.getByText('Please wait before refreshing injury data again.')).toBeTruthy();
  });

  it("says 'Injury Refresh Failed' on any other failure", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderReports({ 'POST /api/injuries/NFL/refresh': () => new Response('', { status: 502, statusText: 'Bad Gateway' }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh Injuries' }));
    expect(await screen.findByText('Injury Refresh Failed')).toBeTruthy();
    expect(screen.getByText('Unable to refresh injury data. Please try again later.')).toBeTruthy();
  });
});
