import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { BacktestMetricsRecord, ModelBacktest, ModelReportResponse, PredictorReport } from '@playbook/contracts';
import { deferredResponse, renderScreen, serve } from '@/test/render-screen';
import { ModelReportPage } from './model-report-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const metrics = (brier: number, games = 2_743): BacktestMetricsRecord => ({
  games,
  straightUp: 0.646,
  brier,
  logLoss: 0.63,
  marginMae: 10.05,
  totalMae: 10.68,
  ats: { wins: 1363, losses: 1306, pushes: 74 },
  overUnder: { wins: 1354, losses: 1361, pushes: 28 },
});

const predictor = (brier: number): PredictorReport => ({
  overall: metrics(brier),
  perSeason: [2023, 2024].map((season) => ({ season, metrics: metrics(brier, 285) })),
  calibration: Array.from({ length: 10 }, (_, i) => ({ low: i / 10, high: (i + 1) / 10, games: i === 0 ? 0 : 100, meanPredicted: i === 0 ? null : i / 10 + 0.05, observed: i === 0 ? null : i / 10 + 0.04 })),
  calibrationError: 0.0278,
  weightedCalibrationError: 0.0234,
  calibrationByChance: { mean: 0.0253, low: 0.014, high: 0.0371, simulations: 400 },
  equalCountCalibration: {
    bins: Array.from({ length: 10 }, (_, i) => ({ low: i / 10, high: (i + 1) / 10 - 0.01, games: 274, meanPredicted: i / 10 + 0.05, observed: i / 10 + 0.06 })),
    error: 0.016,
    byChance: { mean: 0.0223, low: 0.0141, high: 0.0313, simulations: 400 },
  },
});

const backtest: ModelBacktest = {
  seasons: Array.from({ length: 10 }, (_, i) => 2015 + i),
  warmUpSeasons: [1999, 2000],
  games: 2_743,
  gamesWithLine: 2_743,
  gameSources: [
    { source: 'nflverse', games: 2_600 },
    { source: 'espn', games: 143 },
  ],
  closingLineWeight: 0.8,
  model: predictor(0.2189),
  blended: predictor(0.2118),
  closingLine: predictor(0.2117),
  heuristic: null,
  computeMs: 210,
};

const answer = (fields: Partial<ModelReportResponse>): ModelReportResponse => ({
  success: true,
  league: 'NFL',
  source: 'nflverse',
  lastUpdated: '2026-11-23T20:00:00.000Z',
  backtest,
  ...fields,
});

