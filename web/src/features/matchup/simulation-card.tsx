import { formatMetric, type MatchupSimulationResult } from '@playbook/core';
import { LazyDistributionChart } from '@/components/lazy-distribution-chart';
import { SimulationRunStatus } from '@/components/simulation-progress';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { SimulationRun } from '@/lib/stepped-simulation';

interface SimulationCardProps {
  away: string;
  home: string;
  run: SimulationRun<MatchupSimulationResult>;
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md bg-muted/60 p-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function verdict(result: MatchupSimulationResult, away: string, home: string): string {
  if (result.winner === 'split') return `Split: both teams won ${result.team1Wins} of ${result.totalGames}`;
  const [name, wins] = result.winner === 1 ? [away, result.team1Wins] : [home, result.team2Wins];
  return `${name} won ${wins} of ${result.totalGames} games`;
}

/** docs/product/matchup-predictor.md: the 100-game simulation, its progress batch by batch, then its results. */
export function SimulationCard({ away, home, run }: SimulationCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">100-Game Simulation</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <SimulationRunStatus run={run} />
        {run.status === 'done' && (
          <>
            <p className="font-medium" role="status">
              {verdict(run.result, away, home)}
            </p>
            <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
              <Stat label={`${away} wins`} value={String(run.result.team1Wins)} />
              <Stat label={`${home} wins`} value={String(run.result.team2Wins)} />
              <Stat label="Ties" value={String(run.result.ties)} />
              <Stat label={`${away} avg score`} value={formatMetric('points', run.result.team1AverageScore)} />
              <Stat label={`${home} avg score`} value={formatMetric('points', run.result.team2AverageScore)} />
              <Stat label="Avg winning margin" value={`${formatMetric('points', run.result.averageWinningMargin)} pts`} />
              <Stat label="Largest margin" value={`${formatMetric('points', run.result.largestMargin)} pts`} />
              <Stat label={`Avg point differential (${away} − ${home})`} value={`${formatMetric('pointMargin', run.result.averagePointDifferential)} pts`} />
            </dl>
            <LazyDistributionChart
              values={run.result.margins}
              binWidth={7}
              valueLabel={`Margin (${away} − ${home})`}
              marker={{ value: 0, label: 'Even' }}
            />
            <p className="text-xs text-muted-foreground">
              Simulated play by play from each team's scoring and defence; the same pairing replays the same 100 games.
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
