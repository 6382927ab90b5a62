import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { saveParlayRequestSchema } from '@playbook/contracts';
import { FAVORITE_PARLAYS_KEY, GENERATED_PARLAYS_KEY } from '@/lib/parlay-storage';
import { SELECTED_LIVE_LINES_KEY } from '@/lib/selected-lines-storage';
import { deferredResponse, renderScreen, serve } from '@/test/render-screen';
import { addLine, answerFor, KEY, LINES, liveLineOf, openManualEntry, serveSearch, setUpGeneratorTests, storedCount, urlOf } from './generator-test-helpers';
import { ParlayGenerator } from './parlay-generator';

setUpGeneratorTests();

describe('Parlay Generator (docs/product/profit-target.md)', () => {
  it('reverts an empty target to 150 and an empty max risk to 500 on blur', async () => {
    serveSearch();
    renderScreen('/profit-calculator', <ParlayGenerator />);
    const target = await screen.findByLabelText<HTMLInputElement>('Daily Profit Target');
    const risk = screen.getByLabelText<HTMLInputElement>('Max Risk Tolerance');
    fireEvent.change(target, { target: { value: '' } });
    fireEvent.blur(target);
    expect(target.value).toBe('150');
    fireEvent.change(risk, { target: { value: '' } });
    fireEvent.blur(risk);
    expect(risk.value).toBe('500');
    fireEvent.change(target, { target: { value: '0' } });
    fireEvent.blur(target);
    expect(target.value).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'Get Live Betting Lines' }));
    expect(await screen.findByText('Please enter a valid profit target')).toBeTruthy();
    expect(screen.getByText('Invalid Input')).toBeTruthy();
  });

  it("says 'Missing Information' for an incomplete line and 'No Betting Lines' / 'No Data' with none", async () => {
    serveSearch();
    renderScreen('/profit-calculator', <ParlayGenerator />);
    openManualEntry();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Line' }));
    expect(await screen.findByText('Missing Information')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Find Best Combos' }));
    expect(await screen.findByText('No Betting Lines')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use Screenshots ($150)' }));
    expect(await screen.findByText('No Data')).toBeTruthy();
  });

  it('gives the focus to the line now in the place of a removed one, not the page body', async () => {
    serveSearch();
    renderScreen('/profit-calculator', <ParlayGenerator />);
    openManualEntry();
    await screen.findByRole('form', { name: 'Add a betting line' });
    for (const line of LINES.slice(0, 3)) addLine(line);
    const table = await screen.findByRole('table', { name: 'Extracted Betting Lines' });
    await waitFor(() => expect(within(table).getAllByRole('button', { name: /^Remove / })).toHaveLength(3));
    const remove = within(table).getByRole('button', { name: 'Remove PHI ML (PHI @ DAL)' });
    remove.focus();
    fireEvent.click(remove);
    await waitFor(() => expect(document.activeElement).toBe(within(table).getByRole('button', { name: 'Remove Over 44.5 (SF @ SEA)' })));
  });

  it('searches manual lines and shows categorized results, sorts the optimal table and keeps favorites', async () => {
    const { bodies } = serveSearch();
    renderScreen('/profit-calculator', <ParlayGenerator />);
    openManualEntry();
    for (const line of LINES) addLine(line);
    expect(await screen.findByRole('heading', { name: 'Extracted Betting Lines (7)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Find Best Combos' }));
    expect(await screen.findByRole('region', { name: 'Top 5 Closest to Target' })).toBeTruthy();
    expect(bodies[0]).toEqual({ targetProfit: 150, maxRisk: 500, minLegs: 2, maxLegs: 4, correlatedLegs: 'exclude', bettingLines: LINES });
    for (const name of ['Top 5 Highest Win Probability', 'Low-Risk Gems', 'Value Bets', 'Analysis Summary']) {
      expect(screen.getByRole('region', { name })).toBeTruthy();
    }
    expect(JSON.parse(window.localStorage.getItem(GENERATED_PARLAYS_KEY) ?? '[]')).toHaveLength(answerFor(bodies[0] ?? { targetProfit: 150, bettingLines: LINES }).parlays.length);
    expect(screen.getByRole('link', { name: 'Analyze Parlays' }).getAttribute('href')).toBe('/success-predictor');

    const table = screen.getByRole('table', { name: 'Optimal range parlays' });
    const oddsHeader = within(table).getByRole('button', { name: /^Odds/ });
    const odds = () => within(table).getAllByRole('row').slice(1).map((row) => Number(row.querySelectorAll('td')[1]?.textContent));
    // The server sends the range in the order asked: ascending from +100, descending from +175's side.
    fireEvent.click(oddsHeader);
    expect(within(table).getByRole('columnheader', { name: /^Odds/ }).getAttribute('aria-sort')).toBe('ascending');
    await waitFor(() => expect(table.getAttribute('aria-busy')).toBe('false'));
    const ascending = odds();
    expect(ascending.length).toBeGreaterThan(1);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    fireEvent.click(oddsHeader);
    await waitFor(() => expect(odds()[0]).toBe(Math.max(...ascending)));
    const descending = odds();
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    fireEvent.change(within(screen.getByRole('region', { name: 'Optimal Range (+100 to +175)' })).getByRole('searchbox'), { target: { value: 'bal' } });
    await waitFor(() => {
      const texts = within(table).getAllByRole('row').slice(1).map((row) => row.querySelectorAll('td')[0]?.textContent ?? '');
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts) expect(text).toContain('BAL ML');
    });

    const closest = screen.getByRole('region', { name: 'Top 5 Closest to Target' });
    const star = within(closest).getAllByRole('button', { name: /^Favorite / })[0];
    if (!star) throw new Error('no favorite button');
    fireEvent.click(star);
    expect(await screen.findByText('Added to Favorites')).toBeTruthy();
    expect(star.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(window.localStorage.getItem(FAVORITE_PARLAYS_KEY) ?? '[]')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Favorite Parlays (1)' })).toBeTruthy();
    fireEvent.click(star);
    expect(await screen.findByText('Removed from Favorites')).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem(FAVORITE_PARLAYS_KEY) ?? '[]')).toHaveLength(0);
  }, 30_000);

  it('merges the live slate’s lines on load (skipping duplicates) and removes them from storage', async () => {
    serveSearch();
    const stored = LINES.slice(0, 2).map((line, i) => liveLineOf(line, i, `l${i}`));
    window.localStorage.setItem(SELECTED_LIVE_LINES_KEY, JSON.stringify([...stored, stored[0]]));
    renderScreen('/profit-target', <ParlayGenerator />);
    expect(await screen.findByRole('heading', { name: 'Extracted Betting Lines (2)' })).toBeTruthy();
    expect(screen.getByText('Added 2 betting lines from Live Game Slate')).toBeTruthy();
    expect(window.localStorage.getItem(SELECTED_LIVE_LINES_KEY)).toBeNull();
  });

  it('saves the stored line id with each leg taken from the live slate', async () => {
    const { fetchMock } = serveSearch();
    const stored = LINES.map((line, i) => liveLineOf(line, i, String(100 + i)));
    window.localStorage.setItem(SELECTED_LIVE_LINES_KEY, JSON.stringify(stored));
    renderScreen('/profit-calculator', <ParlayGenerator />);
    fireEvent.change(await screen.findByLabelText('Max Risk Tolerance'), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use Screenshots ($150)' }));
    await waitFor(() => expect(fetchMock.mock.calls.filter(([input]) => urlOf(input).includes('/api/parlays/save')).length).toBeGreaterThan(0), { timeout: 3000 });
    const saved = fetchMock.mock.calls.filter(([input]) => urlOf(input).includes('/api/parlays/save')).map(([, init]) => saveParlayRequestSchema.parse(JSON.parse(typeof init?.body === 'string' ? init.body : '{}')));
    for (const leg of saved.flatMap((record) => record.legs)) {
      const index = LINES.findIndex((line) => line.game === leg.game && line.description === leg.selection && line.odds === leg.odds);
      expect(leg.lineId).toBe(100 + index);
    }
  }, 15_000);

  it("maps a server failure to 'Connection/Calculation Failed'", async () => {
    serve({ [KEY]: () => Response.json({ error: { code: 'INTERNAL_ERROR', message: 'Internal error' } }, { status: 500 }) });
    renderScreen('/profit-calculator', <ParlayGenerator />);
    openManualEntry();
    addLine(LINES[0] ?? LINES[1]!);
    fireEvent.click(screen.getByRole('button', { name: 'Find Best Combos' }));
    expect(await screen.findByText('Connection/Calculation Failed')).toBeTruthy();
    expect(screen.getByText(/^Server overloaded during calculation/)).toBeTruthy();
  });

  it('shows progress while searching and can cancel', async () => {
    const pending = deferredResponse();
    serve({ [KEY]: () => pending.promise });
    renderScreen('/profit-calculator', <ParlayGenerator />);
    openManualEntry();
    for (const line of LINES) addLine(line);
    fireEvent.click(screen.getByRole('button', { name: 'Find Best Combos' }));
    expect(await screen.findByRole('progressbar', { name: 'Search progress' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Find Best Combos' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    pending.release(Response.json(answerFor({ targetProfit: 150, bettingLines: LINES })));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Top 5 Closest to Target' })).toBeNull();
  }, 15_000);

  it("builds the local strategy and says 'Budget Exceeded' when it needs more than the max risk", async () => {
    const { fetchMock } = serveSearch();
    renderScreen('/profit-calculator', <ParlayGenerator />);
    fireEvent.change(await screen.findByLabelText('Max Risk Tolerance'), { target: { value: '150' } });
    openManualEntry();
    for (const line of LINES) addLine(line);
    fireEvent.click(screen.getByRole('button', { name: 'Use Screenshots ($150)' }));
    expect(await screen.findByText('Budget Exceeded', undefined, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText(/^This strategy requires \$[\d,.]+ but your tolerance is \$150\.00$/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Local Strategy' })).toBeTruthy();
    // Not a success: nothing stored or saved.
    expect(window.localStorage.getItem(GENERATED_PARLAYS_KEY)).toBeNull();
    expect(fetchMock.mock.calls.some(([input]) => urlOf(input).includes('/api/parlays/save'))).toBe(false);
  }, 15_000);

  it('stores a feasible local strategy’s parlays and saves its bets to history in the background', async () => {
    const { fetchMock } = serveSearch();
    renderScreen('/profit-calculator', <ParlayGenerator />);
    fireEvent.change(await screen.findByLabelText('Max Risk Tolerance'), { target: { value: '5000' } });
    openManualEntry();
    for (const line of LINES) addLine(line);
    fireEvent.click(screen.getByRole('button', { name: 'Use Screenshots ($150)' }));
    expect(await screen.findByRole('region', { name: 'Local Strategy' }, { timeout: 3000 })).toBeTruthy();
    await waitFor(() => expect(fetchMock.mock.calls.filter(([input]) => urlOf(input).includes('/api/parlays/save'))).toHaveLength(3));
    const saved = fetchMock.mock.calls.find(([input]) => urlOf(input).includes('/api/parlays/save'))?.[1]?.body;
    expect(JSON.parse(typeof saved === 'string' ? saved : '{}')).toMatchObject({ status: 'pending', targetProfit: 150 });
    expect(storedCount(GENERATED_PARLAYS_KEY)).toBeGreaterThan(0);
  }, 15_000);
});
