import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ModelBacktest, OverUnderReportRecord, PredictorReport } from '@playbook/contracts';
import { MoneylineGamesCard, OverUnderCard } from './college-and-totals';

afterEach(cleanup);

const predictor = (brier: number, games: number): PredictorReport => ({
  overall: { games, straightUp: 0.722, brier, logLoss: 0.53, marginMae: 12.4, totalMae: 12.86, ats: null, overUnder: null },
  perSeason: [],
  calibration: [],
  calibrationError: 0.015,
  weightedCalibrationError: 0.014,
  calibrationByChance: null,
  equalCountCalibration: { bins: [], error: 0.011, byChance: null },
});

const overUnder = (brier: number): OverUnderReportRecord => ({
  games: 5663,
  overRate: 0.495,
  brier,
  calibration: [],
  calibrationError: 0.005,
  equalCountCalibration: Array.from({ length: 10 }, (_, i) => ({ low: 0.49 + i / 1000, high: 0.49 + (i + 1) / 1000, games: 566, meanPredicted: 0.49 + i / 1000, observed: 0.5 })),
  equalCountCalibrationError: 0.0233,
});

/** Only what the two cards read; the rest of a backtest is the Overall table's. */
const backtest = (over: Partial<ModelBacktest>): ModelBacktest => ({ ...({} as ModelBacktest), ...over });

describe('the college moneyline games and the over chance', () => {
  it('shows the moneyline games of a college report with the three predictors, and nothing for the NFL', () => {
    const { rerender } = render(
      <MoneylineGamesCard backtest={backtest({ moneylineGames: { model: predictor(0.1806, 3770), blended: predictor(0.1783, 3770), closingLine: predictor(0.1776, 3770) } })} />,
    );
    const table = screen.getByTestId('model-moneyline-table');
    expect(within(table).getByRole('rowheader', { name: '(a) Fitted model' })).toBeTruthy();
    expect(within(table).getByText('0.1806')).toBeTruthy();
    expect(within(table).getByText('0.1776')).toBeTruthy();
    rerender(<MoneylineGamesCard backtest={backtest({ moneylineGames: null })} />);
    expect(screen.queryByTestId('model-moneyline-table')).toBeNull();
  });

  it('scores the over chance with its own calibration table, and shows nothing without totals', () => {
    const { rerender } = render(<OverUnderCard backtest={backtest({ overUnder: { totalScale: 200, model: overUnder(0.2501), blended: overUnder(0.25) } })} />);
    const table = screen.getByTestId('model-over-under-table');
    expect(within(table).getByText('0.2501')).toBeTruthy();
    expect(within(table).getAllByText('49.5%')).toHaveLength(2);
    expect(within(screen.getByTestId('model-over-under-calibration')).getAllByRole('row')).toHaveLength(11);
    rerender(<OverUnderCard backtest={backtest({ overUnder: { totalScale: 200, model: null, blended: null } })} />);
    expect(screen.queryByTestId('model-over-under-table')).toBeNull();
  });
});
