import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { lastLegHedge, type LastLegHedgeRequest } from '@playbook/core';
import { DISPLAY_SETTINGS_STORAGE_KEY } from '@/lib/display-settings';
import { isolateScreenTests, renderRoutes, serve } from '@/test/render-screen';
import { ProfitTargetPage } from './profit-target-page';

const KEY = 'POST /api/hedge/last-leg';

/** Answers with core's own calculation and keeps every body sent. */
function serveLastLeg() {
  const bodies: LastLegHedgeRequest[] = [];
  const fetchMock = serve({});
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost');
    if (`${init?.method ?? 'GET'} ${url.pathname}` !== KEY || typeof init?.body !== 'string') throw new TypeError('Failed to fetch');
    const body = JSON.parse(init.body) as LastLegHedgeRequest;
    bodies.push(body);
    return Response.json(lastLegHedge(body));
  });
  return bodies;
}

/** Both routes of the page, entered at a URL that may carry ?tab=. */
function renderAt(entry: string) {
  const element = <ProfitTargetPage />;
  return renderRoutes(
    [
      { path: '/profit-calculator', element },
      { path: '/profit-target', element },
    ],
    entry,
  );
}

isolateScreenTests();
afterEach(() => vi.restoreAllMocks());

const figure = (title: string) => screen.getByRole('heading', { name: title }).parentElement?.textContent ?? '';

describe('Profit calculator page (docs/product/profit-target.md)', () => {
  it('opens on the Parlay Generator tab with its goals', async () => {
    serveLastLeg();
    renderAt('/profit-calculator');
    expect(await screen.findByRole('tab', { name: 'Parlay Generator', selected: true })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Set Your Goals' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Watchlist & Favorites' }).getAttribute('href')).toBe('/watchlist');
    expect(screen.getByRole('link', { name: 'Browse Live Games & Lines' }).getAttribute('href')).toBe('/live-game-slate');
  });

  it('?tab=last-leg opens the Last-Leg Hedge Calculator with the defaults and its three hedges', async () => {
    const bodies = serveLastLeg();
    renderAt('/profit-calculator?tab=last-leg');
    expect(await screen.findByRole('tab', { name: 'Last-Leg Hedge Calculator', selected: true })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Parlay Stake ($)').value).toBe('10');
    expect(screen.getByLabelText<HTMLInputElement>('Parlay Payout ($)').value).toBe('500');
    expect(screen.getByRole('switch', { name: 'Gross Payout' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByLabelText<HTMLInputElement>('Hedge Odds (American)').value).toBe('-110');
    expect(await screen.findByText('Perfect Hedge Available!')).toBeTruthy();
    expect(bodies[0]).toEqual({ parlayStake: 10, parlayPayout: 500, isGrossPayout: true, hedgeOdds: -110 });
    expect(figure('Break-Even Hedge')).toContain('$11.00');
    expect(figure('Equal-Profit Hedge')).toContain('$261.90');
    expect(figure('Recommended Hedge')).toContain('$261.90');
    const table = within(screen.getByRole('region', { name: 'Profit Scenarios' })).getByRole('table');
    const recommended = within(table).getByRole('row', { name: /Recommended/ });
    expect(recommended.textContent).toContain('+$228.10');
  });

  it('recalculates as inputs change, reading invalid odds as -110, and warns when no hedge profits', async () => {
    const bodies = serveLastLeg();
    renderAt('/profit-calculator?tab=last-leg');
    await screen.findByText('Perfect Hedge Available!');
    fireEvent.change(screen.getByLabelText('Parlay Payout ($)'), { target: { value: '15' } });
    fireEvent.change(screen.getByLabelText('Hedge Odds (American)'), { target: { value: '5' } });
    expect(await screen.findByText('Limited Hedge Options')).toBeTruthy();
    expect(bodies.at(-1)).toEqual({ parlayStake: 10, parlayPayout: 15, isGrossPayout: true, hedgeOdds: -110 });
    expect(figure('Recommended Hedge')).toContain('$0.00');
    expect(screen.getByText('Enter American odds like -110 or +150 (at or beyond ±100). Until then the hedge is priced at -110.')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Gross Payout' }));
    await waitFor(() => expect(bodies.at(-1)?.isGrossPayout).toBe(false));
  });

  it('takes the hedge odds in the chosen odds format (ADR 056), with its message in that format', async () => {
    localStorage.setItem(DISPLAY_SETTINGS_STORAGE_KEY, JSON.stringify({ oddsFormat: 'decimal', theme: 'light' }));
    const bodies = serveLastLeg();
    renderAt('/profit-calculator?tab=last-leg');
    await screen.findByText('Perfect Hedge Available!');
    const odds = screen.getByLabelText<HTMLInputElement>('Hedge Odds (Decimal)');
    expect(odds.value).toBe('1.91');
    fireEvent.change(odds, { target: { value: '2.50' } });
    await waitFor(() => expect(bodies.at(-1)?.hedgeOdds).toBe(150));
    fireEvent.change(odds, { target: { value: '-110' } });
    expect(await screen.findByText('Enter decimal odds above 1, like 1.91. Until then the hedge is priced at 1.91.')).toBeTruthy();
  });

  it('only logs a failed calculation, and says the results are unavailable', async () => {
    serve({ [KEY]: () => Response.json({ error: { code: 'INTERNAL_ERROR', message: 'down' } }, { status: 500 }) });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/profit-target?tab=last-leg');
    expect(await screen.findByText(/Hedge results are unavailable right now/)).toBeTruthy();
    expect(logged).toHaveBeenCalled();
    expect(screen.queryByRole('status', { name: /Calculation Failed/ })).toBeNull();
  });

  it('switches tabs with the keyboard-reachable tab list and keeps the choice in the URL', async () => {
    serveLastLeg();
    const router = renderAt('/profit-calculator');
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Last-Leg Hedge Calculator' }));
    expect(await screen.findByRole('heading', { name: 'Last-Leg Hedge Calculator' })).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=last-leg');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Parlay Generator' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
