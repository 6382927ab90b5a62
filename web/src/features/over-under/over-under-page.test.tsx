import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createRng, formatMetric, normalCdf, predictOverUnder, simulateOverUnder } from '@playbook/core';
import { freshness, hubGame, teamRecord } from '@/test/sports-fixtures';
import { modelAnswer } from '@/test/model-answer';
import { deferredResponse, type Handler, isolateScreenTests, renderRoutes, renderScreen, serve } from '@/test/render-screen';
import { readWatchlistPredictions } from '@/lib/parlay-storage';
import { OverUnderPage } from './over-under-page';
import { overUnderSeed } from './use-over-under-controller';

const chiefs = teamRecord('Kansas City Chiefs', 2);
const bills = teamRecord('Buffalo Bills', 4);
const jets = teamRecord('New York Jets', 20);

const json = (body: unknown, status = 200) => () => Response.json(body, { status });
const combined = (nflSchedule: unknown[]) => json({ ...freshness, timestamp: freshness.lastUpdated, nflSchedule, ncaaSchedule: [] });

function serveNfl(extra: Record<string, Handler> = {}) {
  return serve({
    'GET /api/teams/NFL': json({ ...freshness, league: 'NFL', season: 2026, week: 12, teams: [chiefs, bills, jets] }),
    'GET /api/injuries/NFL': json({ ...freshness, injuries: [] }),
    'GET /api/gamehub': combined([
      hubGame('Buffalo Bills', 'Kansas City Chiefs'),
      hubGame('New York Jets', 'Atlantis Tritons'),
      hubGame('New York Jets', 'Buffalo Bills', { odds: null }),
    ]),
    ...extra,
  });
}

isolateScreenTests();

async function openManualTab() {
  fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Manual Selection' }));
  return screen.findByRole('button', { name: 'Get Prediction' });
}

function pick(label: string, team: string) {
  fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value: team } });
  fireEvent.click(screen.getByRole('option', { name: new RegExp(team) }));
}

const optionNames = () => screen.queryAllByRole('option').map((option) => option.querySelector('.font-medium')?.textContent);