describe('ModelReportPage', () => {
  it('shows the loading state, then the real backtest without the demo notice', async () => {
    const pending = deferredResponse();
    serve({ 'GET /api/model/report': () => pending.promise });
    renderScreen('/model', <ModelReportPage />);
    expect(await screen.findByText('Loading the NFL model report...')).toBeTruthy();
    pending.release(Response.json(answer({})));
    const table = await screen.findByTestId('model-overall-table');
    expect(within(table).getByRole('rowheader', { name: '(a) Fitted model' })).toBeTruthy();
    expect(within(table).getAllByText('1363-1306-74 (51.1%)').length).toBeGreaterThan(0);
    expect(screen.getByTestId('calibration-errors').textContent).toContain(
      '(a2) Model + closing line: 0.028 (by chance 0.014–0.037); equal-count deciles 0.016 (by chance 0.014–0.031)',
    );
    expect(within(table).getByRole('columnheader', { name: 'Calibration (bins of 0.1) By chance (90%)' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Calibration (equal-count deciles) By chance (90%)' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: '(a) Fitted model' }).closest('tr')?.textContent).toContain('0.028 0.014–0.0370.016 0.014–0.031');
    // The equal-count deciles as a table of their own, beside the bins of 0.1 (ADR 042).
    const deciles = screen.getByTestId('model-equal-count-table');
    expect(within(deciles).getAllByRole('row')).toHaveLength(11);
    expect(within(deciles).getAllByRole('row')[1]?.textContent).toBe('0.0%-9.0%2745.0%6.0%');
    expect(screen.getByTestId('model-coverage').textContent).toBe(
      '2,743 finished NFL games of seasons 2015-2024, 2,743 of them with a closing line. Games from nflverse (2,600), ESPN (143). 1999-2000 only warmed the ratings up.',
    );
    expect(screen.getByTestId('model-verdict').textContent).toContain('The closing line was better than the fitted model');
    expect(screen.queryByTestId('demo-backtest-notice')).toBeNull();
    expect(screen.getByText('Data source: nflverse')).toBeTruthy();
  });

  it("shows column (b) beside (a) and (c) on the same games, and says where it exists", async () => {
    const subset = (brier: number, games: number): PredictorReport => ({ ...predictor(brier), overall: { ...metrics(brier, games), ats: { wins: 380, losses: 370, pushes: 12 } } });
    // Each predictor of the subset has its own chance range (fewer games than the Overall table's: wider).
    const chance = (low: number, high: number) => ({ mean: (low + high) / 2, low, high, simulations: 400 });
    const heuristic = {
      heuristic: { ...subset(0.2468, 762), calibrationError: 0.1204, calibrationByChance: chance(0.0312, 0.0654) },
      model: { ...subset(0.2201, 762), calibrationByChance: chance(0.0221, 0.0598) },
      closingLine: { ...subset(0.2123, 760), calibrationByChance: chance(0.0287, 0.0712) },
    };
    serve({ 'GET /api/model/report': () => Response.json(answer({ backtest: { ...backtest, heuristic } })) });
    renderScreen('/model', <ModelReportPage />);
    const table = await screen.findByTestId('model-heuristic-table');
    const row = within(table).getByRole('rowheader', { name: "(b) Stat comparison" }).closest('tr');
    expect(row?.textContent).toContain('762');
    expect(row?.textContent).toContain('0.2468');
    expect(row?.textContent).toContain('380-370-12 (50.7%)');
    expect(within(table).getByRole('rowheader', { name: '(a) Fitted model, same games' }).closest('tr')?.textContent).toContain('0.2201');
    expect(within(table).getByRole('rowheader', { name: '(c) Closing line, same games' }).closest('tr')?.textContent).toContain('0.2123');
    // The calibration error with its chance range: (b)'s 0.120 lies far beyond it.
    expect(within(table).getByRole('columnheader', { name: 'Calibration (bins of 0.1) By chance (90%)' })).toBeTruthy();
    expect(row?.textContent).toContain('0.120 0.031–0.065');
    expect(within(table).getByRole('rowheader', { name: '(a) Fitted model, same games' }).closest('tr')?.textContent).toContain('0.022–0.060');
    expect(within(table).getByRole('rowheader', { name: '(c) Closing line, same games' }).closest('tr')?.textContent).toContain('0.029–0.071');
    expect(screen.getByTestId('heuristic-coverage').textContent).toBe(
      "The stat comparison (b) exists only where both teams have stored season-to-date stats from the week before the game (never in week 1): 762 games of 2023-2024. For a fair comparison the fitted model (a) and the closing line (c) are scored on these same games (the closing line on the 760 of them with one), so their figures here differ from the Overall table.",
    );
  });

  it('says why column (b) is missing when no game has its inputs', async () => {
    serve({ 'GET /api/model/report': () => Response.json(answer({})) });
    renderScreen('/model', <ModelReportPage />);
    expect((await screen.findByTestId('heuristic-coverage')).textContent).toContain("The stat comparison (b) is not scored");
    expect(screen.queryByTestId('model-heuristic-table')).toBeNull();
  });

  it('says the demo backtest is simulated', async () => {
    serve({ 'GET /api/model/report': () => Response.json(answer({ source: 'demo', backtest: { ...backtest, seasons: [2026], warmUpSeasons: [], gameSources: [{ source: 'demo', games: 159 }] } })) });
    renderScreen('/model', <ModelReportPage />);
    expect((await screen.findByTestId('demo-backtest-notice')).textContent).toContain('This is the demo backtest.');
    expect(screen.getByTestId('model-coverage').textContent).toContain('the 2026 season (the figures cover one season)');
    expect(screen.getByTestId('model-coverage').textContent).toContain('Games from the demo season (159).');
  });

  it('shows the empty state for a league without finished games', async () => {
    serve({ 'GET /api/model/report': () => Response.json(answer({ league: 'NCAA', backtest: null })) });
    localStorage.setItem('playbook.league', 'NCAA');
    renderScreen('/model', <ModelReportPage />);
    expect((await screen.findByTestId('model-empty')).textContent).toContain('No finished NCAA games yet');
  });

  it('shows the error with Try Again, which asks again', async () => {
    const fetchMock = serve({ 'GET /api/model/report': () => new Response('database down', { status: 500 }) });
    renderScreen('/model', <ModelReportPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error Loading the Model Report');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });
});
