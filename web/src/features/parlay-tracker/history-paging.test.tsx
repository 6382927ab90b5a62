import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { cumulativeProfitSeries, parlayStatistics, roiByCategory, roiByLegCount } from '@playbook/core';
import { PARLAY_HISTORY_NEXT_HEADER, PARLAY_HISTORY_PAGE_MAX, trackedParlayOf, type ParlayHistoryItem } from '@playbook/contracts';
import { parlayWithLegs } from '@playbook/contracts/testing/unconfirmed-close-fixtures';
import { deferredResponse, isolateScreenTests, renderScreen, serve } from '@/test/render-screen';
import { ParlayTrackerPage } from './parlay-tracker-page';

// ADR 043: the tracker shows the history's first page and appends the next on "Show More".

const parlay = (id: number, status: ParlayHistoryItem['status'] = 'pending'): ParlayHistoryItem => ({
  ...parlayWithLegs([], null),
  id,
  status,
  parlayDescription: `Parlay ${id}`,
  generatedAt: new Date(Date.UTC(2025, 9, 1) + id * 3_600_000).toISOString(),
});

/**
 * A server paging five parlays two at a time (newest first, as the real one); `pageAfter` may hold back or fail
 * a page after the first.
 */
function servePages(pageAfter?: (url: URL) => Response | Promise<Response> | undefined) {
  const parlays = [5, 4, 3, 2, 1].map((id) => parlay(id));
  const asked: string[] = [];
  const page = (url: URL) => {
    const before = url.searchParams.get('before');
    const limit = Number(url.searchParams.get('limit') ?? 2);
    const start = before === null ? 0 : parlays.findIndex((item) => String(item.id) === before) + 1;
    const items = parlays.slice(start, start + limit);
    const more = start + limit < parlays.length;
    return Response.json(items, { headers: more ? { [PARLAY_HISTORY_NEXT_HEADER]: String(items.at(-1)?.id) } : {} });
  };
  const fetchMock = serve({
    'GET /api/parlays/history': (url) => {
      asked.push(url.search);
      return (url.searchParams.has('before') ? pageAfter?.(url) : undefined) ?? page(url);
    },
    'GET /api/parlays/performance': () => {
      const tracked = parlays.map(trackedParlayOf);
      return Response.json({ ...parlayStatistics(tracked), averageClv: null, clvLegCount: 0, roiByCategory: roiByCategory(tracked), roiByLegCount: roiByLegCount(tracked), profitOverTime: cumulativeProfitSeries(tracked) });
    },
  });
  const original = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : input.toString();
    const match = /\/api\/parlays\/(\d+)\/status$/.exec(url);
    if (match && init?.method === 'PATCH') {
      const index = parlays.findIndex((item) => item.id === Number(match[1]));
      const updated = { ...parlay(Number(match[1]), 'won'), settledAt: new Date().toISOString() };
      parlays[index] = updated;
      return Response.json(updated);
    }
    if (!original) throw new Error('no fetch stub');
    return original(input, init);
  });
  return { asked, page, parlays };
}

isolateScreenTests();

const renderPage = () => renderScreen('/parlay-tracker', <ParlayTrackerPage />);
const shownIds = () =>
  within(screen.getByRole('list', { name: 'Parlay History' }))
    .getAllByRole('listitem')
    .map((row) => Number(row.getAttribute('data-parlay-id')));

describe('Parlay History in pages (ADR 043)', () => {
  it('shows the first page, appends the next on "Show More", moves the keyboard to it, and ends without the button', async () => {
    const { asked } = servePages();
    renderPage();
    await screen.findByText('Showing the newest 2 of 5 parlays');
    expect(shownIds()).toEqual([5, 4]);
    fireEvent.click(screen.getByRole('button', { name: 'Show More' }));
    await waitFor(() => expect(shownIds()).toEqual([5, 4, 3, 2]));
    await waitFor(() => expect(document.activeElement?.getAttribute('data-parlay-id')).toBe('3'));
    expect(asked).toEqual(['', '?before=4']);
    fireEvent.click(screen.getByRole('button', { name: 'Show More' }));
    await waitFor(() => expect(shownIds()).toEqual([5, 4, 3, 2, 1]));
    expect(screen.queryByRole('button', { name: 'Show More' })).toBeNull();
    expect(screen.queryByText(/Showing the newest/)).toBeNull();
  });

  it('says it is loading, then says why a page failed and asks again', async () => {
    const held = deferredResponse();
    let fail = true;
    const { page } = servePages((url) => (fail ? held.promise : page(url)));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Show More' }));
    const loading = await screen.findByRole('button', { name: 'Loading More...' });
    expect(loading.hasAttribute('disabled')).toBe(true);
    fail = false;
    held.release(Response.json({ error: { code: 'INTERNAL', message: 'Database busy' } }, { status: 500 }));
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load more parlays:');
    expect(shownIds()).toEqual([5, 4]);
    fireEvent.click(screen.getByRole('button', { name: 'Show More' }));
    await waitFor(() => expect(shownIds()).toEqual([5, 4, 3, 2]));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refreshes every page shown after a status update', async () => {
    servePages();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Show More' }));
    await waitFor(() => expect(shownIds()).toEqual([5, 4, 3, 2]));
    fireEvent.click(screen.getByRole('button', { name: 'Update Status: Parlay 3' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Update Status' }));
    await waitFor(() => expect(document.querySelector('[data-parlay-id="3"]')?.getAttribute('data-status')).toBe('won'));
    expect(shownIds()).toEqual([5, 4, 3, 2]);
  });

  it('appends after the shown pages are read again when "Show More" is asked meanwhile, so that refresh is not dropped', async () => {
    // A refresh not behind a dialog (Refresh All Data, the network back): TanStack's fetchNextPage cancels a refetch
    // under way, so a click then kept the first page as it was before the refresh.
    const { parlays } = servePages();
    const stub = vi.mocked(fetch);
    const serveNow = stub.getMockImplementation();
    const held = deferredResponse();
    let holdFirstPage = false;
    stub.mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : input.toString();
      if (holdFirstPage && url === '/api/parlays/history') {
        holdFirstPage = false;
        await held.promise;
      }
      if (!serveNow) throw new Error('no fetch stub');
      return serveNow(input, init);
    });
    renderPage();
    await screen.findByText('Showing the newest 2 of 5 parlays');
    parlays[0] = { ...parlay(5, 'won'), settledAt: new Date().toISOString() };
    holdFirstPage = true;
    act(() => {
      onlineManager.setOnline(false);
      onlineManager.setOnline(true);
    });
    await waitFor(() => expect(holdFirstPage).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Show More' }));
    held.release(new Response());
    await waitFor(() => expect(shownIds()).toEqual([5, 4, 3, 2]));
    await waitFor(() => expect(document.activeElement?.getAttribute('data-parlay-id')).toBe('3'));
    expect(document.querySelector('[data-parlay-id="5"]')?.getAttribute('data-status')).toBe('won');
  });

  it('exports every parlay, not only the pages shown, reading the largest pages', async () => {
    const { asked } = servePages();
    const created = vi.fn((_blob: Blob) => 'blob:parlays');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    const rows = ((await created.mock.calls[0]?.[0].text()) ?? '').split('\r\n').slice(1).filter(Boolean);
    expect(rows.map((row) => row.split(',')[0])).toEqual(['5', '4', '3', '2', '1']);
    expect(asked.slice(1)).toEqual([`?limit=${PARLAY_HISTORY_PAGE_MAX}`]);
    expect(shownIds()).toEqual([5, 4]);
    click.mockRestore();
  });
});
