import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within, waitFor } from '@testing-library/react';
import type { LineHistoryResponse } from '@playbook/contracts';
import { deferredResponse, renderScreen, serve } from '@/test/render-screen';
import { HistoricalDataDialog } from './historical-data-dialog';
import { testSlateLines } from './slate-test-data';

const [moneyline, spread] = testSlateLines(1);
if (!moneyline || !spread) throw new Error('two test lines expected');

const history = (id: number, odds: number[], close: Partial<LineHistoryResponse['line']> = {}): LineHistoryResponse => ({
  line: {
    id,
    gameId: 1,
    bookmaker: 'BookA',
    market: 'moneyline',
    selection: 'Away Team 1',
    lineValue: null,
    openingOdds: odds[0] ?? 0,
    latestOdds: odds.at(-1) ?? 0,
    closingOdds: null,
    active: true,
    unconfirmedCloseSource: null,
    ...close,
  },
  history: odds.map((americanOdds, index) => ({ americanOdds, recordedAt: `2026-11-2${index}T12:00:00.000Z` })),
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Historical Data dialog (docs/product/live-slate.md View Historical Data)', () => {
  it("shows a line's load error with its own Try Again, which loads that line again and only that line", async () => {
    const asked = { moneyline: 0, spread: 0 };
    const again = deferredResponse();
    serve({
      [`GET /api/lines/${moneyline.id}/history`]: () => {
        asked.moneyline += 1;
        return Response.json(history(1, [150, 140]));
      },
      [`GET /api/lines/${spread.id}/history`]: () => {
        asked.spread += 1;
        return asked.spread === 1 ? Response.json({ error: { code: 'INTERNAL', message: 'History store unavailable' } }, { status: 500 }) : again.promise;
      },
    });
    renderScreen('/slate', <HistoricalDataDialog open lines={[moneyline, spread]} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Historical Data' });
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText("Could not load this line's history")).toBeTruthy();
    expect(within(alert).getByText('History store unavailable')).toBeTruthy();
    expect(within(dialog).getByText('Opened +150 · now +140 · closing not yet (before kick-off)')).toBeTruthy();

    const retry = within(alert).getByRole('button', { name: `Try Again: ${spread.description} (BookA)` });
    retry.focus();
    await waitFor(() => expect(document.activeElement).toBe(retry));
    fireEvent.click(retry);
    // The button gives way to the loading line: focus moves to that line's history, not <body>.
    const region = within(dialog).getByRole('group', { name: `Price history: ${spread.description} (BookA)` });
    await waitFor(() => expect(document.activeElement).toBe(region));
    expect((await within(region).findByRole('status')).textContent).toBe('Loading price history...');
    expect(within(dialog).queryByRole('alert')).toBeNull();

    again.release(Response.json(history(2, [-110, -120])));
    expect(await within(region).findByText('Opened -110 · now -120 · closing not yet (before kick-off)')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(region));
    expect(asked).toEqual({ moneyline: 1, spread: 2 });
  });

  it("marks a close its source did not confirm before kick-off with the tracker's note (ADR 035), and no other", async () => {
    serve({
      [`GET /api/lines/${moneyline.id}/history`]: () => Response.json(history(1, [150, 140], { closingOdds: 145, unconfirmedCloseSource: 'odds-api' })),
      [`GET /api/lines/${spread.id}/history`]: () => Response.json(history(2, [-110, -120], { closingOdds: -115 })),
    });
    renderScreen('/slate', <HistoricalDataDialog open lines={[moneyline, spread]} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Historical Data' });
    const marked = await within(dialog).findByRole('group', { name: `Price history: ${moneyline.description} (BookA)` });
    const note = await within(marked).findByText('Close unconfirmed: The Odds API did not answer before kick-off');
    expect(within(marked).getByText('+145').getAttribute('aria-describedby')).toBe(note.id);
    const confirmed = within(dialog).getByRole('group', { name: `Price history: ${spread.description} (BookA)` });
    expect(await within(confirmed).findByText(/closing/)).toBeTruthy();
    expect(within(confirmed).queryByText(/Close unconfirmed/)).toBeNull();
  });
});
