import { formatMoney, formatPercent1 } from '@playbook/core';
import type { ParlayPerformance } from '@playbook/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { profitClass } from './sign-class';

type Group = ParlayPerformance['roiByCategory'][number];

function GroupTable({ caption, first, groups }: { caption: string; first: string; groups: readonly Group[] }) {
  return (
    <Table aria-label={caption} className="text-xs sm:text-sm">
      <TableHeader>
        <TableRow>
          <TableHead>{first}</TableHead>
          <TableHead className="text-right">Settled</TableHead>
          <TableHead className="text-right">Win Rate</TableHead>
          <TableHead className="hidden text-right sm:table-cell">Profit</TableHead>
          <TableHead className="text-right">ROI</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {groups.map((group) => (
          <TableRow key={group.key}>
            <TableCell>{group.label}</TableCell>
            <TableCell className="text-right tabular-nums">{group.settledCount}</TableCell>
            <TableCell className="text-right tabular-nums">{group.settledCount > 0 ? formatPercent1(group.winRate) : '—'}</TableCell>
            <TableCell className={cn('hidden text-right tabular-nums sm:table-cell', profitClass(group.netProfit))}>
              {formatMoney(group.netProfit)}
            </TableCell>
            <TableCell className="text-right tabular-nums">{group.settledCount > 0 ? formatPercent1(group.roi) : '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * ROI by category and by number of legs, over settled parlays only (a dash: none settled yet);
 * a pending parlay is counted nowhere here, and a leg count with none settled has no row. The profit
 * column gives way on phones so the table fits 320 px without scrolling.
 */
export function RoiBreakdown({ performance }: { performance: ParlayPerformance }) {
  const byLegs = performance.roiByLegCount.filter((group) => group.settledCount > 0);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Return on Investment</CardTitle>
        <CardDescription>Settled parlays only; pending stakes are neither won nor lost yet.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 lg:grid-cols-2">
        <div className="grid min-w-0 content-start gap-2">
          <h3 className="text-sm font-semibold">ROI by Category</h3>
          <GroupTable caption="ROI by Category" first="Category" groups={performance.roiByCategory} />
        </div>
        <div className="grid min-w-0 content-start gap-2">
          <h3 className="text-sm font-semibold">ROI by Number of Legs</h3>
          {byLegs.length > 0 ? (
            <GroupTable caption="ROI by Number of Legs" first="Legs" groups={byLegs} />
          ) : (
            <p className="text-sm text-muted-foreground">No settled parlays yet.</p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
