import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { WatchlistPrediction } from '@playbook/contracts';
import { formatMetric } from '@playbook/core';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatLocaleDateTime } from '@/lib/format';
import { savedPredictionHref } from '@/lib/saved-pairing';
import { useRemovalFocus } from '@/lib/use-removal-focus';
import { RemoveButton } from './remove-button';

function PredictionSummary({ prediction }: { prediction: WatchlistPrediction }) {
  if (prediction.type === 'overunder') {
    return (
      <p className="text-sm">
        <span className="font-semibold uppercase">{prediction.overUnder}</span> {prediction.totalLine}
        {prediction.totalConfidence !== null && <span className="text-muted-foreground"> · {formatMetric('confidence', prediction.totalConfidence)} confidence</span>}
      </p>
    );
  }
  return (
    <p className="text-sm">
      <span className="font-semibold">{prediction.predictedWinner}</span>
      {prediction.predictedMargin !== null && <span> by {prediction.predictedMargin.toFixed(1)}</span>}
      {prediction.winnerConfidence !== null && <span className="text-muted-foreground"> · {formatMetric('confidence', prediction.winnerConfidence)} confidence</span>}
    </p>
  );
}

/** docs/product/watchlist.md 'Saved Predictions (n)': each saved H2H or over/under prediction, newest first, with remove. */
export function PredictionList({ predictions, onRemove }: { predictions: readonly WatchlistPrediction[]; onRemove: (id: string) => void }) {
  const newestFirst = [...predictions].sort((a, b) => Date.parse(b.savedAt) - Date.parse(a.savedAt));
  // A removed prediction takes its Remove button with it: the focus goes to the prediction now in its place.
  const { listRef, removing } = useRemovalFocus<HTMLUListElement>(predictions);
  return (
    <ul ref={listRef} className="grid gap-3" aria-label="Saved predictions">
      {newestFirst.map((prediction, index) => (
        <li key={prediction.id} className="flex min-w-0 flex-wrap items-start justify-between gap-3 rounded-lg border bg-card p-4">
          <div className="grid min-w-0 gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="secondary">{prediction.type === 'matchup' ? 'H2H' : 'Over/Under'}</Badge>
              <span className="font-medium break-words">
                {prediction.awayTeam} @ {prediction.homeTeam}
              </span>
              {prediction.neutral && <Badge variant="outline">Neutral site</Badge>}
            </div>
            <PredictionSummary prediction={prediction} />
            <p className="text-xs text-muted-foreground">Saved {formatLocaleDateTime(prediction.savedAt)}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            {/* The entry back in its predictor's Manual Selection, neutral-site box included (ADR 034). */}
            <Button asChild variant="outline" size="sm">
              <Link to={savedPredictionHref(prediction)} aria-label={`Open ${prediction.awayTeam} @ ${prediction.homeTeam}`}>
                <ArrowRight aria-hidden="true" />
                Open
              </Link>
            </Button>
            <RemoveButton
              label={`Remove ${prediction.awayTeam} @ ${prediction.homeTeam}`}
              onClick={() => {
                removing(index);
                onRemove(prediction.id);
              }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
