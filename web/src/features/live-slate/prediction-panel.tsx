import { formatMetric } from '@playbook/core';
import { FittedModelMatchup } from '@/components/fitted-model';
import { cn } from '@/lib/utils';
import type { GameStats } from './game-stats';
import { HighConfidenceAlternatives } from './high-confidence-alternatives';

const HEADINGS = { keep: 'Keep This Pick', switch: 'Recommended Switch', avoid: 'Consider Avoiding' } as const;
const TONES = {
  keep: 'border-green-600/40 bg-green-600/10',
  switch: 'border-amber-600/40 bg-amber-500/10',
  avoid: 'border-red-600/40 bg-red-600/10',
} as const;

/**
 * Spec 3 §2 Prediction tab: winner, confidence, spread, reasons, the over/under block and the recommendation.
 * Confidences, margins and totals read as the H2H and over/under dialogs print them (ADR 008's formatMetric).
 */
export function PredictionPanel({ stats }: { stats: GameStats }) {
  const { prediction, overUnder, recommendation, alternatives } = stats;
  if (!prediction) return <p className="text-sm text-muted-foreground">No prediction data available for this game</p>;
  return (
    <div className="grid gap-3">
      <section className="grid gap-1 rounded-md border p-3">
        <h4 className="font-semibold">Predicted winner: {prediction.winner}</h4>
        <p className="text-sm">
          Confidence {formatMetric('confidence', prediction.confidence)} · Spread {formatMetric('points', prediction.spread)} points
          {prediction.evenlyMatched ? ' (evenly matched)' : ''}
        </p>
        <ul className="list-disc pl-5 text-sm">
          {prediction.reasoning.map((reason) => (
            <li key={reason} className="break-words">
              {reason}
            </li>
          ))}
        </ul>
      </section>
      {stats.home && (
        <FittedModelMatchup
          request={{ league: stats.home.league, home: stats.homeName, away: stats.awayName, kickoff: stats.gameTime }}
          simulated={false}
          homeName={stats.homeName}
          awayName={stats.awayName}
          heuristicWinner={prediction.winner}
        />
      )}
      {overUnder && (
        <section className="grid gap-1 rounded-md border p-3">
          <h4 className="font-semibold">Over/Under</h4>
          <p className="text-sm">
            {overUnder.recommendation} {overUnder.bettingTotal} · predicted total {formatMetric('points', overUnder.predictedTotal)} · confidence{' '}
            {formatMetric('confidence', overUnder.confidence)}
          </p>
        </section>
      )}
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
