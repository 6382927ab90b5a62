import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatClv, generatedParlay } from '@playbook/core';
import { liveBettingLinesResponseSchema, parlayHistoryItemSchema, type LiveBettingLine } from '@playbook/contracts';
import { horizontalOverflow, launchBrowser, screenshot } from './browser.ts';
import { newSignedInPage } from './accounts.ts';

// Issue 14 closing line value (ADR 025): a parlay saved with the live slate's line ids shows each leg's CLV.
const baseURL = inject('baseURL');
let browser: Browser;
let page: Page;
const errors: string[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
  page = await newSignedInPage(browser, baseURL);
  page.on('pageerror', (error) => errors.push(error.message));
});
afterAll(() => browser.close());

/** Two main lines of different games of the demo slate. */
async function twoLines(): Promise<[LiveBettingLine, LiveBettingLine]> {
  const { lines } = liveBettingLinesResponseSchema.parse(await (await page.request.get('/api/live/betting-lines')).json());
  const picked: LiveBettingLine[] = [];
  for (const line of lines) {
    if (line.isAlternate || picked.some((other) => other.eventId === line.eventId)) continue;
    picked.push(line);
    if (picked.length === 2) break;
  }
  const [first, second] = picked;
  if (!first || !second) throw new Error('two lines expected');
  return [first, second];
}

describe('Closing line value in the parlay tracker, in Chromium', () => {
  it('shows the CLV of legs saved from the live slate with their line ids, and fits 320 px', async () => {
    const lines = await twoLines();
    const parlay = generatedParlay(
      lines.map((line) => ({ game: line.game, type: line.type, description: line.description, odds: line.odds })),
      { targetProfit: 150, maxRisk: 500 },
    );
    const response = await page.request.post('/api/parlays/save', {
      data: {
        parlayDescription: parlay.parlayDescription,
        totalOdds: parlay.totalAmericanOdds,
        impliedProbability: parlay.impliedProbability,
        numLegs: 2,
        category: parlay.category,
        stakeAmount: parlay.requiredStake,
        potentialPayout: Math.round((parlay.requiredStake + parlay.actualProfit) * 100) / 100,
        legs: parlay.legs.map((leg) => ({ ...leg, lineId: Number(lines.find((line) => line.description === leg.selection && line.game === leg.game)?.id) })),
      },
    });
    expect(response.status()).toBe(201);
    const saved = parlayHistoryItemSchema.parse(await response.json());
    expect(saved.legs.map((leg) => leg.lineId)).toEqual(parlay.legs.map((leg) => Number(lines.find((line) => line.description === leg.selection)?.id)));

    await page.goto('/parlay-tracker');
    const table = page.locator(`[data-parlay-id="${saved.id}"]`).getByRole('table', { name: 'Legs' });
    await table.waitFor();
    const clvCells = await table.locator('tbody tr td:last-child').allTextContents();
    expect(clvCells).toEqual(saved.legs.map((leg) => formatClv(leg.clv)));
    for (const cell of clvCells) expect(cell).toMatch(/^(—|[+-]?\d+\.\d pp)$/);
    await page.locator('section[aria-label="Performance summary"]').getByRole('heading', { name: 'Avg CLV' }).waitFor();
    await screenshot(page, 'parlay-tracker-clv');
    await page.setViewportSize({ width: 320, height: 800 });
    await table.waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'parlay-tracker-clv-320');
    expect(errors).toEqual([]);
  });
});
