import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { artifactsDir, horizontalOverflow, pageErrors, useBrowser } from './browser.ts';

const e2e = useBrowser();

/** ESPN BET's New Orleans spread of Atlanta at New Orleans (2025 week 12): -1.5 at -115, then the favourite flipped. */
const sideHistory = [
  { americanOdds: -115, recordedAt: '2025-11-20T12:00:00.000Z', lineValue: -1.5 },
  { americanOdds: -110, recordedAt: '2025-11-22T12:00:00.000Z', lineValue: 1.5 },
  { americanOdds: -108, recordedAt: '2025-11-22T18:00:00.000Z', lineValue: 1.5 },
];

// ADR 044: the demo season's lines never move a point, so the first selected line's history is answered here as a
// flipped favourite's side would be (the API test replays real payloads); the wording comes from the web build.
describe('the Historical Data dialog shows a moved point as a move', () => {
  it.each([390, 1280])('at %i px', async (width) => {
    const page = await e2e.newSignedInPage(width);
    const errors = pageErrors(page);
    await page.route('**/api/lines/*/history', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { line: Record<string, unknown> };
      const line = { ...body.line, market: 'spread', lineValue: 1.5, openingOdds: -110, latestOdds: -108, closingOdds: null, active: true };
      return route.fulfill({ response, json: { line, history: sideHistory } });
    });
    await page.goto('/live-game-slate');
    await page.getByRole('region', { name: 'Games' }).waitFor({ timeout: 60_000 });
    await page.getByRole('list', { name: /^Lines for / }).first().getByRole('button').first().click();
    await page.getByRole('button', { name: 'View Historical Data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Historical Data' });
    const prices = dialog.getByRole('list', { name: 'Price changes' }).getByRole('listitem');
    await expect.poll(() => prices.count(), { timeout: 60_000 }).toBe(3);
    expect(await prices.nth(0).innerText()).toContain('-1.5 at -115');
    expect(await prices.nth(1).innerText()).toContain('moved to +1.5 at -110');
    expect(await horizontalOverflow(page)).toBe(0);
    // The dialog alone: the slate behind it runs to tens of thousands of pixels.
    await dialog.screenshot({ path: path.join(artifactsDir, `line-history-moved-point-${width}.png`) });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
