import type { ReactNode } from 'react';
import { formatClv, formatMoney, formatPercent1, formatUnits, unitsOf } from '@playbook/core';
import type { ParlayPerformance } from '@playbook/contracts';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { ClvHelp } from './clv-help';
import { clvClass, profitClass } from './sign-class';
import { unconfirmedLeftOutText } from './unconfirmed-close-text';

interface StatCardProps {
  title: string;
  value: string;
  detail?: string;
  valueClass?: string;
  help?: ReactNode;
}

function StatCard({ title, value, detail, valueClass, help }: StatCardProps) {
  // The help icon sits beside the heading, not in it, so the heading's name stays the title.
  const heading = <h2 className="text-xs font-medium text-muted-foreground sm:text-sm">{title}</h2>;
  return (
    <Card className="flex min-w-0 flex-col gap-1 p-4 sm:p-5">
      {help ? (
        <div className="flex items-center gap-1">
          {heading}
          {help}
        </div>
      ) : (
        heading
      )}
      <p className={cn('text-lg leading-tight font-bold tabular-nums break-words sm:text-2xl', valueClass)}>{value}</p>
      {detail && <p className="text-xs text-muted-foreground">{detail}</p>}
    </Card>
  );
}

/**
 * The record beside the win rate: a partial win is settled but not a win (it did not pay in full),
 * so it counts in the rate's denominator; the record shows it, so "1W - 1L - 1P" reads as the 33.3 % beside it.
 */
export function winRecord(won: number, lost: number, partial: number): string {
  const record = `${won}W - ${lost}L`;
  return partial > 0 ? `${record} - ${partial}P (a partial win is not a win)` : record;
}

/**
 * docs/product/parlay-tracker.md: Total Parlays, Win Rate, Net Profit (green above $0.00, red below, plain at break-even) and ROI; then the user's average closing line value over every leg
 * with a stored close, less those whose close is unconfirmed (ADR 035), said under it. With a unit size
 * the net profit is also said in units.
 */
export function StatCards({ performance, unitSize = null }: { performance: ParlayPerformance; unitSize?: number | null }) {
  const { totalParlays, pendingParlays, winRate, wonParlays, lostParlays, partiallyWonParlays, netProfit, totalStaked, roi, averageClv, clvLegCount, unconfirmedClvLegCount } = performance;
  const withClose = clvLegCount === 1 ? '1 leg with a closing price' : `${clvLegCount} legs with a closing price`;
  const leftOut = unconfirmedLeftOutText(unconfirmedClvLegCount);
  return (
    <section aria-label="Performance summary" className="grid grid-cols-2 gap-3 lg:grid-cols-5">
      <StatCard title="Total Parlays" value={String(totalParlays)} detail={`${pendingParlays} pending`} />
      <StatCard title="Win Rate" value={formatPercent1(winRate)} detail={winRecord(wonParlays, lostParlays, partiallyWonParlays)} />
      <StatCard
        title="Net Profit"
        value={formatMoney(netProfit)}
        detail={unitSize ? `${formatUnits(unitsOf(netProfit, unitSize))} · ${formatMoney(totalStaked)} staked` : `${formatMoney(totalStaked)} staked`}
        valueClass={profitClass(netProfit)}
      />
      <StatCard title="ROI" value={formatPercent1(roi)} detail="Net profit / settled stakes" />
      <StatCard
        title="Avg CLV"
        value={formatClv(averageClv)}
        detail={leftOut ? `${withClose} · ${leftOut}` : withClose}
        valueClass={clvClass(averageClv)}
        help={<ClvHelp />}
      />
    </section>
  );
}
