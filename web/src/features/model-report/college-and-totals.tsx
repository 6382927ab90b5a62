import type { CalibrationBinRecord, ModelBacktest, OverUnderReportRecord } from '@playbook/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatFixed, formatShare } from './report-format';
import { ReportTable, type ReportColumn } from './report-table';
import { PredictorTable, PREDICTORS, ShareRange } from './report-tables';

/**
 * College: the games with both moneylines, where the closing line is read as their de-vigged price (the
 * Overall table reads the college close as its spread). Nothing for the NFL, whose Overall table already does.
 */
export function MoneylineGamesCard({ backtest }: { backtest: ModelBacktest }) {
  const games = backtest.moneylineGames;
  if (games == null) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Games with moneylines</CardTitle>
        <CardDescription>
          The games with both closing moneylines, where the closing line's chance is its moneyline price with the bookmaker's margin taken
          out. The Overall table reads the closing spread instead, so its figures differ.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <PredictorTable
          testId="model-moneyline-table"
          caption="The fitted model, the model blended with the closing line and the closing moneyline, on the games with both moneylines."
          rows={PREDICTORS.map(({ key, label }) => ({ label, report: games[key] }))}
        />
      </CardContent>
    </Card>
  );
}

interface OverUnderRow {
  label: string;
  report: OverUnderReportRecord;
}

const OVER_UNDER_COLUMNS: ReportColumn<OverUnderRow>[] = [
  { id: 'predictor', header: 'Predictor', cell: (row) => row.label },
  { id: 'games', header: 'Games', numeric: true, cell: (row) => row.report.games.toLocaleString() },
  { id: 'over', header: 'Went over', numeric: true, cell: (row) => formatShare(row.report.overRate) },
  { id: 'brier', header: 'Brier', numeric: true, cell: (row) => formatFixed(row.report.brier, 4) },
  { id: 'calibration', header: 'Calibration (bins of 0.1)', numeric: true, cell: (row) => formatFixed(row.report.calibrationError, 3) },
  { id: 'calibration-equal-count', header: 'Calibration (equal-count deciles)', numeric: true, cell: (row) => formatFixed(row.report.equalCountCalibrationError, 3) },
];

const OVER_BIN_COLUMNS: ReportColumn<CalibrationBinRecord & { rank: number }>[] = [
  { id: 'decile', header: 'Predicted over', cell: (bin) => <ShareRange low={bin.low} high={bin.high} /> },
  { id: 'games', header: 'Games', numeric: true, cell: (bin) => bin.games.toLocaleString() },
  { id: 'mean', header: 'Mean predicted', numeric: true, cell: (bin) => formatShare(bin.meanPredicted) },
  { id: 'observed', header: 'Went over', numeric: true, cell: (bin) => formatShare(bin.observed) },
];

/** The over probability against the posted total, with its own calibration table. */
export function OverUnderCard({ backtest }: { backtest: ModelBacktest }) {
  const overUnder = backtest.overUnder;
  const model = overUnder?.model;
  if (overUnder === undefined || model == null) return null;
  const rows: OverUnderRow[] = [{ label: '(a) Fitted model', report: model }];
  if (overUnder.blended !== null) rows.push({ label: '(a2) Model + closing line', report: overUnder.blended });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Over or under the posted total</CardTitle>
        <CardDescription data-testid="over-under-explainer">
          The chance a game goes over its closing total, from how far the predicted total sits from it. Games landing exactly on the total are
          left out. A Brier score of 0.250 is what calling every game a coin flip scores; the model's totals add little to the posted one, so
          its chances stay close to 50%.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <ReportTable testId="model-over-under-table" caption="How the over chance scored." columns={OVER_UNDER_COLUMNS} rows={rows} rowKey={(row) => row.label} />
        <ReportTable
          testId="model-over-under-calibration"
          caption="The fitted model's over chance in equal-count deciles against how often those games went over."
          columns={OVER_BIN_COLUMNS}
          rows={model.equalCountCalibration.map((bin, rank) => ({ ...bin, rank }))}
          rowKey={(bin) => String(bin.rank)}
        />
      </CardContent>
    </Card>
  );
}
