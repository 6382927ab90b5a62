import { formatMoney, formatPercent1 } from '@playbook/core';
import type { ParlayPerformance } from '@playbook/contracts';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

function StatCard({ title, value, detail, valueClass }: { title: string; value: string; detail?: string; valueClass?: string }) {
  return (
    <Card className="flex min-w-0 flex-col gap-1 p-4 sm:p-5">
      <h2 className="text-xs font-medium text-muted-foreground sm:text-sm">{title}</h2>
      <p className={cn('text-lg leading-tight font-bold tabular-nums break-words sm:text-2xl', valueClass)}>{value}</p>
      {detail && <p className="text-xs text-muted-foreground">{detail}</p>}
    </Card>
  );
}

/** Spec 3 §2: Total Parlays, Win Rate, Net Profit (green at or above 0, red below) and ROI. */
export function StatCards({ performance }: { performance: ParlayPerformance }) {
  const { totalParlays, pendingParlays, winRate, wonParlays, lostParlays, netProfit, totalStaked, roi } = performance;
  return (
    <section aria-label="Performance summary" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard title="Total Parlays" value={String(totalParlays)} detail={`${pendingParlays} pending`} />
      <StatCard title="Win Rate" value={formatPercent1(winRate)} detail={`${wonParlays}W - ${lostParlays}L`} />
      <StatCard
        title="Net Profit"
        value={formatMoney(netProfit)}
        detail={`${formatMoney(totalStaked)} staked`}
        valueClass={netProfit >= 0 ? 'text-green-700' : 'text-red-700'}
      />
      <StatCard title="ROI" value={formatPercent1(roi)} detail="Net profit / settled stakes" />
    </section>
  );
}
