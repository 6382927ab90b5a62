import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { averageClv, closingLineValue, cumulativeProfitSeries, parlayStatistics, roiByCategory, roiByLegCount } from '@playbook/core';
import { parlayStatusUpdateSchema, trackedParlayOf, type ParlayHistoryItem, type ParlayHistoryLeg, type ParlayStatusUpdate } from '@playbook/contracts';
import { deferredResponse, isolateScreenTests, renderScreen, serve } from '@/test/render-screen';
import { ParlayTrackerPage } from './parlay-tracker-page';

const item = (fields: Partial<ParlayHistoryItem>): ParlayHistoryItem => ({
  id: 1,
  status: 'pending',
  category: 'lowRisk',
  source: 'generated',
  numLegs: 2,
  totalOdds: 264,
  impliedProbability: 0.2744,
  parlayDescription: 'KC -3.5 + Over 47.5 (KC @ BUF)',
  generatedAt: new Date(Date.now() - 3 * 3600 * 1000).toISOString(),
  stakeAmount: 41.21,
  potentialPayout: 191.21,
  targetProfit: 150,
  actualPayout: null,
  notes: null,
  gameDate: null,
  settledAt: null,
  legs: [],
  averageClv: null,
  ...fields,
});

/** A server over an in-memory history that answers performance with core, as the real one does. */
function serveTracker(initial: ParlayHistoryItem[], patch?: (update: ParlayStatusUpdate) => Response | Promise<Response>) {
  let parlays = [...initial];
  const bodies: unknown[] = [];
  const fetchMock = serve({
    'GET /api/parlays/history': () => Response.json(parlays),
    'GET /api/parlays/performance': () => {
      const tracked = parlays.map(trackedParlayOf);
      const clvs = parlays.flatMap((parlay) => parlay.legs.map((leg) => leg.clv));
      return Response.json({
        ...parlayStatistics(tracked),
        averageClv: averageClv(clvs),
        clvLegCount: clvs.filter((clv) => clv !== null).length,
        roiByCategory: roiByCategory(tracked),
        roiByLegCount: roiByLegCount(tracked),
        profitOverTime: cumulativeProfitSeries(tracked),
      });
    },
  });
  const original = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : input.toString();
    const match = /\/api\/parlays\/(\d+)\/status$/.exec(url);
    if (match && init?.method === 'PATCH' && typeof init.body === 'string') {
      const update = parlayStatusUpdateSchema.parse(JSON.parse(init.body));
      bodies.push(update);
      if (patch) return patch(update);
      parlays = parlays.map((parlay) =>
        parlay.id === Number(match[1])
          ? { ...parlay, status: update.status, actualPayout: update.actualPayout ?? null, notes: update.notes ?? null, settledAt: new Date().toISOString() }
          : parlay,
      );
      return Response.json(parlays.find((parlay) => parlay.id === Number(match[1])));
    }
    if (!original) throw new Error('no fetch stub');
    return original(input, init);
  });
  return { fetchMock, bodies };
}

isolateScreenTests();

const renderPage = () => renderScreen('/parlay-tracker', <ParlayTrackerPage />);
const card = (title: string) => screen.getByRole('heading', { name: title }).parentElement as HTMLElement;

