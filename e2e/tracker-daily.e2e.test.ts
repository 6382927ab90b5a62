import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { parlayHistoryItemSchema } from '@playbook/contracts';
import { settle, violations } from './axe.ts';
import { horizontalOverflow, pageErrors, screenshot, useBrowser } from './browser.ts';

// The tracker for daily use, in Chromium at a phone's and a desktop's width.
const e2e = useBrowser();

/** A ticket placed elsewhere, added through the API as the screen's form sends it. */
async function addTicket(page: Page, selection: string, placedOn: string): Promise<number> {
  const response = await page.request.post('/api/parlays/manual', {
    data: { legs: [{ game: 'Eagles @ Bills', selection, odds: 150, type: 'moneyline' }], stakeAmount: 20, placedOn },
  });
  expect(response.status()).toBe(201);
  return parlayHistoryItemSchema.parse(await response.json()).id;
}

const rowOf = (page: Page, selection: string) => page.locator('li[data-parlay-id]').filter({ hasText: selection });

describe('the tracker for daily use', () => {
  it('tags a parlay, filters by the tag, shows units and settles two parlays at once', async () => {
    for (const width of [390, 1280]) {
      const page = await e2e.newSignedInPage(width);
      const errors = pageErrors(page, { consoleErrors: true });
      await addTicket(page, 'Bills ML', '2025-10-01');
      await addTicket(page, 'Eagles ML', '2025-10-02');
      await addTicket(page, 'Bills -3.5', '2025-10-03');
      await page.goto('/parlay-tracker');
      await rowOf(page, 'Bills -3.5').waitFor();

      await rowOf(page, 'Eagles ML').getByRole('button', { name: /^Edit Tags:/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Tags' });
      await dialog.getByLabel('Tags').fill('Live, boosted');
      await dialog.getByRole('button', { name: 'Save Tags' }).click();
      await rowOf(page, 'Eagles ML').getByRole('list', { name: 'Tags' }).getByText('boosted').waitFor();

      await page.getByRole('combobox', { name: 'Tag' }).click();
      await page.getByRole('option', { name: 'Live' }).click();
      await expect.poll(() => page.locator('li[data-parlay-id]').count()).toBe(1);
      expect(await page.locator('li[data-parlay-id]').innerText()).toContain('Eagles ML');
      await page.getByRole('button', { name: 'Clear Filters' }).click();
      await expect.poll(() => page.locator('li[data-parlay-id]').count()).toBe(3);

      await page.getByLabel('Unit size ($)').fill('10');
      await page.getByRole('button', { name: 'Save Unit' }).click();
      await rowOf(page, 'Bills ML').getByText('2 u', { exact: true }).waitFor();

      await rowOf(page, 'Bills ML').getByRole('checkbox').check();
      await rowOf(page, 'Eagles ML').getByRole('checkbox').check();
      const bar = page.getByRole('region', { name: 'Settle selected parlays' });
      await bar.getByText('2 parlays selected').waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await settle(page);
      expect(await violations(page)).toEqual([]);
      await screenshot(page, `tracker-daily-${width}`);
      await bar.getByRole('button', { name: 'Mark Won' }).click();
      await page.getByText('2 parlays settled').first().waitFor();
      await expect.poll(() => rowOf(page, 'Bills ML').getAttribute('data-status')).toBe('won');
      expect(await rowOf(page, 'Eagles ML').getAttribute('data-status')).toBe('won');
      expect(await rowOf(page, 'Bills -3.5').getAttribute('data-status')).toBe('pending');
      // Won pays the potential payout: $20 at +150 returns $50, 3 u net of the stake.
      await rowOf(page, 'Bills ML').getByText('3 u net', { exact: true }).waitFor();
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('refuses a hand-entered ticket holding the same leg twice, saying why under that leg, at 390 px (ADR 079)', async () => {
    const page = await e2e.newSignedInPage(390);
    await page.goto('/parlay-tracker');
    await page.getByRole('button', { name: 'Add a Parlay Placed Elsewhere' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a Parlay Placed Elsewhere' });
    for (const [index, selection] of ['Bills -3.5', 'bills  -3.5'].entries()) {
      const leg = dialog.getByRole('listitem', { name: `Leg ${index + 1}` });
      await leg.getByLabel('Game').fill('Eagles @ Bills');
      await leg.getByLabel('Selection').fill(selection);
    }
    await dialog.getByRole('button', { name: 'Add Parlay' }).click();
    await dialog.getByRole('listitem', { name: 'Leg 2' }).getByText('This leg repeats leg 1: the same game and selection').waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'tracker-repeated-leg-390');
    expect(await page.getByText('Parlay Added', { exact: true }).count()).toBe(0);
    await page.context().close();
  });
});
