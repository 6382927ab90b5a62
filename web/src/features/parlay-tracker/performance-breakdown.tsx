import type { ReactNode } from 'react';
import { formatAverageOdds, formatMoney, formatPercent1, isValidAmericanOdds } from '@playbook/core';
import { usePriceFormat } from '@/lib/odds-format';
import type { ParlayPerformance } from '@playbook/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
    </div>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <h3 className="mb-1 text-sm font-semibold">{title}</h3>
      <dl className="divide-y">{children}</dl>
    </div>
  );
}

const parlays = (count: number) => (count === 1 ? '1 parlay' : `${count} parlays`);

/** docs/product/parlay-tracker.md Performance Breakdown: category performance, averages and streaks. */
export function PerformanceBreakdown({ performance: p }: { performance: ParlayPerformance }) {
  const price = usePriceFormat();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Performance Breakdown</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-3">
        <Group title="Category Performance">
          <Row label="Optimal" value={`${parlays(p.optimalParlayCount)} · ${formatPercent1(p.optimalWinRate)}`} />
          <Row label="Low Risk" value={`${parlays(p.lowRiskParlayCount)} · ${formatPercent1(p.lowRiskWinRate)}`} />
          <Row label="Standard" value={`${parlays(p.standardParlayCount)} · ${formatPercent1(p.standardWinRate)}`} />
        </Group>
        <Group title="Averages">
          <Row label="Average Odds" value={isValidAmericanOdds(p.averageOdds) ? price(Math.round(p.averageOdds)) : formatAverageOdds(p.averageOdds)} />
          <Row label="Average Stake" value={formatMoney(p.averageStake)} />
          <Row label="Legs per Parlay" value={p.averageLegsPerParlay.toFixed(1)} />
        </Group>
        <Group title="Streaks">
          <Row label="Current Win Streak" value={String(p.currentWinStreak)} />
          <Row label="Current Loss Streak" value={String(p.currentLossStreak)} />
          <Row label="Longest Win Streak" value={String(p.longestWinStreak)} />
          <Row label="Longest Loss Streak" value={String(p.longestLossStreak)} />
        </Group>
      </CardContent>
    </Card>
  );
}
