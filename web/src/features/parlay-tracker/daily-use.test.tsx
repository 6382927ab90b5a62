import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { parlayStatistics, type ParlayStatus } from '@playbook/core';
import { trackedParlayOf, type ParlayHistoryItem } from '@playbook/contracts';
import { isolateScreenTests, renderScreen } from '@/test/render-screen';
import { ParlayTrackerPage } from './parlay-tracker-page';

// The tracker for daily use: filters, ticking parlays to settle at once, tags and units.

const item = (id: number, fields: Partial<ParlayHistoryItem> = {}): ParlayHistoryItem => ({
  id,
  status: 'pending',
  category: 'standard',
  source: 'manual',
  numLegs: 1,
  totalOdds: 150,
  impliedProbability: 0.4,
  parlayDescription: `Ticket ${id}`,
  generatedAt: new Date(Date.now() - id * 3600 * 1000).toISOString(),
  stakeAmount: 25,
  potentialPayout: 62.5,
  targetProfit: null,
  actualPayout: null,
  notes: null,
  gameDate: null,
  settledAt: null,
  tags: [],
  legs: [],
  averageClv: null,
  ...fields,
});

/** A tracker server over an in-memory history, recording each request's method, path, query and body. */
function serveDaily(initial: ParlayHistoryItem[], unitSize: number | null = null) {
  let parlays = [...initial];
  const requests: Array<{ method: string; path: string; search: string; body: unknown }> = [];
  const find = (id: number) => parlays.find((parlay) => parlay.id === id);
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      requests.push({ method, path: url.pathname, search: url.search, body });
      const key = `${method} ${url.pathname}`;
      if (key === 'GET /api/parlays/history') {
        const from = url.searchParams.get('from');
        return Response.json(from === null ? parlays : []);
      }
      if (key === 'GET /api/parlays/performance') return Response.json({ ...parlayStatistics(parlays.map(trackedParlayOf)), averageClv: null, clvLegCount: 0, roiByCategory: [], roiByLegCount: [], profitOverTime: [] });
      if (key === 'GET /api/parlays/filters') return Response.json({ leagues: ['NFL'], books: ['DraftKings'], tags: [] });
      if (key === 'GET /api/parlays/settings') return Response.json({ unitSize });
      if (key === 'POST /api/parlays/settle') {
        const { ids, status } = body as { ids: number[]; status: ParlayStatus };
        parlays = parlays.map((parlay) => (ids.includes(parlay.id) ? { ...parlay, status, actualPayout: status === 'won' ? parlay.potentialPayout : 0, settledBy: 'user' } : parlay));
        return Response.json(ids.map(find));
      }
      const tags = /^\/api\/parlays\/(\d+)\/tags$/.exec(url.pathname);
      if (method === 'PUT' && tags) {
        parlays = parlays.map((parlay) => (parlay.id === Number(tags[1]) ? { ...parlay, tags: (body as { tags: string[] }).tags } : parlay));
        return Response.json(find(Number(tags[1])));
      }
      throw new TypeError('Failed to fetch');
    }),
  );
  return requests;
}

const renderPage = () => renderScreen('/parlay-tracker', <ParlayTrackerPage />);
const row = (description: string) => screen.getByText(description).closest('li') as HTMLElement;

isolateScreenTests();

describe('the tracker for daily use', () => {
  it('asks for the history with the days typed, says when no parlay matches, and clears the filters', async () => {
    const requests = serveDaily([item(1)]);
    renderPage();
    await screen.findByText('Ticket 1');
    fireEvent.change(screen.getByLabelText('Placed from'), { target: { value: '2025-10-01' } });
    expect(await screen.findByText('No Parlays Match These Filters')).toBeTruthy();
    expect(requests.some((request) => request.path === '/api/parlays/history' && request.search === '?from=2025-10-01')).toBe(true);
    // A day before the first makes the range that one day, never a backwards range.
    fireEvent.change(screen.getByLabelText('Placed to'), { target: { value: '2025-09-20' } });
    await waitFor(() => expect(requests.some((request) => request.search === '?from=2025-09-20&to=2025-09-20')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByText('Ticket 1')).toBeTruthy();
  });

  it('settles the ticked parlays at once and clears the ticks', async () => {
    const requests = serveDaily([item(1), item(2), item(3)]);
    renderPage();
    await screen.findByText('Ticket 1');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select: Ticket 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select: Ticket 3' }));
    const bar = screen.getByRole('region', { name: 'Settle selected parlays' });
    expect(within(bar).getByText('2 parlays selected')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Mark Won' }));
    expect(await screen.findByText('2 parlays settled')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([{ ids: [1, 3], status: 'won' }]);
    await waitFor(() => expect(row('Ticket 1').dataset.status).toBe('won'));
    expect(row('Ticket 2').dataset.status).toBe('pending');
    expect(screen.queryByRole('region', { name: 'Settle selected parlays' })).toBeNull();
  });

  it('saves a parlay’s tags once each whatever their case, and shows them', async () => {
    const requests = serveDaily([item(1)]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Tags: Ticket 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tags' });
    fireEvent.change(within(dialog).getByLabelText('Tags'), { target: { value: 'Live, boosted , live' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Tags' }));
    expect(await within(await screen.findByRole('list', { name: 'Tags' })).findByText('boosted')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([{ tags: ['Live', 'boosted'] }]);
  });

  it('shows stakes and net results in units of the saved unit size', async () => {
    serveDaily([item(1), item(2, { status: 'lost', actualPayout: 0 })], 10);
    renderPage();
    await screen.findByText('Ticket 1');
    await waitFor(() => expect(within(row('Ticket 1')).getByText('2.5 u')).toBeTruthy());
    expect(within(row('Ticket 2')).getByText('-2.5 u net')).toBeTruthy();
    expect(screen.getByText('-2.5 u · $25.00 staked')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Unit size ($)').value).toBe('10');
  });
});
