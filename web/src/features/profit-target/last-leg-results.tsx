import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { LAST_LEG_HEDGE_LIMITED_TITLE, LAST_LEG_HEDGE_PERFECT_TITLE } from '@playbook/core';
import type { LastLegHedgeResponse } from '@playbook/contracts';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatMoney, formatProfit } from '@/lib/money';
import { cn } from '@/lib/utils';

function HedgeFigure({ title, amount, note }: { title: string; amount: number; note: string }) {
  return (
    <div className="grid min-w-0 gap-1 rounded-lg border p-4">
      <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
      <p className="text-2xl font-bold tabular-nums">{formatMoney(amount)}</p>
      <p className="text-xs text-muted-foreground">{note}</p>
    </div>
  );
}

const profitClass = (profit: number) => (profit < 0 ? 'text-destructive' : profit > 0 ? 'text-green-700' : undefined);

/** docs/product/profit-target.md hedge calculator results: the three hedges, the perfect/limited message and the scenarios table. */
export function LastLegResults({ result }: { result: LastLegHedgeResponse }) {
  const { breakEvenHedge, equalProfitHedge, optimalHedge, feasible, scenarios } = result;
  const lockedIn = scenarios.parlayWins.find((row) => row.hedge === equalProfitHedge)?.netProfit ?? 0;
  const rows = scenarios.parlayWins.map((win, index) => ({ hedge: win.hedge, wins: win.netProfit, loses: scenarios.parlayLoses[index]?.netProfit ?? 0 }));
  const tagsOf = (hedge: number) =>
    [hedge === 0 && 'No hedge', hedge === breakEvenHedge && 'Break-even', hedge === equalProfitHedge && 'Equal profit', feasible && hedge === optimalHedge && 'Recommended'].filter(
      (tag): tag is string => typeof tag === 'string',
    );
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <HedgeFigure title="Break-Even Hedge" amount={breakEvenHedge} note="If the parlay loses, this hedge wins back its stake." />
        <HedgeFigure title="Equal-Profit Hedge" amount={equalProfitHedge} note={`The same ${formatProfit(lockedIn)} whichever way the last leg goes.`} />
        <HedgeFigure
          title="Recommended Hedge"
          amount={optimalHedge}
          note={feasible ? 'The equal-profit hedge: the best result you can lock in.' : 'No hedge: no amount locks in a profit at these odds.'}
        />
      </div>
      {feasible ? (
        <Alert role="status" className="border-success/40 bg-success/10">
          <CheckCircle2 aria-hidden="true" className="text-green-700" />
          <div>
            <p className="font-semibold">{LAST_LEG_HEDGE_PERFECT_TITLE}</p>
            <p>
              Hedging {formatMoney(equalProfitHedge)} locks in {formatProfit(lockedIn)} whether the parlay wins or loses.
            </p>
          </div>
        </Alert>
      ) : (
        <Alert role="status" className="border-warning/60 bg-warning/10">
          <AlertTriangle aria-hidden="true" className="text-amber-700" />
          <div>
            <p className="font-semibold">{LAST_LEG_HEDGE_LIMITED_TITLE}</p>
            <p>No hedge at these odds guarantees a profit: the equal-profit hedge would lock in {formatProfit(lockedIn)}.</p>
          </div>
        </Alert>
      )}
      <section aria-labelledby="profit-scenarios-title" className="grid gap-2">
        <h3 id="profit-scenarios-title" className="font-semibold">
          Profit Scenarios
        </h3>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead className="px-2 whitespace-normal sm:px-3">Hedge Stake</TableHead>
              <TableHead className="px-2 text-right whitespace-normal sm:px-3">Parlay Wins</TableHead>
              <TableHead className="px-2 text-right whitespace-normal sm:px-3">Parlay Loses</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.hedge} className={cn(feasible && row.hedge === optimalHedge && 'bg-success/10')}>
                <TableCell className="px-2 whitespace-normal sm:px-3">
                  <div className="flex flex-wrap items-center gap-1">
                    <span className="tabular-nums font-medium">{formatMoney(row.hedge)}</span>
                    {tagsOf(row.hedge).map((tag) => (
                      <Badge key={tag} variant={tag === 'Recommended' ? 'success' : 'outline'}>
                        {tag}
                      </Badge>
                    ))}
                  </div>
                </TableCell>
                <TableCell className={cn('px-2 text-right tabular-nums sm:px-3', profitClass(row.wins))}>{formatProfit(row.wins)}</TableCell>
                <TableCell className={cn('px-2 text-right tabular-nums sm:px-3', profitClass(row.loses))}>{formatProfit(row.loses)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </section>
    </div>
  );
}
