import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatClv, formatPercent1, generatedParlay, parlayStatistics, type ParlayLeg } from '@playbook/core';
import {
  liveBettingLinesResponseSchema,
  PARLAY_HISTORY_PAGE_DEFAULT,
  parlayHistoryItemSchema,
  parlayHistoryResponseSchema,
  parlayPerformanceResponseSchema,
  trackedParlayOf,
  type LiveBettingLine,
} from '@playbook/contracts';
import { newSignedInPage } from './accounts.ts';
import { horizontalOverflow, screenshot, useSignedInPage } from './browser.ts';
import { choose, closeDialog } from './dialog-controls.ts';
import { nflFinishingGame, slateLineOf, startClockedDemoServer, type ClockedDemoServer } from './clocked-demo-server.ts';

const shared = useSignedInPage();

const statValue = (title: string) =>
  shared.page.locator('section[aria-label="Performance summary"] > div').filter({ has: shared.page.getByRole('heading', { name: title, exact: true }) }).locator('p').first();

/** Two main lines of different games of the demo season's slate, and two more for the manual ticket. */
async function demoLines(): Promise<LiveBettingLine[]> {
  const { page } = shared;
  const response = await page.request.get('/api/live/betting-lines');
  expect(response.status()).toBe(200);
  const { lines, source } = liveBettingLinesResponseSchema.parse(await response.json());
  expect(source).toBe('demo');
  const picked: LiveBettingLine[] = [];
  for (const line of lines) {
    if (line.isAlternate || line.type === 'total' || picked.some((other) => other.eventId === line.eventId)) continue;
    picked.push(line);
    if (picked.length === 4) break;
  }
  expect(picked).toHaveLength(4);
  return picked;
}

/**
 * A generated parlay of `lines`, saved through the API as the generator does (docs/product/profit-target.md); with `linked`, each
 * leg carries its live line's id, as the generator sends for lines taken from the live slate.
 */
async function saveGenerated(lines: readonly LiveBettingLine[], linked: boolean) {
  const { page } = shared;
  const generated = generatedParlay(
    lines.map((line) => ({ game: line.game, type: line.type, description: line.description, odds: line.odds })),
    { targetProfit: 150, maxRisk: 500 },
  );
  const lineIdOf = (leg: ParlayLeg) => Number(lines.find((line) => line.game === leg.game && line.description === leg.selection)?.id);
  const saved = await page.request.post('/api/parlays/save', {
    data: {
      parlayDescription: generated.parlayDescription,
      totalOdds: generated.totalAmericanOdds,
      impliedProbability: generated.impliedProbability,
      numLegs: generated.legs.length,
      category: generated.category,
      stakeAmount: generated.requiredStake,
      potentialPayout: Math.round((generated.requiredStake + generated.actualProfit) * 100) / 100,
      targetProfit: 150,
      legs: linked ? generated.legs.map((leg) => ({ ...leg, lineId: lineIdOf(leg) })) : generated.legs,
      status: 'pending',
    },
  });
  expect(saved.status()).toBe(201);
  const item = parlayHistoryItemSchema.parse(await saved.json());
  if (linked) expect(item.legs.map((leg) => leg.lineId)).toEqual(generated.legs.map(lineIdOf));
  return item;
}

