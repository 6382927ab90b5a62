import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cellsOutOfView, horizontalOverflow, pageErrors, screenshot, useBrowser } from './browser.ts';

const e2e = useBrowser();

// Book A: Bills +110 / Dolphins -130; book B lists the game the other way round, Dolphins +105 / Bills -125.
const TWO_BOOKS = [
  'homeTeam,awayTeam,gameDate,gameTime,league,spread,overUnder,homeMoneyline,awayMoneyline,sportsbook',
  'Buffalo Bills,Miami Dolphins,2026-11-29,1:00 PM,NFL,-2.5,48.5,110,-130,Book A',
  'Miami Dolphins,Buffalo Bills,2026-11-29,1:00 PM,NFL,2.5,48.5,105,-125,Book B',
  'New York Jets,New England Patriots,2026-11-29,,NFL,-1,41,-110,-110,Book A',
].join('\n');

async function importCsv(page: Page, csv: string): Promise<void> {
  await page.getByRole('tab', { name: 'CSV Import' }).click();
  await page.getByLabel('CSV Data').fill(csv);
  await page.getByRole('button', { name: 'Import CSV Data' }).click();
}

describe('Game Slate Analyzer in Chromium (docs/product/slate-analyzer.md)', () => {
  it('imports two books, reviews, exports the header of docs/product/slate-analyzer.md, finds the arbitrage with its split, and keeps the slate on reload', async () => {
    const page = await e2e.newSignedInPage();
    const errors = pageErrors(page);
    await page.goto('/slate-analyzer');
    await page.getByRole('heading', { name: 'Game Slate Analyzer' }).waitFor();
    await importCsv(page, TWO_BOOKS);
    await page.getByText('CSV Imported Successfully', { exact: true }).waitFor();
    // The import switches to Review.
    const table = page.getByRole('table', { name: 'Slate games' });
    await table.waitFor();
    expect(await page.getByRole('tab', { name: 'Review (3)' }).getAttribute('aria-selected')).toBe('true');
    expect(await table.locator('tbody tr').count()).toBe(3);
    await table.getByText('Buffalo Bills @ Miami Dolphins', { exact: true }).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^game-slate-\d{4}-\d{2}-\d{2}\.csv$/);
    const exported = await readFile(await download.path(), 'utf8');
    const [header, firstRow] = exported.split('\r\n');
    expect(header).toBe('Home Team,Away Team,Game Date,Game Time,League,Spread,Over/Under,Home ML,Away ML,Sportsbook');
    expect(firstRow).toBe('Buffalo Bills,Miami Dolphins,2026-11-29,1:00 PM,NFL,-2.5,48.5,+110,-130,Book A'); // an underdog's price keeps its plus sign (ADR 048)

    await page.getByRole('button', { name: 'Analyze for Arbitrage' }).click();
    await page.getByText('Analysis Complete', { exact: true }).waitFor();
    await page.getByText('Found 1 arbitrage opportunity', { exact: true }).waitFor();
    const opportunities = page.getByRole('list', { name: 'Opportunities' });
    await opportunities.getByText('Two-Way Arbitrage').waitFor();
    // 1/2.10 + 1/2.05 = 0.963995 < 1: $1000 split 493.98 / 506.02, the smaller payout 1037.34.
    await opportunities.getByText('$493.98 on Buffalo Bills, $506.02 on Miami Dolphins', { exact: true }).waitFor();
    await opportunities.getByText('$37.34', { exact: true }).waitFor();
    await page.getByText(/^New England Patriots @ New York Jets: /).waitFor();
    await page.getByText('Hold 4.55%').waitFor();

    await page.getByRole('button', { name: 'View Details: Miami Dolphins @ Buffalo Bills' }).click();
    const dialog = page.getByRole('dialog');
    const split = dialog.getByRole('table', { name: 'Stake split' });
    await split.waitFor();
    expect(await split.locator('tbody tr').allTextContents()).toEqual([
      'Buffalo Bills (home)Book A+110$493.98$1,037.35',
      'Miami Dolphins (away)Book B+105$506.02$1,037.34',
    ]);
    await screenshot(page, 'slate-analyzer-details');
    await page.keyboard.press('Escape');

    await page.reload();
    await page.getByRole('tab', { name: 'Review (3)' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('imports the good rows and names each row left out for an impossible date or moneyline, at 390 px (ADR 079)', async () => {
    const page = await e2e.newSignedInPage(390);
    await page.goto('/slate-analyzer');
    await page.getByRole('heading', { name: 'Game Slate Analyzer' }).waitFor();
    await importCsv(page, [TWO_BOOKS, 'Dallas Cowboys,New York Giants,2026-02-30,,NFL,,,-150,130,Book A', 'Detroit Lions,Chicago Bears,11/29/2026,,NFL,,,50,-120,Book A'].join('\n'));
    await page
      .getByText(
        'Imported 3 games. Skipped row 4 (game date 2026-02-30 is not a real YYYY-MM-DD or M/D/YYYY date); row 5 (home moneyline 50 is between -100 and +100, where no price lies).',
      )
      .first()
      .waitFor();
    await page.getByRole('tab', { name: 'Review (3)' }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'slate-analyzer-rows-left-out-390');
    await page.context().close();
  });

  it('imports a 500-row CSV without freezing the page', async () => {
    const page = await e2e.newSignedInPage();
    await page.goto('/slate-analyzer');
    const rows = Array.from({ length: 500 }, (_, i) => `Home ${i},Away ${i},2026-11-29,,${i % 2 ? 'NCAA' : 'NFL'},-3,45.5,-150,130,Book ${i % 3}`);
    await page.getByRole('tab', { name: 'CSV Import' }).click();
    await page.getByLabel('CSV Data').fill(['homeTeam,awayTeam,gameDate,gameTime,league,spread,overUnder,homeMoneyline,awayMoneyline,sportsbook', ...rows].join('\n'));
    // The longest main-thread task from here on, kept where the test can read it.
    await page.evaluate(() => {
      const root = document.documentElement;
      root.dataset.longestTask = '0';
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) root.dataset.longestTask = String(Math.max(Number(root.dataset.longestTask), entry.duration));
      }).observe({ type: 'longtask' });
    });
    const started = Date.now();
    await page.getByRole('button', { name: 'Import CSV Data' }).click();
    await page.getByRole('tab', { name: 'Review (500)' }).waitFor();
    await page.getByRole('table', { name: 'Slate games' }).locator('tbody tr').nth(499).waitFor();
    const importMs = Date.now() - started;
    const longestTaskMs = Number(await page.evaluate(() => document.documentElement.dataset.longestTask));
    console.log(`500-row import to rendered review: ${importMs} ms, longest main-thread task ${Math.round(longestTaskMs)} ms`);
    // Bounds that only a frozen page crosses (0.3-0.7 s and 90-230 ms in the last CI runs): the figures printed are
    // the measure, and a busy machine must not turn this red.
    expect(importMs).toBeLessThan(10_000);
    expect(longestTaskMs).toBeLessThan(2_000);
    await page.getByRole('button', { name: 'Analyze for Arbitrage' }).click();
    await page.getByText('Found 0 arbitrage opportunities', { exact: true }).waitFor();
    await page.context().close();
  });

  it('validates the manual form and fits 390 px and 320 px phones with no horizontal scroll', async () => {
    for (const width of [390, 320]) {
      const page = await e2e.newSignedInPage(width);
      await page.goto('/slate-analyzer');
      await page.getByRole('button', { name: 'Add Game to Slate' }).click();
      await page.getByText('Away team is required', { exact: true }).waitFor();
      await page.getByText('Home team is required', { exact: true }).waitFor();
      await page.getByText('Game date is required', { exact: true }).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await page.getByRole('tab', { name: 'OCR Scan' }).click();
      // The OCR Scan tab reads real screenshots (e2e/screenshots.e2e.test.ts): idle until one is chosen.
      expect(await page.getByRole('button', { name: 'Scan Screenshots' }).isDisabled()).toBe(true);
      expect(await horizontalOverflow(page)).toBe(0);
      await importCsv(page, TWO_BOOKS);
      await page.getByRole('table', { name: 'Slate games' }).waitFor();
      // The moneylines stay in view: the other columns stack under the matchup on a phone.
      expect(await cellsOutOfView(page, 'table[aria-label="Slate games"]')).toEqual([]);
      await page.getByRole('button', { name: 'Analyze for Arbitrage' }).click();
      await page.getByRole('list', { name: 'Opportunities' }).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `slate-analyzer-${width}`);
      await page.context().close();
    }
  });
});
