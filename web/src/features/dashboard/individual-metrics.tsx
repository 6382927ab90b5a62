import { useMemo } from 'react';
import type { TeamStatsRecord } from '@playbook/contracts';
import { INDIVIDUAL_METRIC_TABS, metricLeaders, type IndividualMetric } from '@playbook/core';
import { GlossaryHelp } from '@/components/glossary-help';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { MetricValue } from './rankings-columns';

const VALUE_COLUMN: Record<IndividualMetric, { label: string; glossaryKey: string }> = {
  thirdDownPct: { label: '3rd Down %', glossaryKey: 'third_down_pct' },
  atsWinPct: { label: 'ATS Win %', glossaryKey: 'ats_win_pct' },
  pointsPerGame: { label: 'PPG', glossaryKey: 'points_per_game' },
};

function MetricLeaderboard({ teams, metric, title }: { teams: readonly TeamStatsRecord[]; metric: IndividualMetric; title: string }) {
  // Core sorts descending and counts a missing value (ATS) as 0, as docs/product/dashboard.md asks.
  const leaders = useMemo(() => metricLeaders(teams, metric), [teams, metric]);
  const value = VALUE_COLUMN[metric];
  return (
    <Table aria-label={title}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="w-12 normal-case">#</TableHead>
          <TableHead className="normal-case">Team</TableHead>
          <TableHead className="text-right normal-case">
            <span className="inline-flex items-center gap-0.5">
              {value.label}
              <GlossaryHelp glossaryKey={value.glossaryKey} label={value.label} />
            </span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {leaders.map((team, index) => (
          <TableRow key={team.id}>
            <TableCell className="tabular-nums text-muted-foreground">{index + 1}</TableCell>
            <TableCell className="font-medium whitespace-normal">{team.teamName}</TableCell>
            <TableCell className="text-right tabular-nums">
              <MetricValue metric={metric} value={team[metric]} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** docs/product/dashboard.md Individual Metrics: one sub-tab per metric, each sorted descending. */
export function IndividualMetrics({ teams }: { teams: readonly TeamStatsRecord[] }) {
  return (
    <Tabs defaultValue={INDIVIDUAL_METRIC_TABS[0].metric}>
      <TabsList className="grid h-auto w-full grid-cols-3 sm:inline-grid sm:w-auto">
        {INDIVIDUAL_METRIC_TABS.map(({ metric, label }) => (
          <TabsTrigger key={metric} value={metric} className="px-2 py-1.5 text-xs whitespace-normal sm:text-sm">
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {INDIVIDUAL_METRIC_TABS.map(({ metric, label }) => (
        <TabsContent key={metric} value={metric}>
          <MetricLeaderboard teams={teams} metric={metric} title={label} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
