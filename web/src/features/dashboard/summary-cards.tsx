import { useMemo } from 'react';
import type { TeamStatsRecord } from '@playbook/contracts';
import type { LeagueAverages } from '@playbook/core';
import { MetricCard } from '@/components/metric-card';
import { summaryCards } from './dashboard-summary';

export function SummaryCards({ teams, averages }: { teams: readonly TeamStatsRecord[]; averages: LeagueAverages | undefined }) {
  const cards = useMemo(() => summaryCards(teams, averages), [teams, averages]);
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4" aria-label="Summary">
      {cards.map((card) => (
        <li key={card.title} className="min-w-0">
          <MetricCard {...card} />
        </li>
      ))}
    </ul>
  );
}
