import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { horizontalOverflow, pageErrors, screenshot, useBrowser } from './browser.ts';

const e2e = useBrowser();

/** The x of the first game's "Fair" header before and after its books are scrolled sideways. */
async function fairColumnAfterScroll(page: Page): Promise<{ before: number; after: number; scrolled: number }> {
  const table = page.getByTestId('odds-game').first().locator('div.overflow-x-auto');
  const fair = page.getByTestId('odds-game').first().getByRole('columnheader', { name: 'Fair' });
  const before = (await fair.boundingBox())?.x ?? Number.NaN;
  const scrolled = await table.evaluate((element) => {
    element.scrollLeft = 300;
    return element.scrollLeft;
  });
  const after = (await fair.boundingBox())?.x ?? Number.NaN;
  return { before, after, scrolled };
}

/** The +EV screen listing every line at 0 % EV or more (so the demo season always has rows), and its first row. */
async function firstEvRow(page: Page) {
  await page.goto('/ev');
  await page.getByRole('heading', { name: '+EV Bets' }).waitFor();
  // The filters come with the bets; until then the only 'Minimum EV (%)' is the closed settings form's.
  await page.getByLabel('Game day', { exact: true }).waitFor();
  await page.getByLabel('Minimum EV (%)', { exact: true }).last().fill('0');
  const row = page.getByTestId('ev-row').first();
  await row.waitFor();
  return row;
}

describe('the market board in Chromium', () => {
  it('the odds screen shows every book with the best prices marked, the bet and fair columns staying put on a phone', async () => {
    for (const width of [390, 1280]) {
      const page = await e2e.newSignedInPage(width);
      const errors = pageErrors(page, { consoleErrors: true });
      await page.goto('/odds');
      await page.getByRole('heading', { name: 'Odds Board' }).waitFor();
      const game = page.getByTestId('odds-game').first();
      await game.waitFor();
      expect(await game.getByTestId('best-price').count()).toBeGreaterThan(0);
      expect(await game.getByRole('columnheader').count()).toBeGreaterThan(3);
      expect(await horizontalOverflow(page)).toBe(0);
      if (width === 390) {
        const { before, after, scrolled } = await fairColumnAfterScroll(page);
        expect(scrolled).toBeGreaterThan(0);
        expect(after).toBe(before);
      }
      // Alternates are folded under their market until asked for.
      const alternates = game.getByRole('button', { name: /^Show \d+ alternate spreads$/ });
      if ((await alternates.count()) > 0) {
        await alternates.click();
        await game.getByRole('button', { name: /^Hide \d+ alternate spreads$/ }).waitFor();
      }
      await screenshot(page, `markets-odds-${width}`);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('an +EV row opens its price history as a chart', async () => {
    for (const width of [390, 1280]) {
      const page = await e2e.newSignedInPage(width);
      const errors = pageErrors(page, { consoleErrors: true });
      const row = await firstEvRow(page);
      await row.getByRole('button', { name: /: price history$/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Price History' });
      await dialog.getByTestId('price-history').waitFor();
      await dialog.locator('svg.recharts-surface').first().waitFor();
      expect(await dialog.getByRole('listitem').count()).toBeGreaterThan(0);
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `markets-ev-history-${width}`);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('an +EV row sent to the tracker is tracked there, and sent to the parlay builder is one of its lines', async () => {
    for (const width of [390, 1280]) {
      const page = await e2e.newSignedInPage(width);
      const errors = pageErrors(page, { consoleErrors: true });
      const row = await firstEvRow(page);
      // 'Tracker: track KC -3.5 at BetMGM' names the bet and its book.
      const track = row.getByRole('button', { name: /^Tracker: track / });
      const [, bet = '', book = ''] = /^Tracker: track (.+) at (.+)$/.exec((await track.getAttribute('aria-label')) ?? '') ?? [];
      await track.click();
      await page.getByText('Parlay Added', { exact: true }).first().waitFor();
      await page.goto('/parlay-tracker');
      const tracked = page.locator('li[data-parlay-id]');
      await tracked.first().waitFor();
      expect(await tracked.count()).toBe(1);
      expect(await tracked.first().innerText()).toContain(`(${book})`);
      expect(await horizontalOverflow(page)).toBe(0);

      await (await firstEvRow(page)).getByRole('button', { name: `Parlay: add ${bet} at ${book} to the parlay builder` }).click();
      await page.waitForURL(/\/profit-target$/);
      await page.getByRole('heading', { name: 'Extracted Betting Lines (1)' }).waitFor();
      expect(await page.getByRole('table', { name: 'Extracted Betting Lines' }).locator('tbody tr').count()).toBe(1);
      await screenshot(page, `markets-ev-to-builder-${width}`);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('a scanner row opens the arbitrage calculator filled in with its bets', async () => {
    for (const width of [390, 1280]) {
      const page = await e2e.newSignedInPage(width);
      const errors = pageErrors(page, { consoleErrors: true });
      await page.goto('/scanner');
      await page.getByRole('heading', { name: 'Arbitrage Scanner' }).waitFor();
      const row = page.locator('[data-testid="arbitrage-row"], [data-testid="middle-row"]').first();
      await row.waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `markets-scanner-${width}`);
      const bets = await row.getByRole('listitem').allTextContents();
      await row.getByRole('button', { name: /in the arbitrage calculator$/ }).click();
      await page.getByRole('heading', { name: 'Arbitrage & Hedging' }).waitFor();
      expect(await page.getByLabel('Total Bankroll ($)', { exact: true }).inputValue()).toBe('1000');
      // The whole total is staked, as the scanner split it.
      await page.getByText('Total staked across the legs: $1,000.00').waitFor();
      const prices = page.getByLabel('American Odds', { exact: true });
      expect(await prices.count()).toBe(2);
      // Each leg's price is the row's: 'KC -3.5 -110 at BetMGM: stake $500.00' carries -110.
      // The field shows the price as the bettor's format prints it (American here), sign included.
      for (const [index, bet] of bets.entries()) expect(bet).toContain(` ${await prices.nth(index).inputValue()} at `);
      await page.getByRole('button', { name: 'Calculate Guaranteed Hedge' }).click();
      await page.locator('[aria-labelledby="hedge-results-title"]').waitFor();
      await screenshot(page, `markets-scanner-calculator-${width}`);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});