describe('Parlay tracker page (docs/product/parlay-tracker.md)', () => {
  it('shows the loading text, then the empty state', async () => {
    const history = deferredResponse();
    serve({ 'GET /api/parlays/history': () => history.promise, 'GET /api/parlays/performance': () => Response.json({ ...parlayStatistics([]), averageClv: null, clvLegCount: 0, roiByCategory: roiByCategory([]), roiByLegCount: [], profitOverTime: [] }) });
    renderPage();
    expect(screen.getByText('Loading performance data...')).toBeTruthy();
    history.release(Response.json([]));
    expect(await screen.findByText('No Parlays Yet')).toBeTruthy();
    expect(screen.getByText('Generate your first parlay to start tracking your performance')).toBeTruthy();
    expect(screen.getByText('Settle a parlay to start the curve.')).toBeTruthy();
  });

  it('shows the four cards, the breakdown and the history with badges and relative times', async () => {
    serveTracker([
      item({ id: 1 }),
      item({ id: 2, status: 'won', category: 'optimal', totalOdds: 150, stakeAmount: 100, potentialPayout: 250, actualPayout: 250, notes: 'Cashed', settledAt: new Date().toISOString() }),
      item({ id: 3, status: 'lost', category: 'standard', numLegs: 4, stakeAmount: 60, potentialPayout: 400, actualPayout: 0 }),
    ]);
    renderPage();
    await screen.findByText('Performance Breakdown');
    expect(within(card('Total Parlays')).getByText('3')).toBeTruthy();
    expect(within(card('Total Parlays')).getByText('1 pending')).toBeTruthy();
    expect(within(card('Win Rate')).getByText('50.0%')).toBeTruthy();
    expect(within(card('Win Rate')).getByText('1W - 1L')).toBeTruthy();
    const net = within(card('Net Profit')).getByText('$90.00');
    expect(net.className).toContain('text-green-700');
    expect(within(card('Net Profit')).getByText('$160.00 staked')).toBeTruthy();
    expect(within(card('ROI')).getByText('56.3%')).toBeTruthy();
    expect(screen.getByText('Average Odds').nextElementSibling?.textContent).toBe('+226');
    expect(screen.getByText('Longest Win Streak').nextElementSibling?.textContent).toBe('1');

    const rows = within(screen.getByRole('list', { name: 'Parlay History' })).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('Pending')).toBeTruthy();
    expect(first.getByText('Low Risk')).toBeTruthy();
    expect(first.getByText('2 legs')).toBeTruthy();
    expect(first.getByText('+264')).toBeTruthy();
    expect(first.getByText('3 hours ago')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('$250.00', { selector: '.text-green-700' })).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('$0.00').className).toContain('text-red-700');
    expect(within(rows[1] as HTMLElement).getByText('Cashed')).toBeTruthy();
  });

  it('colours Net Profit and payouts as docs/product/parlay-tracker.md says, and a break-even plain in the ROI table (ADR 026)', async () => {
    const settledAt = new Date().toISOString();
    serveTracker([
      item({ id: 1, status: 'won', category: 'optimal', stakeAmount: 100, potentialPayout: 250, actualPayout: 100, settledAt }),
      item({ id: 2, status: 'partially_won', category: 'standard', numLegs: 3, stakeAmount: 50, potentialPayout: 300, actualPayout: 20, settledAt }),
      item({ id: 3, status: 'won', category: 'lowRisk', stakeAmount: 10, potentialPayout: 40, actualPayout: 40, settledAt }),
      item({ id: 4, status: 'lost', category: 'lowRisk', stakeAmount: 30, potentialPayout: 90, actualPayout: 0, settledAt }),
    ]);
    renderPage();
    await screen.findByText('Performance Breakdown');
    const colours = (element: Element | null | undefined) => (element?.className.match(/text-(green|red)-700/g) ?? []).join(' ');
    // Net profit 0 − 30 + 30 − 30 = −$30.00: red.
    expect(colours(within(card('Net Profit')).getByText('-$30.00'))).toBe('text-red-700');

    // "Green if above 0, else red": a push's $100 and a partial $20 are above 0.
    const payout = (id: number) => screen.getAllByText('Actual Payout').find((label) => label.closest(`[data-parlay-id="${id}"]`))?.nextElementSibling;
    expect(payout(1)?.textContent).toBe('$100.00');
    expect(colours(payout(1))).toBe('text-green-700');
    expect(colours(payout(2))).toBe('text-green-700');
    expect(colours(payout(4))).toBe('text-red-700');

    const profitCell = (label: string) => within(screen.getByRole('table', { name: 'ROI by Category' })).getByText(label).closest('tr')?.children[3];
    expect(profitCell('Optimal')?.textContent).toBe('$0.00');
    expect(colours(profitCell('Optimal'))).toBe('');
    expect(colours(profitCell('Standard'))).toBe('text-red-700');
    expect(profitCell('Low Risk')?.textContent).toBe('$0.00');
    expect(colours(profitCell('Low Risk'))).toBe('');
  });

  it('leaves a Net Profit of $0.00 plain: a break-even is no gain', async () => {
    serveTracker([]);
    renderPage();
    await screen.findByText('Performance Breakdown');
    expect(within(card('Net Profit')).getByText('$0.00').className).not.toMatch(/text-(green|red)-700/);
  });

  it('shows a partial win in the record, counts settled parlays only by legs, and files a hand-entered parlay under no generator category', async () => {
    const settledAt = new Date().toISOString();
    serveTracker([
      item({ id: 1, status: 'won', category: 'optimal', numLegs: 2, stakeAmount: 10, potentialPayout: 30, actualPayout: 30, settledAt }),
      item({ id: 2, status: 'lost', category: 'standard', numLegs: 2, stakeAmount: 10, potentialPayout: 30, actualPayout: 0, settledAt }),
      item({ id: 3, status: 'partially_won', category: 'standard', numLegs: 2, stakeAmount: 10, potentialPayout: 30, actualPayout: 15, settledAt }),
      item({ id: 4, status: 'pending', category: 'lowRisk', numLegs: 5 }),
      item({ id: 5, status: 'pending', category: 'lowRisk', source: 'manual', numLegs: 2 }),
    ]);
    renderPage();
    await screen.findByText('Performance Breakdown');
    expect(within(card('Win Rate')).getByText('33.3%')).toBeTruthy();
    expect(within(card('Win Rate')).getByText('1W - 1L - 1P (a partial win is not a win)')).toBeTruthy();
    const byLegs = within(screen.getByRole('table', { name: 'ROI by Number of Legs' }));
    expect(byLegs.queryByText('5 legs')).toBeNull();
    expect(byLegs.getByText('2 legs').closest('tr')?.children[1]?.textContent).toBe('3');
    const byCategory = within(screen.getByRole('table', { name: 'ROI by Category' }));
    expect(byCategory.getByText('Low Risk').closest('tr')?.children[1]?.textContent).toBe('0');
    expect(byCategory.getByText('Entered by hand')).toBeTruthy();
    // The Performance Breakdown's Low Risk counts the generated pending one only.
    expect(within(screen.getByText('Category Performance').parentElement as HTMLElement).getByText('Low Risk').nextElementSibling?.textContent).toBe('1 parlay · 0.0%');
    const manual = screen.getAllByRole('listitem').find((row) => row.getAttribute('data-parlay-id') === '5') as HTMLElement;
    expect(within(manual).getByText('Entered by hand')).toBeTruthy();
    expect(within(manual).queryByText('Low Risk')).toBeNull();
  });

  it('shows each leg’s CLV, "—" without a close, the parlay’s average and the user’s average in the tiles', async () => {
    const clv = closingLineValue(-110, -130);
    const legs: ParlayHistoryLeg[] = [
      { game: 'KC @ BUF', selection: 'KC -3.5', odds: -110, type: 'spread', lineId: 11, closingOdds: -130, clv, unconfirmedCloseSource: null },
      { game: 'KC @ BUF', selection: 'Over 47.5', odds: -110, type: 'total', lineId: 12, closingOdds: null, clv: null, unconfirmedCloseSource: null },
      { game: 'NYJ @ MIA', selection: 'MIA ML', odds: 120, type: 'moneyline', lineId: null, closingOdds: null, clv: null, unconfirmedCloseSource: null },
    ];
    serveTracker([item({ id: 9, numLegs: 3, legs, averageClv: clv }), item({ id: 10, legs: [{ game: 'NYJ @ MIA', selection: 'MIA ML', odds: 120, type: 'moneyline', lineId: 5, closingOdds: 140, clv: closingLineValue(120, 140), unconfirmedCloseSource: null }], averageClv: closingLineValue(120, 140) })]);
    renderPage();
    const table = within((await screen.findAllByRole('table', { name: 'Legs' }))[0] as HTMLElement);
    const cells = table.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['KC -3.5 KC @ BUF', '-110', '-130', '+4.1 pp'],
      ['Over 47.5 KC @ BUF', '-110', '—', '—'],
      ['MIA ML NYJ @ MIA', '+120', '—', '—'],
    ]);
    expect(table.getByText('+4.1 pp').className).toContain('text-green-700');
    const rows = within(screen.getByRole('list', { name: 'Parlay History' })).getAllByRole('listitem');
    expect(within(rows[0] as HTMLElement).getByText('Avg CLV').nextElementSibling?.textContent).toBe('+4.1 pp');
    expect(within(rows[1] as HTMLElement).getByText('Avg CLV').nextElementSibling?.textContent).toBe('-3.8 pp');
    const summary = within(screen.getByRole('region', { name: 'Performance summary' }));
    expect(summary.getByText('Avg CLV')).toBeTruthy();
    expect(summary.getByText('+0.2 pp')).toBeTruthy();
    expect(summary.getByText('2 legs with a closing price')).toBeTruthy();
    fireEvent.focus(summary.getByRole('button', { name: 'About CLV' }));
    expect((await screen.findAllByText(/beating the closing line is the best sign a bettor has an edge/)).length).toBeGreaterThan(0);
  });

  it('updates a status: defaults to won for a pending parlay, sends the payout, toasts and refreshes', async () => {
    const { bodies } = serveTracker([item({ id: 7 })]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /^Update Status:/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Parlay Status' });
    expect(within(dialog).getByText('$41.21')).toBeTruthy();
    expect(within(dialog).getByText('$191.21')).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Status' }).textContent).toBe('Won');
    fireEvent.change(within(dialog).getByLabelText('Actual Payout (optional)'), { target: { value: '191.21' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    expect(await screen.findByText('Status Updated')).toBeTruthy();
    expect(bodies).toEqual([{ status: 'won', actualPayout: 191.21 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(card('Win Rate')).getByText('100.0%')).toBeTruthy());
  });

  it('refuses a negative payout in the dialog with the contract message and sends nothing', async () => {
    const { bodies } = serveTracker([item({ id: 7, status: 'lost', notes: 'old' })]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /^Update Status:/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Parlay Status' });
    expect(within(dialog).getByRole('combobox', { name: 'Status' }).textContent).toBe('Lost');
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>('Notes (optional)').value).toBe('old');
    fireEvent.change(within(dialog).getByLabelText('Actual Payout (optional)'), { target: { value: '-5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    expect(await within(dialog).findByText('Actual payout must be at least 0')).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it("shows 'Update Failed' with the server's message", async () => {
    serveTracker([item({ id: 7 })], () => Response.json({ error: { code: 'NOT_FOUND', message: 'No parlay with id 7' } }, { status: 404 }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /^Update Status:/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Update Status' }));
    expect(await screen.findByText('Update Failed')).toBeTruthy();
    expect(screen.getByText('No parlay with id 7')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('validates the manual form with the contract messages', async () => {
    const { fetchMock } = serveTracker([]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a Parlay Placed Elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a Parlay Placed Elsewhere' });
    fireEvent.change(within(dialog).getByLabelText('Stake ($)'), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Parlay' }));
    expect((await within(dialog).findAllByText('Game is required')).length).toBe(2);
    expect(within(dialog).getByText('Stake must be greater than 0')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('exports the history as parlay-history-{date}.csv, written by core, with each leg’s CLV after the columns it had', async () => {
    const legs: ParlayHistoryLeg[] = [
      { game: 'KC @ BUF', selection: 'KC -3.5', odds: -110, type: 'spread', lineId: 11, closingOdds: -130, clv: closingLineValue(-110, -130), unconfirmedCloseSource: null },
      { game: 'KC @ BUF', selection: 'Over 47.5', odds: -110, type: 'total', lineId: null, closingOdds: null, clv: null, unconfirmedCloseSource: null },
    ];
    serveTracker([item({ id: 4, status: 'won', actualPayout: 191.21, notes: 'Cashed', legs, averageClv: closingLineValue(-110, -130) })]);
    const created = vi.fn((_blob: Blob) => 'blob:parlays');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    // The export reads the whole history first (ADR 043), so the download follows a moment later.
    await waitFor(() => expect(clicks).toEqual([expect.stringMatching(/^parlay-history-\d{4}-\d{2}-\d{2}\.csv$/)]));
    const lines = (await created.mock.calls[0]?.[0].text())?.split('\r\n') ?? [];
    expect(lines[0]).toBe(
      'ID,Generated,Settled,Status,Category,Legs,Total Odds,Description,Stake,Potential Payout,Actual Payout,Profit,Notes,' +
        'Avg CLV (pp),Leg 1,Leg 1 Odds,Leg 1 Close,Leg 1 CLV (pp),Leg 2,Leg 2 Odds,Leg 2 Close,Leg 2 CLV (pp)',
    );
    expect(lines[1]).toMatch(
      /^4,.*,Won,Low Risk,2,264,KC -3\.5 \+ Over 47\.5 \(KC @ BUF\),41\.21,191\.21,191\.21,150\.00,Cashed,4\.14,KC -3\.5 \(KC @ BUF\),-110,-130,4\.14,Over 47\.5 \(KC @ BUF\),-110,,$/,
    );
    expect(await screen.findByText('Exported')).toBeTruthy();
    click.mockRestore();
  });
});