describe('Parlay tracker in Chromium on the demo season (docs/product/parlay-tracker.md)', () => {
  it('saves two parlays, settles one as won with a payout, and the win rate, ROI and chart change', async () => {
    const { page, errors } = shared;
    const [first, second, third, fourth] = await demoLines();
    if (!first || !second || !third || !fourth) throw new Error('four lines expected');

    // 1. A generated parlay, saved through the API as the generator does (docs/product/profit-target.md).
    const savedParlay = await saveGenerated([first, second], false);

    await page.goto('/parlay-tracker');
    await page.getByRole('heading', { name: 'Parlay Tracker' }).waitFor();
    await page.getByText('No Parlays Yet').or(page.getByRole('list', { name: 'Parlay History' })).first().waitFor();
    expect(await statValue('Win Rate').textContent()).toBe('0.0%');
    expect(await statValue('ROI').textContent()).toBe('0.0%');
    // Nothing settled: $0.00, plain: a break-even is no gain (ADR 048).
    expect(await statValue('Net Profit').textContent()).toBe('$0.00');
    expect(await statValue('Net Profit').getAttribute('class')).not.toMatch(/text-(green|red)-700/);
    await page.getByText('Settle a parlay to start the curve.').waitFor();

    // 2. A parlay placed elsewhere, through the manual form.
    await page.getByRole('button', { name: 'Add a Parlay Placed Elsewhere' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add a Parlay Placed Elsewhere' });
    for (const [index, line] of [third, fourth].entries()) {
      const leg = addDialog.getByRole('listitem', { name: `Leg ${index + 1}` });
      await leg.getByLabel('Game').fill(line.game);
      await leg.getByLabel('Selection').fill(line.description);
      await leg.getByLabel('Odds').fill(String(line.odds));
      if (line.type === 'moneyline') {
        await leg.getByRole('combobox', { name: 'Type' }).click();
        await page.getByRole('option', { name: 'Moneyline' }).click();
      }
    }
    await addDialog.getByLabel('Stake ($)').fill('20');
    await addDialog.getByText(/^Total odds [+-]\d+ · pays \$/).waitFor();
    await addDialog.getByRole('button', { name: 'Add Parlay' }).click();
    await page.getByText('Parlay Added', { exact: true }).waitFor();
    await addDialog.waitFor({ state: 'detached' });
    const rows = page.getByRole('list', { name: 'Parlay History' }).getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await statValue('Total Parlays').textContent()).toBe('2');
    await page.getByText('2 pending').waitFor();
    await rows.filter({ hasText: 'Entered by hand' }).waitFor();

    // 3. Settle the generated one as won with its payout.
    const row = page.locator(`[data-parlay-id="${savedParlay.id}"]`);
    await row.getByRole('button', { name: /^Update Status/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Parlay Status' });
    expect(await dialog.getByRole('combobox', { name: 'Status' }).textContent()).toBe('Won');
    await dialog.getByLabel('Actual Payout (optional)').fill(savedParlay.potentialPayout.toFixed(2));
    await dialog.getByLabel('Notes (optional)').fill('Both legs covered');
    await dialog.getByRole('button', { name: 'Update Status' }).click();
    await page.getByText('Status Updated', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    const history = parlayHistoryResponseSchema.parse(await (await page.request.get('/api/parlays/history')).json());
    const expected = parlayStatistics(history.map(trackedParlayOf));
    await expect.poll(() => statValue('Win Rate').textContent()).toBe('100.0%');
    expect(await statValue('ROI').textContent()).toBe(formatPercent1(expected.roi));
    expect(expected.roi).toBeGreaterThan(0);
    expect(await statValue('Net Profit').getAttribute('class')).toContain('text-green-700');
    await page.getByText('1W - 0L').waitFor();
    await page.locator(`[data-parlay-id="${savedParlay.id}"][data-status="won"]`).waitFor();
    await row.getByText('Both legs covered').waitFor();
    const chart = page.locator('figure[data-points="1"]');
    await chart.locator('svg.recharts-surface').waitFor();
    expect(Number(await chart.getAttribute('data-last-profit'))).toBeCloseTo(expected.netProfit, 2);
    // The curve steps at each settlement; no smoothed curve (a cubic 'C' in the path) draws profits between them.
    expect(await chart.locator('path.recharts-line-curve').getAttribute('d')).toMatch(/^M[^C]*$/);
    await screenshot(page, 'parlay-tracker-settled');
    expect(errors).toEqual([]);
  });

  it.each([390, 320])('fits %i px with no horizontal scroll, the dialogs included', async (width) => {
    const { page } = shared;
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/parlay-tracker');
    await page.getByRole('list', { name: 'Parlay History' }).waitFor();
    await page.locator('svg.recharts-surface').first().waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, `parlay-tracker-${width}`);
    await page.getByRole('button', { name: /^Update Status/ }).first().click();
    await page.getByRole('dialog', { name: 'Update Parlay Status' }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Add a Parlay Placed Elsewhere' }).click();
    await page.getByRole('dialog', { name: 'Add a Parlay Placed Elsewhere' }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, `parlay-tracker-add-${width}`);
    await page.keyboard.press('Escape');
  });

  it('shows the closing line value of legs saved with their live line ids, and fits 320 px', async () => {
    const { page, errors } = shared;
    const [first, second] = await demoLines();
    if (!first || !second) throw new Error('two lines expected');
    const saved = await saveGenerated([first, second], true);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/parlay-tracker');
    const table = page.locator(`[data-parlay-id="${saved.id}"]`).getByRole('table', { name: 'Legs' });
    await table.waitFor();
    const clvCells = await table.locator('tbody tr td:last-child').allTextContents();
    expect(clvCells).toEqual(saved.legs.map((leg) => formatClv(leg.clv)));
    for (const cell of clvCells) expect(cell).toMatch(/^(—|[+-]?\d+\.\d pp)$/);
    const performance = parlayPerformanceResponseSchema.parse(await (await page.request.get('/api/parlays/performance')).json());
    expect(performance.clvLegCount).toBeGreaterThanOrEqual(clvCells.filter((cell) => cell !== '—').length);
    expect(await statValue('Avg CLV').textContent()).toBe(formatClv(performance.averageClv));
    await screenshot(page, 'parlay-tracker-clv');

    // The CSV export carries the same CLV after its original columns, blank without a closing price (ADR 026).
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const [header = [], ...rows] = Papa.parse<string[]>(readFileSync(await download.path(), 'utf8'), { skipEmptyLines: true }).data;
    expect(header.slice(12, 14)).toEqual(['Notes', 'Avg CLV (pp)']);
    const row = rows.find((cells) => cells[0] === String(saved.id)) ?? [];
    const cents = (value: number | null) => (value === null ? '' : (Math.round(value * 100) / 100).toFixed(2));
    expect(row[header.indexOf('Avg CLV (pp)')]).toBe(cents(saved.averageClv));
    saved.legs.forEach((leg, index) => {
      expect(row[header.indexOf(`Leg ${index + 1} Close`)]).toBe(leg.closingOdds === null ? '' : String(leg.closingOdds));
      expect(row[header.indexOf(`Leg ${index + 1} CLV (pp)`)]).toBe(cents(leg.clv));
    });
    await page.setViewportSize({ width: 320, height: 800 });
    await table.waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows the newest 100 parlays, appends the rest with "Show More" from the keyboard, and exports them all (ADR 043)', async () => {
    const { page, errors } = shared;
    const legs = [
      { game: 'KC @ BUF', selection: 'KC -3.5', odds: -110, type: 'spread' },
      { game: 'KC @ BUF', selection: 'Over 47.5', odds: -110, type: 'total' },
    ];
    for (let index = 0; index < PARLAY_HISTORY_PAGE_DEFAULT + 5; index += 1) {
      const saved = await page.request.post('/api/parlays/save', {
        data: { parlayDescription: `Paged parlay ${index}`, totalOdds: 264, impliedProbability: 0.2744, numLegs: 2, category: 'standard', stakeAmount: 10, potentialPayout: 36.4, legs },
      });
      expect(saved.status()).toBe(201);
    }
    const { totalParlays } = parlayPerformanceResponseSchema.parse(await (await page.request.get('/api/parlays/performance')).json());
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/parlay-tracker');
    const rows = page.getByRole('list', { name: 'Parlay History' }).getByRole('listitem');
    await page.getByText(`Showing the newest ${PARLAY_HISTORY_PAGE_DEFAULT} of ${totalParlays} parlays`).waitFor();
    expect(await rows.count()).toBe(PARLAY_HISTORY_PAGE_DEFAULT);
    expect(await rows.first().textContent()).toContain(`Paged parlay ${PARLAY_HISTORY_PAGE_DEFAULT + 4}`);

    // From the last row's last button (Edit Tags, after Update Status), Tab reaches "Show More"; Enter appends the rest
    // and the keyboard goes on from the first new row.
    await rows.last().getByRole('button').last().focus();
    await page.keyboard.press('Tab');
    const showMore = page.getByRole('button', { name: 'Show More' });
    expect(await showMore.evaluate((button) => button === document.activeElement)).toBe(true);
    await screenshot(page, 'parlay-tracker-show-more');
    await page.keyboard.press('Enter');
    await expect.poll(() => rows.count()).toBe(totalParlays);
    expect(await rows.nth(PARLAY_HISTORY_PAGE_DEFAULT).evaluate((row) => row === document.activeElement)).toBe(true);
    expect(await showMore.count()).toBe(0);

    // The export holds every parlay whether or not it is shown.
    await page.reload();
    await page.getByText(`Showing the newest ${PARLAY_HISTORY_PAGE_DEFAULT} of ${totalParlays} parlays`).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const [, ...csvRows] = Papa.parse<string[]>(readFileSync(await download.path(), 'utf8'), { skipEmptyLines: true }).data;
    expect(csvRows).toHaveLength(totalParlays);
    expect(errors).toEqual([]);
  });
});

// Automatic grading end to end: a parlay tracked on a game before its kick-off, then the refresh after its final
// whistle (the demo server's clock moved past it) grades it with no click; the open tracker, told by the settled
// alert, shows it Won or Lost without a reload.
describe('a tracked parlay settles itself when its game finishes', () => {
  const game = nflFinishingGame();
  let server: ClockedDemoServer | undefined;
  beforeAll(async () => {
    server = await startClockedDemoServer(game.before);
  });
  afterAll(() => server?.close());

  it('is graded from the final score by the refresh that finishes the game', async () => {
    if (server === undefined) throw new Error('The clocked server starts in beforeAll');
    const page = await newSignedInPage(shared.e2e.browser, server.baseURL, 390);
    const { lines } = liveBettingLinesResponseSchema.parse(await (await page.request.get('/api/live/betting-lines')).json());
    const line = slateLineOf(lines, game.matchup, game.homeMoneyline, game.bookmaker);
    const decimal = line.odds > 0 ? 1 + line.odds / 100 : 1 + 100 / -line.odds;
    // A one-leg ticket saved as the generator saves one, with its line's id.
    const saved = await page.request.post('/api/parlays/save', {
      data: {
        parlayDescription: line.description,
        totalOdds: line.odds,
        impliedProbability: 1 / decimal,
        numLegs: 1,
        category: 'standard',
        stakeAmount: 10,
        potentialPayout: Math.round(10 * decimal * 100) / 100,
        legs: [{ game: line.game, selection: line.description, odds: line.odds, type: 'moneyline', lineId: Number(line.id) }],
      },
    });
    expect(saved.status()).toBe(201);
    const { id } = parlayHistoryItemSchema.parse(await saved.json());
    await page.goto('/parlay-tracker');
    await page.locator(`[data-parlay-id="${id}"][data-status="pending"]`).waitFor({ timeout: 60_000 });
    // Told when it settles: the alert also brings the open tracker up to date.
    await page.getByRole('button', { name: 'Alerts' }).click();
    const centre = page.getByRole('dialog', { name: 'Alerts' });
    await choose(page, centre.getByLabel('Tell me when', { exact: true }), 'A tracked parlay settles');
    await centre.getByRole('button', { name: 'Add alert' }).click();
    await centre.getByRole('list', { name: 'Alert rules' }).getByRole('listitem').first().waitFor();
    await closeDialog(centre);

    server.setNow(game.after);
    await server.refreshNfl();
    await page.getByRole('button', { name: 'Alerts, 1 unread' }).waitFor({ timeout: 60_000 });
    const status = game.homeWins ? 'won' : 'lost';
    const row = page.locator(`[data-parlay-id="${id}"][data-status="${status}"]`);
    await row.waitFor({ timeout: 60_000 });
    await row.getByText('Graded from the final scores').waitFor();
    expect(await row.innerText()).toContain(game.homeWins ? 'Won' : 'Lost');
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'tracker-graded-by-refresh-390');
    await page.context().close();
  });
});
