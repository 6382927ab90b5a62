import { CircleAlert, LineChart } from 'lucide-react';
import type { DataSource, ModelBacktest } from '@playbook/contracts';
import { BackLink } from '@/components/back-link';
import { DataFooter } from '@/components/data-footer';
import { LeagueSelect } from '@/components/league-select';
import { ReadRegion } from '@/components/read-region';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { dataSourceName } from '@/lib/data-source';
import { useLeague, type League } from '@/lib/league';
import { MoneylineGamesCard, OverUnderCard } from './college-and-totals';
import { HeuristicComparisonCard } from './heuristic-comparison';
import { LazyCalibrationChart } from './lazy-calibration-chart';
import { ModelExplainer } from './model-explainer';
import { brierVerdict } from './model-verdict';
import { formatChanceRange, formatFixed, formatSeasons } from './report-format';
import { CalibrationTable, OverallTable, PREDICTORS, SeasonTable } from './report-tables';
import { useModelReport } from './use-model-report';

const SERIES_COLOURS = { model: 'var(--color-primary)', blended: '#d97706', closingLine: '#2563eb' } as const;

/** Which games the figures cover, in words: the seasons, the warm-up, and the demo's one simulated season. */
export function coverageText(backtest: ModelBacktest, league: League): string {
  const seasons = backtest.seasons.length === 1 ? `the ${formatSeasons(backtest.seasons)} season (the figures cover one season)` : `seasons ${formatSeasons(backtest.seasons)}`;
  const warmUp = backtest.warmUpSeasons.length > 0 ? ` ${formatSeasons(backtest.warmUpSeasons)} only warmed the ratings up.` : '';
  // The scored games counted by the source that stored them (the footer credits every source of the league).
  const from = backtest.gameSources.map(({ source, games }) => `${dataSourceName(source)} (${games.toLocaleString()})`).join(', ');
  const sources = from === '' ? '' : ` Games from ${from}.`;
  return `${backtest.games.toLocaleString()} finished ${league} games of ${seasons}, ${backtest.gamesWithLine.toLocaleString()} of them with a closing line.${sources}${warmUp}`;
}

/** Where a league's real history comes from: nflverse's games for the NFL, CollegeFootballData's for college (ADR 051). */
const HISTORY_IMPORT: Record<League, string> = { NFL: 'nflverse’s games', NCAA: 'CollegeFootballData’s games' };

function DemoNotice({ league }: { league: League }) {
  return (
    <Alert role="note" data-testid="demo-backtest-notice" className="border-amber-500/50 bg-amber-500/10">
      <CircleAlert aria-hidden="true" />
      <p>
        <strong>This is the demo backtest.</strong> The games are simulated by the demo season, not real football, so these figures only
        show how the model does on simulated games. After importing {HISTORY_IMPORT[league]} this page shows the real backtest.
      </p>
    </Alert>
  );
}

function Report({ backtest, league, source }: { backtest: ModelBacktest; league: League; source: DataSource }) {
  const series = PREDICTORS.map(({ key, label }) => ({ name: label, colour: SERIES_COLOURS[key], bins: backtest[key].calibration }));
  return (
    <>
      {source === 'demo' && <DemoNotice league={league} />}
      <section aria-labelledby="model-summary" className="grid gap-2 text-sm">
        <h2 id="model-summary" className="sr-only">
          Summary
        </h2>
        <p data-testid="model-coverage">{coverageText(backtest, league)}</p>
        <p data-testid="model-verdict" className="font-medium">
          {brierVerdict(backtest)}
        </p>
      </section>
      <Card>
        <CardHeader>
          <CardTitle>Overall</CardTitle>
          <CardDescription>The fitted model (a), the model blended with the closing line (a2) and the closing line itself (c).</CardDescription>
        </CardHeader>
        <CardContent>
          <OverallTable backtest={backtest} />
        </CardContent>
      </Card>
      <MoneylineGamesCard backtest={backtest} />
      <HeuristicComparisonCard backtest={backtest} />
      <Card>
        <CardHeader>
          <CardTitle>Calibration</CardTitle>
          <CardDescription>
            Calibration error (mean gap over bins of 0.1, then over equal-count deciles), and in parentheses the range a perfectly
            calibrated forecaster of the same games scores by chance in 90% of simulations:
          </CardDescription>
          <ul className="grid gap-0.5 text-sm" data-testid="calibration-errors">
            {PREDICTORS.map(({ key, label }) => {
              const { calibrationError, calibrationByChance, equalCountCalibration } = backtest[key];
              return (
                <li key={key}>
                  {label}: {formatFixed(calibrationError, 3)} (by chance {formatChanceRange(calibrationByChance)}); equal-count deciles{' '}
                  {formatFixed(equalCountCalibration.error, 3)} (by chance {formatChanceRange(equalCountCalibration.byChance)})
                </li>
              );
            })}
          </ul>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4">
          <LazyCalibrationChart series={series} />
          <CalibrationTable
            testId="model-calibration-table"
            caption="The fitted model's home-win probability in bins of 0.1 against how often the home team won (ties count half)."
            bins={backtest.model.calibration}
          />
          <CalibrationTable
            testId="model-equal-count-table"
            caption="The same in equal-count deciles: the fitted model's games in ten groups of the same size, from its lowest home-win probability to its highest."
            bins={backtest.model.equalCountCalibration.bins}
          />
        </CardContent>
      </Card>
      <OverUnderCard backtest={backtest} />
      <Card>
        <CardHeader>
          <CardTitle>By season</CardTitle>
        </CardHeader>
        <CardContent>
          <SeasonTable backtest={backtest} />
        </CardContent>
      </Card>
    </>
  );
}

/** The Model Report (route /model, ADR 022): the walk-forward backtest of the stored games against the closing line. */
export function ModelReportPage() {
  const { league, setLeague } = useLeague();
  const query = useModelReport(league);
  const { data } = query;
  return (
    // grid-cols-1 (minmax(0, 1fr)): a wide table scrolls inside its own box instead of widening the page at 320 px.
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <BackLink label="Back to Dashboard" />
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Model Report</h1>
        <p className="text-sm text-muted-foreground">How the fitted rating model would have done, week by week, against the closing line.</p>
      </header>
      <LeagueSelect value={league} onChange={setLeague} />

      <ReadRegion
        read={query}
        label={`${league} model report`}
        loading={<Spinner label={`Loading the ${league} model report...`} className="py-16" />}
        errorTitle="Error Loading the Model Report"
        className="grid min-w-0 grid-cols-1 gap-6"
      >
        {({ backtest, source }) =>
          backtest === null ? (
            <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-4 py-10 text-center" data-testid="model-empty">
              <LineChart className="size-8 text-muted-foreground" aria-hidden="true" />
              <h2 className="font-semibold">No finished {league} games yet</h2>
              <p className="text-sm text-muted-foreground">The backtest needs stored games with final scores. Refresh the data or import {HISTORY_IMPORT[league]}.</p>
            </div>
          ) : (
            <Report backtest={backtest} league={league} source={source} />
          )
        }
      </ReadRegion>

      <section aria-labelledby="model-explainer-title" className="grid gap-2">
        <h2 id="model-explainer-title" className="text-lg font-semibold">
          What the numbers mean
        </h2>
        <ModelExplainer />
      </section>
      <DataFooter source={data?.source} lastUpdated={data?.lastUpdated} />
    </div>
  );
}
