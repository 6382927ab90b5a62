import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { generatedParlay } from '@playbook/core';
import type { FavoriteParlay } from '@playbook/contracts';
import { horizontalOverflow, pageErrors, screenshot, useBrowser } from './browser.ts';
import { signIn, signUp, uniqueName } from './accounts.ts';

const e2e = useBrowser();
const { baseURL } = e2e;

const PASSWORD = 'a good password';

async function openWatchlist(page: Page): Promise<void> {
  await page.goto('/watchlist');
  await page.getByRole('heading', { name: 'Watchlist & Favorites' }).waitFor();
  const synced = page.getByText('Synced with your account', { exact: false });
  const failed = page.getByRole('alert').filter({ hasText: 'could not be synced' });
  await synced.or(failed).first().waitFor();
  if (await failed.count()) throw new Error(`The watchlist did not sync: ${await failed.textContent()}`);
}

const favorite: FavoriteParlay = {
  ...generatedParlay(
    [
      { game: 'Kansas City Chiefs @ Buffalo Bills', type: 'spread', description: 'Kansas City Chiefs -3.5', odds: -110 },
      { game: 'Dallas Cowboys @ New York Giants', type: 'total', description: 'Over 44.5', odds: -105 },
    ],
    { targetProfit: 150, maxRisk: 500 },
  ),
  savedAt: '2026-11-23T18:00:00.000Z',
};

describe('Watchlist in Chromium (docs/product/watchlist.md)', () => {
  it('saves from the H2H and over/under dialogs, and follows the account into a fresh browser context', async () => {
    const username = uniqueName('watcher');
    const first = await e2e.newPage();
    const firstErrors = pageErrors(first);
    await signUp(first, username, PASSWORD);
    await first.waitForURL(`${baseURL}/`);

    // 1. Save to Watchlist from both predictor dialogs.
    await first.goto('/matchup');
    await first.getByRole('button', { name: /^Predict: / }).first().click();
    const analysis = first.getByRole('dialog', { name: 'Game Analysis' });
    await analysis.getByRole('button', { name: 'Save to Watchlist' }).click();
    await first.getByText('Saved to Watchlist', { exact: true }).waitFor();
    await analysis.getByRole('button', { name: 'Close' }).last().click();

    await first.goto('/over-under');
    await first.getByRole('button', { name: /^Get Prediction: / }).first().click();
    const overUnder = first.getByRole('dialog', { name: 'Over/Under Prediction' });
    await overUnder.getByRole('button', { name: 'Save to Watchlist' }).click();
    await first.getByText('Saved to Watchlist', { exact: true }).waitFor();
    await overUnder.getByRole('button', { name: 'Close' }).last().click();

    // A favorite as the generator stores it (favoriteParlays in this browser only, until the watchlist syncs).
    await first.evaluate((entry) => localStorage.setItem('favoriteParlays', JSON.stringify([entry])), favorite);
    await openWatchlist(first);
    await first.getByRole('tab', { name: 'Saved Predictions (2)' }).waitFor();
    await first.getByRole('tab', { name: 'Favorite Parlays (1)' }).waitFor();
    await screenshot(first, 'watchlist-predictions');

    // 2. A fresh browser context (no storage) signed in as the same user sees the same lists.
    const second = await e2e.newPage();
    const secondErrors = pageErrors(second);
    await second.goto('/auth');
    await signIn(second, username, PASSWORD);
    await second.waitForURL(`${baseURL}/`);
    await openWatchlist(second);
    await second.getByRole('tab', { name: 'Saved Predictions (2)' }).waitFor();
    await second.getByRole('tab', { name: 'Favorite Parlays (1)' }).click();
    await second.getByText('Kansas City Chiefs -3.5', { exact: true }).waitFor();

    // 3. A removal there sticks: the first browser's own copy does not bring it back.
    await second.getByRole('button', { name: `Remove ${favorite.parlayDescription}` }).click();
    await second.getByText('Removed', { exact: true }).waitFor();
    await second.getByRole('tab', { name: 'Favorite Parlays (0)' }).waitFor();
    await second.getByText('Synced with your account', { exact: false }).waitFor();
    await openWatchlist(first);
    await first.getByRole('tab', { name: 'Favorite Parlays (0)' }).waitFor();
    await first.getByRole('tab', { name: 'Saved Predictions (2)' }).waitFor();
    expect(await first.evaluate(() => localStorage.getItem('favoriteParlays'))).toBe('[]');

    expect(firstErrors).toEqual([]);
    expect(secondErrors).toEqual([]);
    await first.context().close();
    await second.context().close();
  });

  it.each([390, 320])('fits a %i px phone with no horizontal scroll', async (width) => {
    const page = await e2e.newPage(width);
    const errors = pageErrors(page);
    await signUp(page, uniqueName('narrow'), PASSWORD);
    await page.waitForURL(`${baseURL}/`);
    await openWatchlist(page);
    await page.getByRole('tab', { name: 'Favorite Parlays (0)' }).click();
    await page.getByText(/^No favorite parlays yet/).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await page.evaluate((entry) => localStorage.setItem('favoriteParlays', JSON.stringify([entry])), favorite);
    await openWatchlist(page);
    await page.getByRole('tab', { name: 'Favorite Parlays (1)' }).click();
    await page.getByText('Kansas City Chiefs -3.5', { exact: true }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    // Keyboard: the tabs move with the arrow keys.
    await page.getByRole('tab', { name: 'Favorite Parlays (1)' }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('tab', { name: 'Saved Predictions (0)', selected: true }).waitFor();
    await screenshot(page, `watchlist-${width}`);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
