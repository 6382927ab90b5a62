import { AlertTriangle } from 'lucide-react';
import { parlayAmericanOdds } from '@playbook/core';
import { FigureList } from '@/components/figure-list';
import { usePriceFormat } from '@/lib/odds-format';
import { cn } from '@/lib/utils';
import type { SelectionAnalysis } from './selection-analysis';

function Tile({ label, value, note, tone }: { label: string; value: string; note?: string; tone?: string }) {
  return (
    <div className="grid min-w-0 gap-0.5 rounded-md border p-3">
      <p className="text-xs text-muted-foreground">{label}</p>
      <p className={cn('text-lg font-semibold tabular-nums', tone)}>{value}</p>
      {note && <p className={cn('text-xs', tone)}>{note}</p>}
    </div>
  );
}

/** docs/product/live-slate.md Overview: success probability, expected value, risk, recommendation and the leg counts. */
export function AnalysisOverview({ analysis }: { analysis: SelectionAnalysis }) {
  const price = usePriceFormat();
  const { parlay, correlations } = analysis;
  const positive = parlay.expectedValue > 0;
  const evTone = positive ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-400';
  const ev = `${positive ? '+' : ''}${parlay.expectedValue.toFixed(3)}`;
  const offered = price(parlayAmericanOdds(parlay.legs.map((leg) => leg.leg.odds)));
  return (
    <div className="grid gap-3">
      <div className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2">
        <Tile label="Success Probability" value={`${parlay.successProbability.toFixed(2)}%`} note="Product of the leg probabilities" />
        <Tile label="Expected Value" value={ev} note={`${positive ? 'Positive EV' : 'Negative EV'} per $1 at ${offered}`} tone={evTone} />
        <Tile label="Risk Level" value={parlay.riskLevel} />
        <Tile label="Recommendation" value={parlay.recommendation} tone={parlay.recommendation === 'Avoid' ? 'text-red-700 dark:text-red-400' : undefined} />
      </div>
      <FigureList
        className="gap-2 rounded-md border p-3 text-sm"
        figures={[
          ['Total Legs', parlay.totalLegs],
          ['Likely', parlay.likelyCount],
          ['Toss-ups', parlay.tossUpCount],
          ['Unlikely', parlay.unlikelyCount],
        ]}
      />
      {correlations.length > 0 && (
        <section className="grid gap-1 rounded-md border border-amber-600/40 bg-amber-500/10 p-3 text-sm" aria-label="Correlated legs">
          <h4 className="flex items-center gap-1 font-semibold">
            <AlertTriangle className="size-4" aria-hidden />
            Correlated legs
          </h4>
          <ul className="grid gap-1">
            {correlations.map((pair) => (
              <li key={`${pair.first}-${pair.second}`}>{pair.message}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
