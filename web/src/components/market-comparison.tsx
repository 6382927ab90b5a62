import { displayedMetricValue, formatMetric } from '@playbook/core';
import { cn } from '@/lib/utils';

export interface MarketComparisonProps {
  /** What the model's number is about, e.g. 'Seattle Seahawks to win' or 'OVER 45.5'. */
  pick: string;
  /** The model's confidence in the pick, as a fraction 0-1. */
  modelProbability: number;
  /** The bookmaker's no-vig probability of the same pick, or null when nothing is posted. */
  marketProbability: number | null;
  /** Where the market number comes from ('DraftKings moneyline'), or why there is none. */
  source: string;
  /** Whether the probability is the Playbook model's (a fitted probability), not the stat comparison's score. */
  fitted?: boolean;
}

const EDGE_CLASS: Record<number, string> = { 1: 'text-primary', 0: 'text-muted-foreground', [-1]: 'text-destructive' };

/**
 * The model's confidence beside the posted line's fair (no-vig) probability, and the gap
 * between them, so a bettor sees whether the model disagrees with the market and by how much.
 */
export function MarketComparison({ pick, modelProbability, marketProbability, source, fitted = false }: MarketComparisonProps) {
  // From the two percentages as shown, so the edge is their visible difference; in percentage points ('pp'), as
  // "pts" reads as spread points next to a spread.
  const shownModel = displayedMetricValue('probability', modelProbability) ?? modelProbability;
  const shownMarket = marketProbability === null ? null : (displayedMetricValue('probability', marketProbability) ?? marketProbability);
  const edge = shownMarket === null ? null : (shownModel - shownMarket) * 100;
  return (
    <section aria-label="Model vs market" className="grid gap-2 rounded-md border bg-muted/40 p-3 text-sm">
      <h4 className="font-medium">Model vs market: {pick}</h4>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt className="text-muted-foreground">Model confidence</dt>
        <dd className="text-right font-medium tabular-nums">{formatMetric('probability', modelProbability)}</dd>
        {marketProbability === null ? (
          <>
            <dt className="text-muted-foreground">Market (no-vig)</dt>
            <dd className="text-right">{source}</dd>
          </>
        ) : (
          <>
            <dt className="text-muted-foreground">Market no-vig probability ({source})</dt>
            <dd className="text-right font-medium tabular-nums">{formatMetric('probability', marketProbability)}</dd>
            <dt className="text-muted-foreground">Edge (model − market)</dt>
            <dd className={cn('text-right font-semibold tabular-nums', EDGE_CLASS[Math.sign(displayedMetricValue('probabilityEdge', edge) ?? 0)])}>
              {formatMetric('probabilityEdge', edge)}
            </dd>
          </>
        )}
      </dl>
      <p className="text-xs text-muted-foreground">
        {fitted
          ? "The Playbook model's probability, fitted on past games (its calibration is in the Model Report); treat the edge as a signal, not a price."
          : "The model's confidence is its own score, not a calibrated probability; treat the edge as a signal, not a price."}
      </p>
    </section>
  );
}
