import type { TeamStatsRecord } from '@playbook/contracts';
import {
  formatMetric,
  highScoringTeamCount,
  performanceBadge,
  sortTeams,
  type LeagueAverages,
  type PerformanceBadge,
} from '@playbook/core';
import type { MetricTrend } from '@/components/metric-card';

export interface SummaryCard {
  title: string;
  value: string;
  subtitle: string;
  trend: MetricTrend;
  helpKey: string;
}

/** docs/product/dashboard.md: cards 3 and 4 read this while the averages load. */
export const AVERAGES_LOADING_TEXT = 'Loading...';

const BADGE_TREND: Record<PerformanceBadge, MetricTrend> = { Excellent: 'up', Good: 'neutral', 'Needs Improvement': 'down' };

/** Card 1: the rank-1 team with its combined score to 1 decimal; 'N/A' and 'No data' for an empty league. */
function topTeamCard(teams: readonly TeamStatsRecord[]): SummaryCard {
  const [top] = sortTeams(teams, 'rank', 'asc');
  const card = { title: 'Top Team', helpKey: 'combined_score' };
  if (!top) return { ...card, value: 'N/A', subtitle: 'No data', trend: 'neutral' };
  return {
    ...card,
    value: top.teamName,
    subtitle: `Combined Score: ${formatMetric('combinedScore', top.combinedScore)}`,
    trend: BADGE_TREND[performanceBadge(top.combinedScore)],
  };
}

/**
 * The four summary cards of docs/product/dashboard.md. `averages` is undefined while they load; pass core's leagueAverages
 * of the team list when the averages call failed, so the cards still say something true.
 */
export function summaryCards(teams: readonly TeamStatsRecord[], averages: LeagueAverages | undefined): SummaryCard[] {
  return [
    topTeamCard(teams),
    {
      title: 'High-Scoring Teams',
      value: `${highScoringTeamCount(teams)}/${teams.length}`,
      subtitle: 'Teams averaging 25+ PPG',
      trend: 'neutral',
      helpKey: 'ppg',
    },
    {
      title: 'Avg 3rd Down %',
      value: averages ? formatMetric('thirdDownPct', averages.thirdDownPct) : AVERAGES_LOADING_TEXT,
      subtitle: 'League average',
      trend: 'neutral',
      helpKey: 'third_down_pct',
    },
    {
      title: 'Avg ATS Win Rate',
      value: averages ? formatMetric('atsWinPct', averages.atsWinPct) : AVERAGES_LOADING_TEXT,
      subtitle: 'League average',
      trend: 'neutral',
      helpKey: 'ats_win_pct',
    },
  ];
}
