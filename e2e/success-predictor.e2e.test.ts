import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { generatedParlay } from '@playbook/core';
import { liveBettingLinesResponseSchema } from '@playbook/contracts';
import { horizontalOverflow, pageErrors, screenshot, useBrowser } from './browser.ts';

const e2e = useBrowser();

/**
 * A parlay of the demo season's slate, as the generator stores it: two sides of different games and a total.
 * The NFL's, or the NCAA's when fewer than three NFL games are still to play (late on a Monday, say).
 */
async function storeDemoParlay(page: Page) {
  const response = await page.request.get('/api/live/betting-lines');
  expect(response.status()).toBe(200);
  const { lines } = liveBettingLinesResponseSchema.parse(await response.json());
  const mainOf = (league: string) => lines.filter((line) => line.league === league && !line.isAlternate);
  const games = (league: string) => new Set(mainOf(league).map((line) => line.eventId)).size;
  const main = mainOf(games('NFL') >= 3 ? 'NFL' : 'NCAA');
  const sides = main.filter((line) => line.type !== 'total');
  const first = sides[0];
  const second = sides.find((line) => line.eventId !== first?.eventId);
  const total = main.find((line) => line.type === 'total' && line.eventId !== first?.eventId && line.eventId !== second?.eventId);
  if (!first || !second || !total) throw new Error('the demo slate should have three NFL or NCAA games to play');
  const parlay = generatedParlay(
    [first, second, total].map((line) => ({ game: line.game, type: line.type, description: line.description, odds: line.odds })),
    { targetProfit: 150, maxRisk: 500 },
  );
  await page.evaluate((stored) => localStorage.setItem('generatedParlays', JSON.stringify([stored])), parlay);
  return parlay;
}

const leg = (page: Page, index: number) => page.getByRole('listitem', { name: new RegExp(`^Leg ${index}:`) });

describe('Success Predictor in Chromium (docs/product/matchup-predictor.md)', () => {
  it('starts legs at the model, asks for missing predictions, and compares the success rate with the implied probability', async () => {
    const page = await e2e.newSignedInPage();
    const errors = pageErrors(page);
    await page.goto('/success-predictor');
    await page.getByText(/^No generated parlays yet/).waitFor();

    const parlay = await storeDemoParlay(page);
    await page.reload();
    await page.getByRole('combobox', { name: 'Parlay' }).click();
    await page.getByRole('option').first().click();
    await leg(page, 3).waitFor();
    // The Playbook model knows the demo season's teams, so every leg starts at its probability and says so (ADR 063).
    for (const index of [1, 2, 3]) await leg(page, index).getByText(/^Starts at \d+%: the Playbook model gives this leg/).waitFor();

    await page.getByRole('button', { name: 'Calculate Success Rate' }).click();
    await page.getByText('Missing Predictions', { exact: true }).waitFor();
    await page.getByText('Please fill in all predictions and confidence levels', { exact: true }).waitFor();

    // Each leg's own side: a side the card says loses counts the leg as lost (ADR 048), which is not this test's point.
    for (const index of [1, 2, 3]) {
      await leg(page, index).getByRole('radio').first().check();
      if (await leg(page, index).getByText(/it loses\.$/).isVisible()) await leg(page, index).getByRole('radio').nth(1).check();
    }
    await leg(page, 1).getByRole('slider', { name: 'Confidence' }).fill('60');
    await leg(page, 2).getByRole('slider', { name: 'Confidence' }).fill('55');
    await leg(page, 3).getByRole('slider', { name: 'Confidence' }).fill('50');
    await page.getByRole('button', { name: 'Calculate Success Rate' }).click();

    const result = page.locator('[aria-labelledby="success-result-title"]');
    await result.getByRole('heading', { name: 'Prediction Result' }).waitFor();
    // 0.60 × 0.55 × 0.50 = 16.50%.
    await result.getByText('16.50%', { exact: true }).waitFor();
    const implied = parlay.impliedProbability * 100;
    await result.getByText(`${implied.toFixed(2)}%`, { exact: true }).waitFor();
    const outlook = 16.5 > implied ? 'more optimistic' : 'more conservative';
    await result.getByText(`Your prediction is ${outlook} than the market's implied probability.`).waitFor();
    await screenshot(page, 'success-predictor');

    // Keyboard: a slider moves by its step of 5.
    const slider = leg(page, 3).getByRole('slider', { name: 'Confidence' });
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    expect(await slider.inputValue()).toBe('55');
    expect(await result.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each([390, 320])('fits a %i px phone with no horizontal scroll', async (width) => {
    const page = await e2e.newSignedInPage(width);
    await page.goto('/success-predictor');
    await page.getByText(/^No generated parlays yet/).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await storeDemoParlay(page);
    await page.reload();
    await page.getByRole('combobox', { name: 'Parlay' }).click();
    await page.getByRole('option').first().click();
    await leg(page, 3).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, `success-predictor-${width}`);
    await page.context().close();
  });
});
