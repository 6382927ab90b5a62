import { describe, expect, it } from 'vitest';
import { confirmedLeg, parlayWithLegs, performanceWithClv, unconfirmedLeg } from '@playbook/contracts/testing/unconfirmed-close-fixtures';
import { horizontalOverflow, pageErrors, screenshot, useBrowser } from './browser.ts';

const e2e = useBrowser();

const parlay = parlayWithLegs([unconfirmedLeg, confirmedLeg], confirmedLeg.clv);
const performance = performanceWithClv({ averageClv: confirmedLeg.clv, clvLegCount: 1, unconfirmedClvLegCount: 1 });

// ADR 035: the demo season never leaves a source out, so the tracker's answers are given here (the API test builds the
// real outage); the marks and wording come from the web build.
describe('the tracker marks a close its source did not confirm before kick-off', () => {
  it.each([320, 390, 1280])('fitting a %i px screen', async (width) => {
    const page = await e2e.newSignedInPage(width);
    const errors = pageErrors(page);
    await page.route('**/api/parlays/history', (route) => route.fulfill({ json: [parlay] }));
    await page.route('**/api/parlays/performance', (route) => route.fulfill({ json: performance }));
    await page.goto('/parlay-tracker');
    const note = page.getByText('Close unconfirmed: The Odds API did not answer before kick-off');
    await note.waitFor();
    expect(await page.getByText('1 unconfirmed close left out', { exact: true }).count()).toBe(1);
    expect(await page.getByText('1 leg with a closing price · 1 unconfirmed close left out').count()).toBe(1);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, `unconfirmed-close-${width}`);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
