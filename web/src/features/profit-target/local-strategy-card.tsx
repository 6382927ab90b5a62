import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { formatMetric, type LocalStrategyResult } from '@playbook/core';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatMoney, formatProfit } from '@/lib/money';
import { usePriceFormat } from '@/lib/odds-format';
import { StatTile } from './stat-tile';

/** docs/product/profit-target.md local-strategy result card: what 'Use Screenshots' builds in the browser. */
export function LocalStrategyCard({ strategy, maxRisk }: { strategy: LocalStrategyResult; maxRisk: number }) {
  const price = usePriceFormat();
  return (
    <Card role="region" aria-label="Local Strategy">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          {strategy.strategyName}
          <Badge variant="outline">Risk: {strategy.riskLevel}</Badge>
        </CardTitle>
        <CardDescription>
          The best-ranked parlays of your lines, each staked to win your target by itself. Chances are the market&apos;s implied probabilities.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {strategy.feasible ? (
          <p className="flex items-center gap-2 text-sm text-green-700">
            <CheckCircle2 className="size-4" aria-hidden="true" />
            Fits your max risk of {formatMoney(maxRisk)}.
          </p>
        ) : (
          <p className="flex items-center gap-2 text-sm text-destructive">
            <AlertTriangle className="size-4" aria-hidden="true" />
            Needs {formatMoney(strategy.requiredStake)}, more than your max risk of {formatMoney(maxRisk)}. Raise the tolerance or lower the target.
          </p>
        )}
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <StatTile label="Required stake" value={formatMoney(strategy.requiredStake)} />
          <StatTile label="Guaranteed return" value={formatMoney(strategy.guaranteedMinReturn)} />
          <StatTile label="Best case profit" value={formatProfit(strategy.maxProfit)} />
          <StatTile label="Best case margin" value={`${strategy.profitMargin.toFixed(1)}%`} />
        </dl>
        {!strategy.breakEvenGuaranteed && <p className="text-xs text-muted-foreground">Break-even is not guaranteed: every bet can lose.</p>}
        <ol className="grid gap-2" aria-label="Strategy bets">
          {strategy.bets.map((bet) => (
            <li key={bet.id} className="grid gap-1 rounded-lg border p-3 text-sm">
              <p className="font-medium break-words">{bet.description}</p>
              <p className="text-xs text-muted-foreground">
                {bet.type} · {price(bet.odds)} · stake {formatMoney(bet.stake)} · pays {formatMoney(bet.potentialPayout)} · {bet.winsWhen} ·{' '}
                {formatMetric('confidence', bet.hitProbability)} to hit
              </p>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
