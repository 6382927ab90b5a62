import { useMemo } from 'react';
import { BarChart3, Star } from 'lucide-react';
import {
  MAX_REASONING_POINTS,
  formatMetric,
  predictOverUnder,
  type OverUnderPrediction,
  type OverUnderSimulationResult,
} from '@playbook/core';
import type { TeamStatsRecord } from '@playbook/contracts';
import { LazyDistributionChart } from '@/components/lazy-distribution-chart';
import { MarketComparison } from '@/components/market-comparison';
import { SimulationRunStatus } from '@/components/simulation-progress';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { HeadlineLoading, ModelFootnotes } from '@/components/fitted-model';
import { Progress } from '@/components/ui/progress';
import { headlineSourceText, statTotalStory, type TotalHeadline } from '@/lib/headline';
import { twoWayNoVig } from '@/lib/market-probability';
import type { TotalSide } from '@/lib/model-story';
import type { SimulationRun } from '@/lib/stepped-simulation';
import type { TeamInjurySummary } from '@/lib/team-injury-summary';
import { useTotalHeadline, type Headlined } from '@/lib/use-headline';
import { useSaveToWatchlist } from '@/lib/use-watchlist';
import type { OverUnderAnalysis, OverUnderState } from './over-under-state';
import { overUnderModelRequest } from './use-over-under-controller';

interface ResultsDialogProps {
  state: Pick<OverUnderState, 'analysis' | 'simulation'>;
  injuriesOf: (teamName: string) => TeamInjurySummary;
  onRunSimulation: () => void;
  onClose: () => void;
}

function TeamPpg({ team }: { team: TeamStatsRecord }) {
  return (
    <div className="min-w-0 rounded-md border p-3">
      <p className="font-semibold break-words">{team.teamName}</p>
      <p className="text-sm text-muted-foreground">PPG {formatMetric('pointsPerGame', team.pointsPerGame)}</p>
    </div>
  );
}

function marketOf(side: TotalSide, analysis: OverUnderAnalysis) {
  const { prices } = analysis;
  if (prices === null) return { probability: null, source: 'No posted prices: manually entered total' };
  const fair = twoWayNoVig(prices.overOdds, prices.underOdds);
  if (fair === null) return { probability: null, source: 'No posted over/under prices' };
  return { probability: side === 'OVER' ? fair[0] : fair[1], source: `${prices.bookmaker} over/under prices` };
}

/** The side a headline calls; on the line exactly, the stat comparison's side is the one priced and saved. */
const calledSide = (headline: TotalHeadline, stat: OverUnderPrediction): TotalSide => headline.side ?? stat.recommendation;

/**
 * One call (ADR 048): the Playbook model's total against the line, its chance of that side and the market
 * beside it; the stat comparison's side and reasons under it as the explanation.
 */
