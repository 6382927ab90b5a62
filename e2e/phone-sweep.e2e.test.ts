import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { screenshot, useBrowser } from './browser.ts';

const e2e = useBrowser();

/** The charts' own text (axis ticks, marker labels): each one's font size and box on the screen. */
function chartTexts(chart: Locator) {
  return chart.locator('svg.recharts-surface text').evaluateAll((nodes) =>
    nodes.map((node) => {
      const box = node.getBoundingClientRect();
      return { text: node.textContent, size: parseFloat(getComputedStyle(node).fontSize), left: box.left, right: box.right, top: box.top };
    }),
  );
}

// A sweep of every screen on a 390 px phone found the charts' ticks at 11 px, under the 12 px the screens use
// for their smallest text, the hedge chart's ten "Bet N" ticks running into one another, and the generator's
// ten-digit counts running past their tiles.
describe('chart text on a 390 px phone', () => {
  it('draws the Model Report calibration chart with ticks of at least 12 px', async () => {
    const page = await e2e.newSignedInPage(390);
    await page.goto('/model');
    const chart = page.getByTestId('calibration-chart');
    await chart.locator('svg.recharts-surface text').first().waitFor();
    const texts = await chartTexts(chart);
    expect(texts.length).toBeGreaterThan(5);
    for (const text of texts) expect(text.size, text.text ?? '').toBeGreaterThanOrEqual(12);
    await page.context().close();
  });

  it('keeps the ten ticks of a 10-bet hedge chart apart, each at least 12 px', async () => {
    const page = await e2e.newSignedInPage(390);
    await page.goto('/arbitrage');
    const add = page.getByRole('button', { name: 'Add Bet' });
    for (let legs = 3; legs < 10; legs++) await add.click();
    await page.getByRole('button', { name: 'Remove Bet 10' }).waitFor();
    await page.getByRole('button', { name: 'Calculate Guaranteed Hedge' }).click();
    const chart = page.locator('[aria-labelledby="hedge-results-title"] figure').first();
    await chart.locator('svg.recharts-surface text').first().waitFor();
    await chart.scrollIntoViewIfNeeded();
    await screenshot(page, 'hedge-chart-10-bets-390');
    const texts = await chartTexts(chart);
    for (const text of texts) expect(text.size, text.text ?? '').toBeGreaterThanOrEqual(12);
    // The x-axis ticks: the lowest row of text, left to right.
    const bottom = Math.max(...texts.map((text) => text.top));
    const ticks = texts.filter((text) => text.top === bottom).sort((a, b) => a.left - b.left);
    expect(ticks).toHaveLength(10);
    for (let i = 1; i < ticks.length; i++) expect(ticks[i]!.left, `${ticks[i - 1]!.text} | ${ticks[i]!.text}`).toBeGreaterThanOrEqual(ticks[i - 1]!.right);
    await page.context().close();
  });
});

describe('the parlay generator on a 390 px phone', () => {
  it('keeps every figure of the Analysis Summary inside its tile', async () => {
    const page = await e2e.newSignedInPage(390);
    await page.goto('/profit-calculator');
    await page.getByRole('button', { name: 'Get Live Betting Lines' }).click();
    const summary = page.getByRole('region', { name: 'Analysis results' }).locator('dl').first();
    await summary.locator('dd').first().waitFor({ timeout: 60_000 });
    const figures = await summary.locator('dd').evaluateAll((values) =>
      values.map((value) => {
        const text = document.createRange();
        text.selectNodeContents(value);
        return { value: value.textContent, right: text.getBoundingClientRect().right, edge: value.getBoundingClientRect().right };
      }),
    );
    expect(figures).toHaveLength(4);
    for (const figure of figures) expect(figure.right, figure.value ?? '').toBeLessThanOrEqual(figure.edge + 0.5);
    await page.context().close();
  });
});
