import { describe, expect, it } from 'vitest';
import { horizontalOverflow, useBrowser } from './browser.ts';

// What a walk through every screen as a demanding bettor, at 390 px and 1280 px, found wrong.
const e2e = useBrowser();

describe('a bettor walking the screens', () => {
  it('draws every losing outcome of an infeasible hedge as a bar from zero, the least loss too', async () => {
    const page = await e2e.newSignedInPage(1280);
    await page.goto('/arbitrage');
    const prices = page.getByLabel('Payout Multiplier', { exact: true });
    // Three even-money bets: every outcome loses about $8.33, the preferred one a cent less.
    for (let leg = 0; leg < 3; leg++) await prices.nth(leg).fill('1');
    await page.getByRole('button', { name: 'Calculate Guaranteed Hedge' }).click();
    const chart = page.locator('[aria-labelledby="hedge-results-title"] figure').first();
    await chart.locator('svg.recharts-surface').waitFor();
    // An axis that stopped at the least loss drew that outcome's bar 0 px tall: it looked like no bet at all.
    const bars = chart.locator('.recharts-bar-rectangle path');
    await bars.nth(2).waitFor();
    const heights = await bars.evaluateAll((paths) => paths.map((path) => path.getBoundingClientRect().height));
    expect(heights).toHaveLength(3);
    for (const height of heights) expect(height).toBeGreaterThan(20);
    await page.context().close();
  });

  it('keeps a tracked parlay with a long unbroken leg name inside a 390 px phone', async () => {
    const page = await e2e.newSignedInPage(390);
    const leg = { game: 'Bills @ Jets', selection: 'BillsMoneylineSameGameParlayBoostSpecial ML', odds: 150, type: 'moneyline' };
    expect((await page.request.post('/api/parlays/manual', { data: { legs: [leg], stakeAmount: 10 } })).status()).toBe(201);
    await page.goto('/parlay-tracker');
    await page.getByRole('list', { name: 'Parlay History' }).getByRole('table', { name: 'Legs' }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await page.context().close();
  });
});