describe('Weekly Scheduled (docs/product/over-under.md)', () => {
  it('lists scheduled games that have a total line, with prices and bookmaker', async () => {
    serveNfl();
    renderScreen('/over-under', <OverUnderPage />);
    const game = (await screen.findByText('Buffalo Bills @ Kansas City Chiefs')).closest('li');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/');
    expect(game?.textContent).toContain('O/U: 47.5');
    expect(game?.textContent).toContain('Over -105');
    expect(game?.textContent).toContain('Under -115');
    expect(game?.textContent).toContain('via DraftKings');
    expect(screen.queryByText('New York Jets @ Buffalo Bills')).toBeNull();
  });

  it('has the empty and error states', async () => {
    serveNfl({ 'GET /api/gamehub': combined([hubGame('A', 'B', { status: 'finished' })]) });
    renderScreen('/over-under', <OverUnderPage />);
    expect(await screen.findByText('No scheduled games with over/under lines available for this league')).toBeTruthy();
    cleanup();
    serveNfl({ 'GET /api/gamehub': json({ error: { code: 'INTERNAL', message: 'down' } }, 500) });
    renderScreen('/over-under', <OverUnderPage />);
    expect(await screen.findByText('Error loading scheduled games')).toBeTruthy();
  });

  it('retries the scheduled list with Try Again, showing the loading state meanwhile', async () => {
    const again = deferredResponse();
    let asked = 0;
    serveNfl({ 'GET /api/gamehub': () => (++asked === 1 ? Response.json({ error: { code: 'INTERNAL', message: 'down' } }, { status: 500 }) : again.promise) });
    renderScreen('/over-under', <OverUnderPage />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error loading scheduled games')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Loading NFL games...')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    again.release(combined([hubGame('Buffalo Bills', 'Kansas City Chiefs')])());
    expect(await screen.findByText('Buffalo Bills @ Kansas City Chiefs')).toBeTruthy();
    expect(asked).toBe(2);
  });

  it("calls the side of the Playbook model's total, with the no-vig market and the stat comparison beside it (ADR 048)", async () => {
    const prediction = { homePoints: 23, awayPoints: 20.5, margin: 2.5, homeWinProbability: 0.58, total: 43.5 };
    serveNfl({ 'GET /api/model/predict': () => Response.json(modelAnswer({ prediction })) });
    renderScreen('/over-under', <OverUnderPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Get Prediction: Buffalo Bills @ Kansas City Chiefs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Over/Under Prediction' });
    const stat = predictOverUnder(bills, chiefs, 47.5);
    expect(await within(dialog).findByText('UNDER')).toBeTruthy();
    expect(within(dialog).getByText('43.5')).toBeTruthy();
    // The model's chance of the under (its total 4 points below the line, NFL totals' spread 13), in the bar and the box.
    const chance = formatMetric('probability', 1 - normalCdf(-4 / 13));
    expect(within(dialog).getAllByText(chance)).toHaveLength(2);
    expect(within(dialog).queryByText(formatMetric('confidence', stat.confidence))).toBeNull();
    expect(within(dialog).getByText('Edge (model − market)').nextElementSibling?.textContent).toMatch(/^([+-]\d+\.\d|0\.0) pp$/);
    expect(within(dialog).getByText(`PPG ${bills.pointsPerGame.toFixed(1)}`)).toBeTruthy();
    expect(within(dialog).getByText('Market no-vig probability (DraftKings over/under prices)')).toBeTruthy();
    const stats = within(dialog).getByRole('region', { name: 'Stat comparison' });
    expect(within(stats).getByText(new RegExp(`^Stat edge: ${stat.recommendation} 47.5`))).toBeTruthy();
    expect(within(stats).getByRole('list', { name: 'Reasoning' }).children.length).toBe(Math.min(5, stat.reasoning.length));
    // The watchlist keeps the call the dialog shows.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save to Watchlist' }));
    expect(readWatchlistPredictions(localStorage)).toMatchObject([{ overUnder: 'under', totalLine: 47.5 }]);
  });

  it("simulates a scheduled game from the fitted model asked with its kick-off, and shows each team's rest", async () => {
    const prediction = { homePoints: 27.5, awayPoints: 20, margin: 7.5, homeWinProbability: 0.73, total: 47.5 };
    const asked: URL[] = [];
    const answer = modelAnswer({
      home: { id: chiefs.id, teamName: 'Kansas City Chiefs', abbreviation: 'KC' },
      away: { id: bills.id, teamName: 'Buffalo Bills', abbreviation: 'BUF' },
      prediction,
      rest: { home: 7, away: 4 },
    });
    serveNfl({
      'GET /api/model/predict': (url) => {
        asked.push(url);
        return Response.json(answer);
      },
    });
    renderScreen('/over-under', <OverUnderPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Run Simulation: Buffalo Bills @ Kansas City Chiefs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Over/Under Prediction' });
    expect(await within(dialog).findByText('Rest: Buffalo Bills 4 days vs Kansas City Chiefs 7 days')).toBeTruthy();
    await within(dialog).findByText('Average total', {}, { timeout: 3000 });
    const expected = simulateOverUnder(bills, chiefs, 47.5, {
      league: 'NFL',
      rng: createRng(overUnderSeed('Buffalo Bills', 'Kansas City Chiefs', 47.5)),
      expectedPoints: { team1: prediction.awayPoints, team2: prediction.homePoints },
    });
    expect(within(dialog).getByText('Average total').nextElementSibling?.textContent).toBe(expected.averageTotalPoints.toFixed(1));
    expect(asked.length).toBeGreaterThan(0);
    for (const url of asked) expect(url.searchParams.get('kickoff')).toBe(hubGame('Buffalo Bills', 'Kansas City Chiefs').scheduledTime);
  });

  it("toasts 'Team Data Not Found' for a team without stats", async () => {
    serveNfl();
    renderScreen('/over-under', <OverUnderPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Run Simulation: New York Jets @ Atlantis Tritons' }));
    expect(await screen.findByText('Unable to find stats for "Atlantis Tritons". This team may not be in our database yet.')).toBeTruthy();
    expect(screen.getByText('Team Data Not Found')).toBeTruthy();
  });
});

describe('Manual Selection (docs/product/over-under.md)', () => {
  it('enables Get Prediction and Run Simulation only with both teams and a total', async () => {
    serveNfl();
    renderScreen('/over-under', <OverUnderPage />);
    const predict = await openManualTab();
    const simulate = screen.getByRole('button', { name: 'Run Simulation' });
    const disabled = () => [predict, simulate].map((button) => (button as HTMLButtonElement).disabled);
    expect(disabled()).toEqual([true, true]);
    pick('Team 1', 'Kansas City Chiefs');
    pick('Team 2', 'Buffalo Bills');
    expect(disabled()).toEqual([true, true]);
    const total = screen.getByLabelText('Betting Total');
    expect(total.getAttribute('placeholder')).toBe('56.5');
    expect(total.getAttribute('step')).toBe('0.5');
    fireEvent.change(total, { target: { value: '51.5' } });
    expect(screen.getByText('Will the total for this game go over 51.5 points?')).toBeTruthy();
    expect(disabled()).toEqual([false, false]);
    fireEvent.click(screen.getByRole('button', { name: 'Clear Team 2' }));
    expect(disabled()).toEqual([true, true]);
  });

  it('says why a Betting Total of 0 or below, or above 150, leaves the buttons disabled, naming the field', async () => {
    serveNfl();
    renderScreen('/over-under', <OverUnderPage />);
    const predict = await openManualTab();
    pick('Team 1', 'Kansas City Chiefs');
    pick('Team 2', 'Buffalo Bills');
    const total = screen.getByLabelText('Betting Total');
    fireEvent.change(total, { target: { value: '-5' } });
    expect((predict as HTMLButtonElement).disabled).toBe(true);
    const message = screen.getByText('Betting Total must be greater than 0');
    expect(total.getAttribute('aria-invalid')).toBe('true');
    expect(total.getAttribute('aria-describedby')).toBe(message.id);
    // Past any football line: a typing slip, said so (ADR 079).
    fireEvent.change(total, { target: { value: '475' } });
    expect((predict as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Betting Total must be at most 150').id).toBe(total.getAttribute('aria-describedby'));
    fireEvent.change(total, { target: { value: '47' } });
    expect(screen.queryByText('Betting Total must be greater than 0')).toBeNull();
    expect(total.getAttribute('aria-invalid')).toBeNull();
    expect((predict as HTMLButtonElement).disabled).toBe(false);
  });

  it("excludes each picker's choice from the other and Reset clears the form", async () => {
    serveNfl();
    renderScreen('/over-under', <OverUnderPage />);
    await openManualTab();
    pick('Team 1', 'Kansas City Chiefs');
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Team 2' }), { key: 'ArrowDown' });
    expect(optionNames()).toEqual(['Buffalo Bills', 'New York Jets']);
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Team 2' }), { key: 'Escape' });
    fireEvent.change(screen.getByLabelText('Betting Total'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Team 1' }).value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Betting Total').value).toBe('');
    expect(screen.queryByText(/Will the total for this game go over/)).toBeNull();
  });

  it('simulates 100 games with progress, then average, over and under counts', async () => {
    serveNfl();
    renderScreen('/over-under', <OverUnderPage />);
    await openManualTab();
    pick('Team 1', 'Kansas City Chiefs');
    pick('Team 2', 'New York Jets');
    fireEvent.change(screen.getByLabelText('Betting Total'), { target: { value: '44.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run Simulation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Over/Under Prediction' });
    expect(within(dialog).getByRole('progressbar', { name: 'Simulation progress' })).toBeTruthy();
    expect(await within(dialog).findByText('No posted prices: manually entered total')).toBeTruthy();
    const expected = simulateOverUnder(chiefs, jets, 44.5, { league: 'NFL', rng: createRng(overUnderSeed('Kansas City Chiefs', 'New York Jets', 44.5)) });
    await within(dialog).findByText('Average total', {}, { timeout: 3000 });
    const stat = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(stat('Average total')).toBe(expected.averageTotalPoints.toFixed(1));
    expect(stat('Over')).toBe(`${expected.overCount} (${formatMetric('probability', expected.overCount / 100)})`);
    expect(stat('Under')).toBe(`${expected.underCount} (${formatMetric('probability', expected.underCount / 100)})`);
    expect(stat('Simulation says')).toBe(`${expected.recommendation} · ${formatMetric('confidence', expected.confidence)}`);
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Closing keeps the form so the line can be changed and asked again.
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Team 1' }).value).toBe('Kansas City Chiefs');
  });
});

describe('a saved over/under opened from the watchlist (ADR 034)', () => {
  it('restores Team 1, Team 2 and the line in the Manual Selection, and offers no neutral-site box (the total has no venue)', async () => {
    serveNfl();
    const router = renderRoutes([{ path: '/over-under', element: <OverUnderPage /> }], '/over-under?away=Kansas+City+Chiefs&home=Buffalo+Bills&league=NFL&total=47.5');
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Betting Total').value).toBe('47.5'));
    expect(screen.getByRole('tab', { name: 'Manual Selection', selected: true })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Team 1' }).value).toBe('Kansas City Chiefs');
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Team 2' }).value).toBe('Buffalo Bills');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Get Prediction' }).disabled).toBe(false);
    expect(screen.queryByRole('checkbox', { name: 'Neutral site' })).toBeNull();
    expect(router.state.location.search).toBe('');
  });
});

describe('results dialog focus', () => {
  it('gives focus back to the button that opened it, on Escape and on Close', async () => {
    serveNfl();
    renderScreen('/over-under', <OverUnderPage />);
    const predict = await screen.findByRole('button', { name: 'Get Prediction: Buffalo Bills @ Kansas City Chiefs' });
    predict.focus();
    fireEvent.click(predict);
    const dialog = await screen.findByRole('dialog', { name: 'Over/Under Prediction' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(predict));

    const manualPredict = await openManualTab();
    pick('Team 1', 'Kansas City Chiefs');
    pick('Team 2', 'New York Jets');
    fireEvent.change(screen.getByLabelText('Betting Total'), { target: { value: '44.5' } });
    manualPredict.focus();
    fireEvent.click(manualPredict);
    const again = await screen.findByRole('dialog', { name: 'Over/Under Prediction' });
    fireEvent.click(within(again).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(manualPredict));
  });
});

describe('team loading states (docs/product/over-under.md)', () => {
  it("shows 'Loading NFL teams...' and then 'Error Loading Teams'", async () => {
    let fail: (response: Response) => void = () => undefined;
    serveNfl({ 'GET /api/teams/NFL': () => new Promise<Response>((resolve) => (fail = resolve)) });
    renderScreen('/over-under', <OverUnderPage />);
    expect(await screen.findByText('Loading NFL teams...')).toBeTruthy();
    fail(new Response('', { status: 500, statusText: 'Internal Server Error' }));
    expect(await screen.findByText('Error Loading Teams')).toBeTruthy();
    expect(screen.getByText('Please try refreshing the page')).toBeTruthy();
  });
});
