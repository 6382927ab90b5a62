import { formatMetric, type OverUnderPrediction } from '@playbook/core';
import type { ModelPredictResponse } from '@playbook/contracts';
import { HeadlineLoading, ModelFootnotes } from '@/components/fitted-model';
import { headlineSourceText, NO_STAT_MATCHUP, statEdgeStory, statTotalStory, totalHeadline } from '@/lib/headline';
import { useMatchupHeadline } from '@/lib/use-headline';
import { cn } from '@/lib/utils';
import type { GameStats } from './game-stats';
import { HighConfidenceAlternatives } from './high-confidence-alternatives';

const HEADINGS = { keep: 'Keep This Pick', switch: 'Recommended Switch', avoid: 'Consider Avoiding' } as const;
const TONES = {
  keep: 'border-green-600/40 bg-green-600/10',
  switch: 'border-amber-600/40 bg-amber-500/10',
  avoid: 'border-red-600/40 bg-red-600/10',
} as const;

function OverUnderBlock({ overUnder, answer }: { overUnder: OverUnderPrediction; answer: ModelPredictResponse | null }) {
  const model = answer === null ? null : { total: answer.prediction.total, league: answer.league };
  const headline = totalHeadline(model, overUnder, overUnder.bettingTotal);
  return (
    <section className="grid gap-1 rounded-md border p-3">
      <h4 className="font-semibold">Over/Under</h4>
      <p className="text-sm">
        {headline.side ?? 'On the line'} {overUnder.bettingTotal} · predicted total {formatMetric('points', headline.total)} · chance{' '}
        {formatMetric('probability', headline.probability)}
      </p>
      <p className="text-sm text-muted-foreground">{statTotalStory(overUnder.recommendation, overUnder.bettingTotal, headline)}</p>
    </section>
  );
}

/**
 * docs/product/live-slate.md Prediction tab, one prediction (ADR 048): the Playbook model's winner, probability and margin where it
 * knows the game, the stat comparison's pick and reasons beside it, the over/under block and the recommendation.
 */
export function PredictionPanel({ stats }: { stats: GameStats }) {
  const { prediction, overUnder, recommendation, alternatives } = stats;
  const request = stats.home && prediction ? { league: stats.home.league, home: stats.homeName, away: stats.awayName, kickoff: stats.gameTime } : null;
  const headlined = useMatchupHeadline(request, prediction ?? NO_STAT_MATCHUP, stats.homeName, stats.awayName);
  if (!prediction) return <p className="text-sm text-muted-foreground">No prediction data available for this game</p>;
  if (headlined.status === 'loading') return <HeadlineLoading />;
  const { headline, answer } = headlined;
  return (
    <div className="grid gap-3">
      <section className="grid gap-1 rounded-md border p-3">
        <p className="text-xs text-muted-foreground">{headlineSourceText(headline.source)}</p>
        <h4 className="font-semibold">Predicted winner: {headline.winner}</h4>
        <p className="text-sm">
          Win probability {formatMetric('probability', headline.probability)} · Margin {formatMetric('points', headline.margin)} points
          {headline.total !== null && ` · Total ${formatMetric('points', headline.total)} points`}
        </p>
        <p className="text-sm">{statEdgeStory(prediction, headline)}</p>
        <ul className="list-disc pl-5 text-sm" aria-label="Stat comparison">
          {prediction.reasoning.map((reason) => (
            <li key={reason} className="break-words">
              {reason}
            </li>
          ))}
        </ul>
        <ModelFootnotes answer={answer} unavailable={headlined.unavailable} simulated={false} />
      </section>
      {overUnder && <OverUnderBlock overUnder={overUnder} answer={answer} />}
      {recommendation && (
        <section className={cn('grid gap-1 rounded-md border p-3', TONES[recommendation.type])}>
          <h4 className="font-semibold">{HEADINGS[recommendation.type]}</h4>
          <p className="text-sm">{recommendation.message}</p>
          {recommendation.suggestedBet && <p className="text-sm font-medium">Suggested bet: {recommendation.suggestedBet}</p>}
          {recommendation.type === 'avoid' && <HighConfidenceAlternatives alternatives={alternatives} />}
        </section>
      )}
    </div>
  );
}
