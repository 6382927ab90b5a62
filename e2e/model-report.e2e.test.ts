import { describe, expect, it } from 'vitest';
import { modelReportResponseSchema } from '@playbook/contracts';
import { brierVerdict } from '../web/src/features/model-report/model-verdict.ts';
import { formatChanceRange } from '../web/src/features/model-report/report-format.ts';
import { artifactsDir, cellsOutOfView, horizontalOverflow, screenshot, useSignedInPage } from './browser.ts';

const shared = useSignedInPage();
const { e2e } = shared;

// The Model Report renders the demo season's backtest in Chromium, and says it is the demo one.
describe('Model Report (/model)', () => {
  it('shows the backtest tables, the calibration chart and the demo wording', async () => {
    const { page, errors } = shared;
    // The figures the page itself was given: the demo season moves with the real clock, so a game finishing
    // between a separate read and the page's own would change them.
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith('/api/model/report?league=NFL')),
      page.goto('/model'),
    ]);
    expect(response.status()).toBe(200);
    const report = modelReportResponseSchema.parse(await response.json());
    expect(report.source).toBe('demo');
    const backtest = report.backtest;
    if (backtest === null) throw new Error('the demo season has no finished games');

    await page.getByRole('heading', { name: 'Model Report', level: 1 }).waitFor();
    await page.getByTestId('demo-backtest-notice').waitFor();
    expect(await page.getByTestId('demo-backtest-notice').textContent()).toContain('This is the demo backtest.');

    const overall = page.getByTestId('model-overall-table');
    for (const label of ['(a) Fitted model', '(a2) Model + closing line', '(c) Closing line']) {
      await overall.getByRole('rowheader', { name: label }).waitFor();
    }
    const modelRow = overall.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '(a) Fitted model' }) });
    expect(await modelRow.textContent()).toContain(backtest.model.overall.brier?.toFixed(4));
    // One season in the demo: the figures say so.
    expect(await page.getByTestId('model-coverage').textContent()).toContain('the figures cover one season');
    expect(await page.getByTestId('model-coverage').textContent()).toContain('Games from the demo season');
    // The verdict is computed from the two Brier scores shown, a near tie called even: which one a day's demo
    // backtest gives changes with the finished weeks, so the expected words come from the same figures.
    expect(await page.getByTestId('model-verdict').textContent()).toBe(brierVerdict(backtest));

    // Column (b): every demo week has team-week stats, so the stat-comparison heuristic is scored beside (a) and (c).
    const heuristic = backtest.heuristic;
    if (heuristic === null) throw new Error('the demo season has no column (b)');
    const specRow = page.getByTestId('model-heuristic-table').getByRole('row').filter({ has: page.getByRole('rowheader', { name: "(b) Stat comparison" }) });
    expect(await specRow.textContent()).toContain(heuristic.heuristic.overall.brier?.toFixed(4));
    // Its calibration errors come with their own chance ranges (the subset's games), as the Overall table's do.
    await page.getByTestId('model-heuristic-table').getByRole('columnheader', { name: /^Calibration \(equal-count deciles\)\s*By chance \(90%\)$/ }).waitFor();
    expect(heuristic.heuristic.calibrationByChance).not.toBeNull();
    expect(await specRow.textContent()).toContain(formatChanceRange(heuristic.heuristic.calibrationByChance));
    expect(await modelRow.textContent()).toContain(formatChanceRange(backtest.model.calibrationByChance));
    expect(await modelRow.textContent()).toContain(formatChanceRange(backtest.model.equalCountCalibration.byChance));
    expect(await page.getByTestId('model-equal-count-table').getByRole('row').count()).toBe(1 + backtest.model.equalCountCalibration.bins.length);
    expect(await page.getByTestId('heuristic-coverage').textContent()).toContain('scored on these same games');

    const chart = page.getByTestId('calibration-chart');
    await chart.waitFor();
    expect(await chart.getAttribute('data-series')).toBe('3');
    expect(Number(await chart.getAttribute('data-points'))).toBeGreaterThan(3);
    await chart.locator('svg.recharts-surface').first().waitFor();
    await page.getByTestId('model-season-table').getByRole('rowheader', { name: String(backtest.seasons[0]) }).waitFor();
    expect(await page.getByText('Demo data: simulated season').count()).toBeGreaterThan(0);
    await screenshot(page, 'model-report');

    // The league switch asks for the NCAA backtest.
    await page.getByRole('combobox', { name: 'League' }).click();
    await page.getByRole('option', { name: 'NCAA' }).click();
    await page.getByTestId('model-coverage').filter({ hasText: 'NCAA' }).waitFor();
    expect(errors).toEqual([]);
  });

  it.each([320, 390])('fits a %i px screen, every figure in view', async (width) => {
    const narrow = await e2e.newSignedInPage(width);
    await narrow.goto('/model');
    await narrow.getByTestId('calibration-chart').waitFor();
    await screenshot(narrow, `model-report-${width}`);
    await narrow.getByTestId('calibration-chart').screenshot({ path: `${artifactsDir}/model-report-chart-${width}.png` });
    // The plot keeps most of its 300 px height on a phone (the legend sits below it, outside the SVG).
    const plot = await narrow.getByTestId('calibration-chart').locator('.recharts-cartesian-grid').boundingBox();
    expect(plot?.height ?? 0).toBeGreaterThan(200);
    // No figure hides behind a sideways scroll. The wide tables are a card per row on a phone, each
    // figure under its column's name; the narrow ones fit whole.
    expect(await narrow.getByTestId('model-season-table').isVisible()).toBe(false);
    const seasonCards = narrow.getByTestId('model-season-table-cards');
    await seasonCards.getByText('Brier (c)').first().waitFor();
    await narrow.getByTestId('model-overall-table-cards').getByText('Calibration (equal-count deciles) · By chance (90%)').first().waitFor();
    // Every figure is in view, down to 320 px: the four-column calibration tables fit whole.
    expect(await cellsOutOfView(narrow, 'main')).toEqual([]);
    expect(await horizontalOverflow(narrow)).toBe(0);
    await narrow.context().close();
  });
});
