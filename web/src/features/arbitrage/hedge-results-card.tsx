import { AlertTriangle, CheckCircle2, CircleSlash } from 'lucide-react';
import { guaranteedProfitRange, hedgeInfeasibleMessage, hedgeNothingStakedMessage, stakesNothing } from '@playbook/core';
import { GlossaryHelp } from '@/components/glossary-help';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatMoney, formatProfit } from '@/lib/money';
import { cn } from '@/lib/utils';
import { formatMultiplier } from './hedge-form-schema';
import { LazyOutcomeProfitChart } from './lazy-outcome-profit-chart';
import type { HedgeCalculation } from './use-calculate-hedge';

function Figure({ label, helpKey, value, tone }: { label: string; helpKey: string; value: string; tone?: 'good' | 'bad' }) {
  return (
    <div className="grid min-w-0 gap-0.5 rounded-lg bg-muted/60 p-3">
      <dt className="flex items-center gap-0.5 text-xs text-muted-foreground">
        {label}
        <GlossaryHelp glossaryKey={helpKey} label={label} />
      </dt>
      <dd className={cn('text-lg font-semibold tabular-nums break-words', tone === 'good' && 'text-green-700', tone === 'bad' && 'text-destructive')}>
        {value}
      </dd>
    </div>
  );
}

/** Narrower cells and wrapping labels on phones, so the figures fit 320 px without scrolling sideways. */
const TIGHT = 'px-2 whitespace-normal sm:px-3';

const profitClass = (profit: number) => (profit < 0 ? 'text-destructive' : profit > 0 ? 'text-green-700' : undefined);

/** docs/product/arbitrage-and-hedging.md 'Hedge Results': per-leg stake, payout and profit, the guaranteed range and the sum of inverse returns. */
export function HedgeResultsCard({ calculation }: { calculation: HedgeCalculation }) {
  const { request, opportunity } = calculation;
  const { guaranteedMinProfit, guaranteedMaxProfit } = guaranteedProfitRange(opportunity);
  const labelOf = (index: number) => request.legs[index]?.description ?? `Bet ${index + 1}`;
  // A break-even split of $0.00 is no hedge to place: said plainly rather than 'Feasible'.
  const nothingStaked = stakesNothing(opportunity);
  return (
    <Card aria-labelledby="hedge-results-title">
      <CardHeader className="gap-2 px-4 sm:flex-row sm:px-6 sm:items-center sm:justify-between">
        <div className="grid gap-1">
          <CardTitle id="hedge-results-title">Hedge Results</CardTitle>
          <CardDescription>
            {request.strategy === 'cascade' ? 'Cascade: every other bet breaks even, the rest rides on the preferred bet.' : 'Constant payoff: the same profit whichever bet wins.'}
          </CardDescription>
        </div>
        {nothingStaked ? (
          <Badge variant="secondary" className="self-start">
            <CircleSlash aria-hidden="true" className="size-3" />
            Nothing staked
          </Badge>
        ) : (
          <Badge variant={opportunity.feasible ? 'success' : 'destructive'} className="self-start">
            {opportunity.feasible ? <CheckCircle2 aria-hidden="true" className="size-3" /> : <AlertTriangle aria-hidden="true" className="size-3" />}
            {opportunity.feasible ? 'Feasible' : 'Not feasible'}
          </Badge>
        )}
      </CardHeader>
      <CardContent className="grid gap-4 px-4 sm:px-6">
        {nothingStaked && (
          <Alert role="status">
            <CircleSlash aria-hidden="true" />
            <p>{hedgeNothingStakedMessage(request)}</p>
          </Alert>
        )}
        {!opportunity.feasible && (
          <Alert variant="destructive" role="alert">
            <AlertTriangle aria-hidden="true" />
            <p>{hedgeInfeasibleMessage(opportunity.sumOfInverseReturns)}</p>
          </Alert>
        )}
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Figure label="Total Stake Required" helpKey="total_stake_required" value={formatMoney(opportunity.totalStakeRequired)} />
          <Figure label="Guaranteed Min Profit" helpKey="guaranteed_min_profit" value={formatProfit(guaranteedMinProfit)} tone={guaranteedMinProfit < 0 ? 'bad' : 'good'} />
          <Figure label="Guaranteed Max Profit" helpKey="guaranteed_max_profit" value={formatProfit(guaranteedMaxProfit)} tone={guaranteedMaxProfit < 0 ? 'bad' : 'good'} />
          <Figure label="Sum of Inverse Returns" helpKey="sum_of_inverse_returns" value={opportunity.sumOfInverseReturns.toFixed(4)} tone={opportunity.feasible ? 'good' : 'bad'} />
        </dl>
        <Table aria-label="Stake and profit by bet" className="text-xs sm:text-sm">
          <TableHeader>
            <TableRow>
              <TableHead className={TIGHT}>Bet</TableHead>
              <TableHead className={cn(TIGHT, 'hidden text-right sm:table-cell')}>Multiplier</TableHead>
              <TableHead className={cn(TIGHT, 'text-right')}>Stake</TableHead>
              <TableHead className={cn(TIGHT, 'text-right')}>
                <span className="inline-flex items-center gap-0.5">
                  {/* From sm up, as the Multiplier column: at 320 px the icon pushed the table 11 px past the card. */}
                  <GlossaryHelp glossaryKey="expected_payout" label="Payout" className="hidden sm:inline-flex" />
                  Payout
                </span>
              </TableHead>
              <TableHead className={cn(TIGHT, 'text-right')}>Profit if it wins</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {opportunity.legs.map((leg, index) => {
              const profit = opportunity.profitByOutcome[index] ?? 0;
              return (
                <TableRow key={index}>
                  <TableCell className={cn(TIGHT, 'font-medium')}>{labelOf(index)}</TableCell>
                  <TableCell className={cn(TIGHT, 'hidden text-right tabular-nums sm:table-cell')}>{formatMultiplier(request.legs[index]?.payoutMultiplier ?? null)}</TableCell>
                  <TableCell className={cn(TIGHT, 'text-right tabular-nums')}>{formatMoney(leg.stakeAmount)}</TableCell>
                  <TableCell className={cn(TIGHT, 'text-right tabular-nums')}>{formatMoney(leg.expectedPayout)}</TableCell>
                  <TableCell className={cn(TIGHT, 'text-right tabular-nums font-medium', profitClass(profit))} data-outcome-profit={profit}>
                    {formatProfit(profit)}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        <LazyOutcomeProfitChart outcomes={opportunity.profitByOutcome.map((profit, index) => ({ label: `Bet ${index + 1}`, profit }))} />
      </CardContent>
    </Card>
  );
}
