import { describe, expect, it } from 'vitest';
import { horizontalOverflow, pageErrors, screenshot, useBrowser } from './browser.ts';

const e2e = useBrowser();

/** When The Odds API last answered, as the server would say (the demo season itself never leaves a source out). */
const LAST_ANSWERED = '2026-11-24T07:31:00.000Z';

// ADR 030: the footer says when a source was left out of the last refresh. The server's answer is rewritten
// here (a live refresh with a failing Odds API needs the network); the sentence comes from the web build.
describe('the footer names a source left out of the last refresh', () => {
  it.each([390, 1280])('after the credit, fitting a %i px screen', async (width) => {
    const page = await e2e.newSignedInPage(width);
    const errors = pageErrors(page);
    await page.route('**/api/data-sources/*', async (route) => {
      const response = await route.fetch();
      const body: unknown = await response.json();
      const league = typeof body === 'object' && body !== null && 'league' in body ? body.league : 'NFL';
      await route.fulfill({
        response,
        json: { league, sources: [{ source: 'espn', rows: 100 }, { source: 'odds-api', rows: 10 }], leftOut: [{ source: 'odds-api', lastUpdated: LAST_ANSWERED }] },
      });
    });
    await page.reload();
    const sentence = page.getByText(/^The Odds API did not answer at the last refresh: its prices are from /);
    await sentence.waitFor();
    expect(await page.getByText('Data sources: ESPN and The Odds API', { exact: false }).count()).toBeGreaterThan(0);
    expect(await horizontalOverflow(page)).toBe(0);
    const box = await sentence.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    await sentence.scrollIntoViewIfNeeded();
    await screenshot(page, `left-out-source-${width}`);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
