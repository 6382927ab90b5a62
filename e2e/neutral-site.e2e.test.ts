import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { horizontalOverflow, pageErrors, screenshot, useBrowser } from './browser.ts';

const e2e = useBrowser();

/**
 * The demo season has no neutral-site game (ADR 029), so the server's real answer for a scheduled game is
 * passed on with `neutralSite: true`, as it is for a Super Bowl or a bowl game stored from nflverse, ESPN or CFBD.
 */
async function everyGameNeutral(page: Page): Promise<void> {
  await page.route('**/api/model/predict?*', async (route) => {
    const response = await route.fetch();
    const body: unknown = await response.json();
    const asked = new URL(route.request().url()).searchParams.has('kickoff');
    await route.fulfill({ response, json: typeof body === 'object' && body !== null ? { ...body, neutralSite: asked } : body });
  });
}

describe('a neutral-site game in Chromium (ADR 029)', () => {
  it('the H2H dialog says the fitted model gave no home-field edge, at 390 and 1280 px without sideways scroll', async () => {
    for (const width of [390, 1280]) {
      const page = await e2e.newSignedInPage(width);
      const errors = pageErrors(page, { consoleErrors: true });
      await everyGameNeutral(page);
      await page.goto('/matchup');
      await page.getByText(/^NFL This Week \(\d+ games\)$/).waitFor();
      await page.getByRole('button', { name: /^Predict: / }).first().click();
      const model = page.getByRole('dialog', { name: 'Game Analysis' }).getByRole('region', { name: 'Fitted model' });
      await model.getByText('Neutral site: no home-field edge', { exact: true }).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await model.scrollIntoViewIfNeeded();
      await screenshot(page, `neutral-site-h2h-${width}`);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});
