import { describe, expect, it } from 'vitest';
import { parlayHistoryResponseSchema } from '@playbook/contracts';
import { evalCases, type SlipCase } from '../bench/ocr-eval/eval-cases.ts';
import { renderPng } from '../bench/ocr-eval/render-eval-set.ts';
import { cellsOutOfView, horizontalOverflow, pageErrors, screenshot, useBrowser } from './browser.ts';

const e2e = useBrowser();

/** A FanDuel-style light slip of four legs at 2x, rendered here from the evaluation set's HTML. */
const SLIP = evalCases().find((evalCase): evalCase is SlipCase => evalCase.id === 'fd-slip-light-4leg-2x')!;

const money = (amount: number) => `$${amount.toFixed(2)}`;

describe('Screenshots reviewed before use', () => {
  it('reads a slip into the review table; a corrected cell is used, and the slip is tracked with its stake only on Track This Bet', async () => {
    const page = await e2e.newSignedInPage();
    const errors = pageErrors(page);
    await page.goto('/profit-calculator');
    await page.getByLabel('Bet slip or odds board screenshots').setInputFiles([{ name: 'slip.png', mimeType: 'image/png', buffer: await renderPng(e2e.browser, SLIP) }]);
    await page.getByRole('button', { name: 'Use Screenshots ($150)' }).click();

    const review = page.getByRole('region', { name: 'Check the lines read' });
    await review.waitFor({ timeout: 60_000 });
    expect(await review.locator('tbody tr').count()).toBe(SLIP.legs.length);
    // Nothing read has been used or tracked yet.
    await page.getByRole('heading', { name: 'Extracted Betting Lines (0)' }).waitFor();
    const before = parlayHistoryResponseSchema.parse(await (await page.request.get('/api/parlays/history')).json());
    expect(before).toEqual([]);
    await screenshot(page, 'screenshot-review');
    await page.setViewportSize({ width: 390, height: 900 });
    expect(await horizontalOverflow(page)).toBe(0);
    // Each line read is a card on a phone: its odds in view without a sideways scroll.
    expect(await cellsOutOfView(page, 'main')).toEqual([]);
    await screenshot(page, 'screenshot-review-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Track this bet: the slip as placed, its wager as the stake.
    const slip = review.getByRole('group', { name: 'Bet slip slip.png' });
    await expect.poll(() => slip.getByLabel('Stake').inputValue()).toBe(SLIP.wager.toFixed(2));
    await slip.getByRole('button', { name: 'Track This Bet' }).click();
    await page.getByText(`Your slip is in the parlay tracker with a ${money(SLIP.wager)} stake`).first().waitFor();

    // Correct one cell, use the lines, generate.
    const odds = review.getByLabel(/^Odds, line 1/);
    await odds.fill('-125');
    await review.getByRole('button', { name: 'Use These Lines' }).click();
    await page.getByRole('heading', { name: `Extracted Betting Lines (${SLIP.legs.length})` }).waitFor();
    await page.getByRole('cell', { name: '-125', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Use Screenshots ($150)' }).click();
    await page.getByRole('region', { name: 'Local Strategy' }).waitFor({ timeout: 60_000 });

    await page.goto('/parlay-tracker');
    const history = parlayHistoryResponseSchema.parse(await (await page.request.get('/api/parlays/history')).json());
    const tracked = history.find((item) => item.source === 'manual');
    expect(tracked?.stakeAmount).toBe(SLIP.wager);
    expect(tracked?.legs).toHaveLength(SLIP.legs.length);
    await page.getByText(money(SLIP.wager), { exact: true }).first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
