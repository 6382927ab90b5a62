import type { BacktestMetricsRecord, CalibrationBinRecord, ChanceCalibrationRecord, ModelBacktest, PredictorReport } from '@playbook/contracts';
import { formatChanceRange, formatFixed, formatRecord, formatShare } from './report-format';
import { ReportTable, type ReportColumn } from './report-table';

/** The three predictors of the report, in the letters. */
export const PREDICTORS = [
  { key: 'model', label: '(a) Fitted model' },
  { key: 'blended', label: '(a2) Model + closing line' },
  { key: 'closingLine', label: '(c) Closing line' },
] as const;

export interface OverallRow {
  label: string;
  report: PredictorReport;
}

function calibrationColumn(
  id: string,
  header: string,
  figures: (report: PredictorReport) => [number | null, ChanceCalibrationRecord | null],
): ReportColumn<OverallRow> {
  return {
    id,
    header,
    subheader: 'By chance (90%)',
    numeric: true,
    cell: (row) => {
      const [error, chance] = figures(row.report);
      return (
        <>
          {formatFixed(error, 3)} <span className="block text-xs text-muted-foreground">{formatChanceRange(chance)}</span>
        </>
      );
    },
  };
}

const OVERALL_COLUMNS: ReportColumn<OverallRow>[] = [
  { id: 'predictor', header: 'Predictor', cell: (row) => row.label },
  { id: 'games', header: 'Games', numeric: true, cell: (row) => row.report.overall.games.toLocaleString() },
  { id: 'su', header: 'Straight-up', numeric: true, cell: (row) => formatShare(row.report.overall.straightUp) },
  { id: 'brier', header: 'Brier', numeric: true, cell: (row) => formatFixed(row.report.overall.brier, 4) },
  { id: 'logloss', header: 'Log loss', numeric: true, cell: (row) => formatFixed(row.report.overall.logLoss, 3) },
  { id: 'mae-margin', header: 'MAE margin', numeric: true, cell: (row) => formatFixed(row.report.overall.marginMae, 2) },
  { id: 'mae-total', header: 'MAE total', numeric: true, cell: (row) => formatFixed(row.report.overall.totalMae, 2) },
  { id: 'ats', header: 'ATS', numeric: true, cell: (row) => formatRecord(row.report.overall.ats) },
  { id: 'ou', header: 'O/U', numeric: true, cell: (row) => formatRecord(row.report.overall.overUnder) },
  // Under every calibration error, of the Overall table and of column (b)'s games alike: a decile error means
  // little without the range a perfectly calibrated forecaster of the same games scores by chance (ADR 022).
  // In the same cell, so the tables keep their width. Two groupings (ADR 042): bins of 0.1, whose sparse end
  // bins make the error noisy, and equal-count deciles, the reading of the calibration target (ADR 042).
  calibrationColumn('calibration', 'Calibration (bins of 0.1)', (report) => [report.calibrationError, report.calibrationByChance]),
  calibrationColumn('calibration-equal-count', 'Calibration (equal-count deciles)', (report) => [
    report.equalCountCalibration.error,
    report.equalCountCalibration.byChance,
  ]),
];

/** One row per predictor with its overall figures (the Overall table, and column (b) beside its subset). */
export function PredictorTable({ rows, caption, testId }: { rows: readonly OverallRow[]; caption: string; testId: string }) {
  return <ReportTable testId={testId} caption={caption} columns={OVERALL_COLUMNS} rows={rows} rowKey={(row) => row.label} />;
}

export function OverallTable({ backtest }: { backtest: ModelBacktest }) {
  const rows = PREDICTORS.map(({ key, label }) => ({ label, report: backtest[key] }));
  return (
    <PredictorTable
      testId="model-overall-table"
      caption="Every scored game. ATS and O/U are the picks' records against the closing spread and total (wins-losses-pushes); the closing line has none of its own."
      rows={rows}
    />
  );
}

interface SeasonRow {
  season: number;
  model: BacktestMetricsRecord;
  blended: BacktestMetricsRecord | undefined;
  line: BacktestMetricsRecord | undefined;
}

const SEASON_COLUMNS: ReportColumn<SeasonRow>[] = [
  { id: 'season', header: 'Season', cell: (row) => row.season },
  { id: 'games', header: 'Games', numeric: true, cell: (row) => row.model.games.toLocaleString() },
  { id: 'su-model', header: 'SU (a)', numeric: true, cell: (row) => formatShare(row.model.straightUp) },
  { id: 'su-line', header: 'SU (c)', numeric: true, cell: (row) => formatShare(row.line?.straightUp ?? null) },
  { id: 'brier-model', header: 'Brier (a)', numeric: true, cell: (row) => formatFixed(row.model.brier, 4) },
  { id: 'brier-blend', header: 'Brier (a2)', numeric: true, cell: (row) => formatFixed(row.blended?.brier ?? null, 4) },
  { id: 'brier-line', header: 'Brier (c)', numeric: true, cell: (row) => formatFixed(row.line?.brier ?? null, 4) },
  { id: 'mae-margin', header: 'MAE margin (a)', numeric: true, cell: (row) => formatFixed(row.model.marginMae, 2) },
  { id: 'ats', header: 'ATS (a)', numeric: true, cell: (row) => formatRecord(row.model.ats) },
  { id: 'ou', header: 'O/U (a)', numeric: true, cell: (row) => formatRecord(row.model.overUnder) },
];

export function SeasonTable({ backtest }: { backtest: ModelBacktest }) {
  const of = (list: ModelBacktest['model']['perSeason'], season: number) => list.find((entry) => entry.season === season)?.metrics;
  // Newest season first: the one a reader asks about.
  const rows = [...backtest.model.perSeason].reverse().map(({ season, metrics }) => ({
    season,
    model: metrics,
    blended: of(backtest.blended.perSeason, season),
    line: of(backtest.closingLine.perSeason, season),
  }));
  return (
    <ReportTable testId="model-season-table" caption="Each season on its own, newest first." columns={SEASON_COLUMNS} rows={rows} rowKey={(row) => String(row.season)} />
  );
}

/** A group's range of chances, '40.0%-50.0%'; it may break after its dash on a narrow phone (a digit after a hyphen allows no break by itself). */
export function ShareRange({ low, high }: { low: number; high: number }) {
  return (
    <>
      {formatShare(low)}-<wbr />
      {formatShare(high)}
    </>
  );
}

const CALIBRATION_COLUMNS: ReportColumn<CalibrationBinRecord>[] = [
  { id: 'decile', header: 'Predicted', cell: (bin) => <ShareRange low={bin.low} high={bin.high} /> },
  { id: 'games', header: 'Games', numeric: true, cell: (bin) => bin.games.toLocaleString() },
  { id: 'mean', header: 'Mean predicted', numeric: true, cell: (bin) => formatShare(bin.meanPredicted) },
  { id: 'observed', header: 'Home won', numeric: true, cell: (bin) => formatShare(bin.observed) },
];

/**
 * The fitted model's calibration groups: the bins of 0.1 (the chart's numbers, readable without it) or the
 * equal-count deciles (ADR 042). Keyed by position: tied predictions can give two groups the same bounds.
 */
export function CalibrationTable({ bins, testId, caption }: { bins: readonly CalibrationBinRecord[]; testId: string; caption: string }) {
  const rows = bins.map((bin, rank) => ({ ...bin, rank }));
  return <ReportTable testId={testId} caption={caption} columns={CALIBRATION_COLUMNS} rows={rows} rowKey={(bin) => String(bin.rank)} />;
}
