import type { HeuristicComparisonReport, ModelBacktest } from '@playbook/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatSeasons } from './report-format';
import { PredictorTable } from './report-tables';

/** Column (b) and the two predictors scored beside it on the same games. */
const HEURISTIC_ROWS = [
  { key: 'heuristic', label: '(b) Stat comparison' },
  { key: 'model', label: '(a) Fitted model, same games' },
  { key: 'closingLine', label: '(c) Closing line, same games' },
] as const;

/** Where column (b) exists, in words, and why (a) and (c) are scored again beside it. */
export function heuristicCoverageText(comparison: HeuristicComparisonReport | null): string {
  if (comparison === null) {
    return "The stat comparison (b) is not scored: no game has both teams' season-to-date stats from the week before it. Importing nflverse's team-week stats (or a source with box scores) gives it its inputs.";
  }
  const games = comparison.heuristic.overall.games;
  const seasons = formatSeasons(comparison.heuristic.perSeason.map(({ season }) => season));
  const lined = comparison.closingLine.overall.games;
  const line = lined === games ? '' : ` (the closing line on the ${lined.toLocaleString()} of them with one)`;
  return (
    `The stat comparison (b) exists only where both teams have stored season-to-date stats from the week before the game (never in week 1): ` +
    `${games.toLocaleString()} games of ${seasons}. For a fair comparison the fitted model (a) and the closing line (c) are scored on these same games${line}, ` +
    'so their figures here differ from the Overall table.'
  );
}

/** The (b) row beside (a) and (c) on the same games, with a sentence on where (b) exists. */
export function HeuristicComparisonCard({ backtest }: { backtest: ModelBacktest }) {
  const comparison = backtest.heuristic;
  return (
    <Card>
      <CardHeader>
        <CardTitle>The stat comparison</CardTitle>
        <CardDescription data-testid="heuristic-coverage">{heuristicCoverageText(comparison)}</CardDescription>
      </CardHeader>
      {comparison !== null && (
        <CardContent>
          <PredictorTable
            testId="model-heuristic-table"
            caption="The weighted matchup and over/under predictors from last week's stats (confidence as the winner's probability), beside the model and the closing line on the same games."
            rows={HEURISTIC_ROWS.map(({ key, label }) => ({ label, report: comparison[key] }))}
          />
        </CardContent>
      )}
    </Card>
  );
}
