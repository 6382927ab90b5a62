import { describe, expect, it } from 'vitest';
import { E2E_WAIT_BOUND_MS, signUp, uniqueName } from './accounts.ts';
import { horizontalOverflow, screenshot, useSignedInPage } from './browser.ts';

const shared = useSignedInPage();
const { e2e } = shared;

const results = () => shared.page.locator('[aria-labelledby="hedge-results-title"]');

/** The 'Profit if it wins' cells of the results table, as numbers. */
async function outcomeProfits(): Promise<number[]> {
  const cells = results().locator('[data-outcome-profit]');
  const values = await cells.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-outcome-profit')));
  return values.map(Number);
}

describe('Arbitrage & Hedging in Chromium (docs/product/arbitrage-and-hedging.md)', () => {
  it('calculates the default hedge (4.5x, 2.5x, 1x): feasible, every outcome profit ≥ 0', async () => {
    const { page } = shared;
    await page.goto('/arbitrage');
    await page.getByRole('heading', { name: 'Arbitrage & Hedging' }).waitFor();
    await page.getByText('Risk Amount: $100.00 (10% of $1,000.00 bankroll)').waitFor();
    await page.getByRole('button', { name: 'Calculate Guaranteed Hedge' }).click();
    await results().getByText('Feasible', { exact: true }).waitFor();
    // .first(): the toast and its spoken copy for screen readers.
    await page.getByText('Guaranteed break-even achieved! Min profit: $0.00').first().waitFor();
    const profits = await outcomeProfits();
    expect(profits).toHaveLength(3);
    for (const profit of profits) expect(profit).toBeGreaterThanOrEqual(0);
    await results().locator('svg.recharts-surface').first().waitFor();
    await screenshot(page, 'arbitrage-default-hedge');
  });

  it('says plainly that a Kelly multiplier of 0 stakes nothing, never "Feasible" (ADR 079)', async () => {
    const { page } = shared;
    const kelly = page.getByLabel('Kelly Multiplier', { exact: true });
    await kelly.fill('0');
    await page.getByRole('button', { name: 'Calculate Guaranteed Hedge' }).click();
    await results().getByText('Nothing staked', { exact: true }).waitFor();
    const message = 'A Kelly multiplier of 0 stakes nothing: every stake is $0.00. Raise it above 0 to size the bets.';
    expect(await results().getByRole('status').textContent()).toBe(message);
    expect(await results().getByText('Feasible', { exact: true }).count()).toBe(0);
    await page.getByText(message).first().waitFor();
    await screenshot(page, 'arbitrage-kelly-zero');
    // The tests after this one start from the default multiplier.
    await kelly.fill('0.25');
  });

  it('shows the infeasible alert with its sum', async () => {
    const { page } = shared;
    const prices = page.getByLabel('Payout Multiplier', { exact: true });
    await prices.nth(0).fill('0.5');
    await prices.nth(1).fill('0.8');
    await page.getByRole('button', { name: 'Calculate Guaranteed Hedge' }).click();
    const alert = results().getByRole('alert');
    await alert.waitFor();
    // 1/1.5 + 1/1.8 + 1/2 = 1.7222
    expect(await alert.textContent()).toBe(
      'This combination of payout multipliers cannot guarantee break-even. Sum of inverse returns: 1.7222 > 1.0000',
    );
    await page.getByText('This combination is not feasible for guaranteed profit.').first().waitFor();
  });

  it('works with the keyboard alone: add a bet, type its price in American odds, calculate', async () => {
    const { page, errors } = shared;
    await page.goto('/arbitrage');
    const add = page.getByRole('button', { name: 'Add Bet' });
    await add.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Remove Bet 4' }).waitFor();
    // Odds in the account's format (American by default); 'Odds' is the button's visible word and starts its name.
    const american = page.getByRole('group', { name: 'Price format for Bet 4' }).getByRole('button', { name: 'Odds: american, your odds format' });
    await american.focus();
    await page.keyboard.press('Space');
    const price = page.getByLabel('American Odds', { exact: true });
    expect(await price.inputValue()).toBe('+200');
    await price.fill('+300');
    await page.getByRole('button', { name: 'Calculate Guaranteed Hedge' }).focus();
    await page.keyboard.press('Enter');
    await results().getByRole('row', { name: /Bet 4/ }).getByText('3x').waitFor();
    expect(errors).toEqual([]);
  });
});

describe('Last-Leg Hedge Calculator in Chromium (docs/product/arbitrage-and-hedging.md)', () => {
  it('shows the three hedges of the defaults (stake 10, payout 500, gross, -110)', async () => {
    const { page } = shared;
    await page.goto('/profit-calculator?tab=last-leg');
    await page.getByRole('tab', { name: 'Last-Leg Hedge Calculator', selected: true }).waitFor();
    await page.getByText('Perfect Hedge Available!').waitFor();
    const figure = (title: string) => page.getByRole('heading', { name: title }).locator('..');
    expect(await figure('Break-Even Hedge').textContent()).toContain('$11.00');
    expect(await figure('Equal-Profit Hedge').textContent()).toContain('$261.90');
    expect(await figure('Recommended Hedge').textContent()).toContain('$261.90');
    await screenshot(page, 'last-leg-defaults');
  });
});

describe('phones', () => {
  for (const width of [390, 320]) {
    it(`fits ${width} px with no horizontal scroll`, async () => {
      const phone = await e2e.newSignedInPage(width);
      await phone.goto('/arbitrage');
      await phone.getByRole('button', { name: 'Calculate Guaranteed Hedge' }).click();
      await phone.locator('[aria-labelledby="hedge-results-title"]').getByText('Feasible', { exact: true }).waitFor();
      expect(await horizontalOverflow(phone)).toBe(0);
      // The per-bet table fits too, without scrolling in its own box.
      const table = phone.getByRole('table', { name: 'Stake and profit by bet' });
      expect(await table.evaluate((node) => node.scrollWidth - (node.parentElement?.clientWidth ?? 0))).toBeLessThanOrEqual(0);
      await screenshot(phone, `arbitrage-${width}`);
      await phone.goto('/profit-calculator?tab=last-leg');
      await phone.getByText('Perfect Hedge Available!').waitFor();
      expect(await horizontalOverflow(phone)).toBe(0);
      await screenshot(phone, `last-leg-${width}`);
      await phone.context().close();
    });
  }

  it('shows a help icon\'s definition when it is tapped on a touch phone (a tap showed nothing)', async () => {
    const context = await e2e.browser.newContext({ baseURL: e2e.baseURL, viewport: { width: 360, height: 800 }, hasTouch: true, isMobile: true });
    context.setDefaultTimeout(E2E_WAIT_BOUND_MS);
    const phone = await context.newPage();
    await signUp(phone, uniqueName('tap'), 'a good password');
    await phone.waitForURL(`${e2e.baseURL}/`);
    await phone.goto('/arbitrage');
    await phone.getByRole('button', { name: 'About Risk Fraction' }).tap();
    const tooltip = phone.getByRole('tooltip');
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toContain('Typically 1 to 5% per bet');
    await screenshot(phone, 'arbitrage-help-tapped');
    // A tap elsewhere puts it away.
    await phone.getByRole('heading', { name: 'Arbitrage & Hedging' }).tap();
    await tooltip.waitFor({ state: 'detached' });
    await context.close();
  });
});