function PredictionSection({ headlined, prediction, analysis }: { headlined: Headlined<TotalHeadline>; prediction: OverUnderPrediction; analysis: OverUnderAnalysis }) {
  if (headlined.status === 'loading') return <HeadlineLoading />;
  const { headline } = headlined;
  const side = calledSide(headline, prediction);
  const market = marketOf(side, analysis);
  return (
    <section aria-label="Prediction" className="grid gap-3">
      <p className="text-xs text-muted-foreground">{headlineSourceText(headline.source)}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Badge className="px-3 py-1 text-sm" variant={headline.side === 'OVER' ? 'default' : 'secondary'}>
          {headline.side ?? 'ON THE LINE'}
        </Badge>
        <span className="text-sm">
          Predicted total <span className="font-semibold tabular-nums">{formatMetric('points', headline.total)}</span>
        </span>
      </div>
      <div className="grid gap-1.5">
        <div className="flex justify-between text-sm">
          <span>Chance of the {side.toLowerCase()}</span>
          <span className="font-medium tabular-nums">{formatMetric('probability', headline.probability)}</span>
        </div>
        <Progress value={100 * headline.probability} label={`Chance of the ${side.toLowerCase()}`} />
      </div>
      <MarketComparison
        pick={`${side} ${analysis.bettingTotal}`}
        modelProbability={headline.probability}
        marketProbability={market.probability}
        source={market.source}
        fitted={headline.source === 'model'}
      />
      <section aria-label="Stat comparison" className="grid gap-1.5 text-sm">
        <h4 className="font-medium">Stat comparison</h4>
        <p>{statTotalStory(prediction.recommendation, analysis.bettingTotal, headline)}</p>
        {prediction.reasoning.length > 0 && (
          <ul className="list-disc space-y-1 pl-5" aria-label="Reasoning">
            {prediction.reasoning.slice(0, MAX_REASONING_POINTS).map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        )}
      </section>
      <ModelFootnotes answer={headlined.answer} unavailable={headlined.unavailable} />
    </section>
  );
}

const percent = (count: number, games: number) => formatMetric('probability', count / games);

function SimulationSection({ run, line }: { run: SimulationRun<OverUnderSimulationResult>; line: number }) {
  return (
    <section aria-label="Simulation results" className="grid gap-3 rounded-md border p-3">
      <h3 className="text-sm font-semibold">100 Game Simulation</h3>
      <SimulationRunStatus run={run} />
      {run.status === 'done' && (
        <>
          <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
            <div className="rounded-md bg-muted/60 p-2">
              <dt className="text-xs text-muted-foreground">Average total</dt>
              <dd className="font-semibold tabular-nums">{formatMetric('points', run.result.averageTotalPoints)}</dd>
            </div>
            <div className="rounded-md bg-muted/60 p-2">
              <dt className="text-xs text-muted-foreground">Over</dt>
              <dd className="font-semibold tabular-nums">
                {run.result.overCount} ({percent(run.result.overCount, run.result.totalGames)})
              </dd>
            </div>
            <div className="rounded-md bg-muted/60 p-2">
              <dt className="text-xs text-muted-foreground">Under</dt>
              <dd className="font-semibold tabular-nums">
                {run.result.underCount} ({percent(run.result.underCount, run.result.totalGames)})
              </dd>
            </div>
            <div className="rounded-md bg-muted/60 p-2">
              <dt className="text-xs text-muted-foreground">Simulation says</dt>
              <dd className="font-semibold">
                {run.result.recommendation} · {formatMetric('confidence', run.result.confidence)}
              </dd>
            </div>
          </dl>
          {run.result.pushCount > 0 && <p className="text-xs text-muted-foreground">Pushes (exactly on the line): {run.result.pushCount}</p>}
          <LazyDistributionChart values={run.result.totals} binWidth={5} valueLabel="Total points" marker={{ value: line, label: `Line ${line}` }} />
        </>
      )}
    </section>
  );
}

/** docs/product/over-under.md results modal: teams with PPG, the line, OVER/UNDER, predicted total, confidence, reasoning, simulation. */
export function OverUnderResultsDialog({ state, injuriesOf, onRunSimulation, onClose }: ResultsDialogProps) {
  const { analysis, simulation } = state;
  const saveToWatchlist = useSaveToWatchlist();
  const prediction = useMemo(
    () =>
      analysis &&
      predictOverUnder(analysis.team1, analysis.team2, analysis.bettingTotal, {
        team1Injuries: injuriesOf(analysis.team1.teamName).injuries,
        team2Injuries: injuriesOf(analysis.team2.teamName).injuries,
        injuriesAsOf: injuriesOf(analysis.team1.teamName).reportTime,
      }),
    [analysis, injuriesOf],
  );
  const headlined = useTotalHeadline(analysis && overUnderModelRequest(analysis), prediction, analysis?.bettingTotal ?? 0);
  const headline = headlined.status === 'ready' ? headlined.headline : null;
  return (
    <Dialog open={analysis !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Over/Under Prediction</DialogTitle>
          <DialogDescription>
            {analysis ? `${analysis.team1.teamName} vs ${analysis.team2.teamName}` : 'No game selected'}
          </DialogDescription>
        </DialogHeader>
        {analysis && prediction && (
          <>
            <div className="grid grid-cols-2 gap-2">
              <TeamPpg team={analysis.team1} />
              <TeamPpg team={analysis.team2} />
            </div>
            <p className="text-sm">
              Line: <span className="font-semibold">{analysis.bettingTotal}</span>
              {analysis.prices && <span className="text-muted-foreground"> via {analysis.prices.bookmaker}</span>}
            </p>
            <PredictionSection headlined={headlined} prediction={prediction} analysis={analysis} />
            {simulation && <SimulationSection run={simulation} line={analysis.bettingTotal} />}
          </>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          {analysis && prediction && (
            <Button
              variant="outline"
              disabled={headline === null}
              onClick={() =>
                headline &&
                // The screen's Team 1 and Team 2 are stored as away and home (the watchlist record's fields).
                saveToWatchlist({
                  type: 'overunder',
                  awayTeam: analysis.team1.teamName,
                  homeTeam: analysis.team2.teamName,
                  predictedWinner: null,
                  predictedMargin: null,
                  winnerConfidence: null,
                  totalLine: analysis.bettingTotal,
                  // The call the dialog headlines (ADR 048).
                  overUnder: calledSide(headline, prediction) === 'OVER' ? 'over' : 'under',
                  totalConfidence: 100 * headline.probability,
                  // No venue on this screen: the total does not move with the home edge (ADR 034).
                  neutral: false,
                  league: analysis.team2.league,
                })
              }
            >
              <Star aria-hidden="true" />
              Save to Watchlist
            </Button>
          )}
          <Button onClick={onRunSimulation} disabled={simulation?.status === 'running'}>
            <BarChart3 aria-hidden="true" />
            Run 100 Game Simulation
          </Button>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
