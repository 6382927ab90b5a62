import type { ReactNode } from 'react';
import type { FootballLeague, TeamStatsRecord } from '@playbook/contracts';
import {
  formatMetric,
  impliedProbability,
  isValidAmericanOdds,
  metricHighlight,
  performanceBadge,
  type MetricHighlight,
  type PerformanceBadge,
  type SortColumn,
  type TeamMetric,
} from '@playbook/core';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/** One rankings column: its header, glossary key, what it sorts by (null: not sortable) and its cell. */
export interface RankingsColumn {
  id: string;
  label: string;
  /** Looked up in the glossary; a key it does not know shows no help icon (docs/product/odds-and-storage.md). */
  glossaryKey: string;
  sortColumn: SortColumn | null;
  /** Only shown for this league (docs/product/dashboard.md: Opp RZ% is NFL only, Odds NCAA only). */
  league?: FootballLeague;
  numeric: boolean;
  /** Stays in view while the table scrolls sideways (the team name on phones). */
  sticky?: boolean;
  cell: (team: TeamStatsRecord) => ReactNode;
}

/** Colours from index.css; SOS's orange is a filled chip so it reads apart from the red in the same row. */
export const HIGHLIGHT_CLASS: Record<MetricHighlight, string> = {
  good: 'font-semibold text-highlight-good',
  bad: 'font-semibold text-highlight-bad',
  warning: '-mx-1 rounded-sm bg-highlight-warning-bg px-1 font-semibold text-highlight-warning',
};

/** A metric as docs/product/dashboard.md shows it: its precision, an em dash when missing, coloured when highlighted. */
export function MetricValue({ metric, value }: { metric: TeamMetric; value: number | null }) {
  const highlight = metricHighlight(metric, value);
  return (
    <span className={highlight ? HIGHLIGHT_CLASS[highlight] : undefined} data-highlight={highlight ?? undefined}>
      {formatMetric(metric, value)}
    </span>
  );
}

/** NCAA Odds: the moneyline with its sign and the win probability it implies, e.g. "-150 (60.0%)". */
function OddsValue({ team }: { team: TeamStatsRecord }) {
  const odds = team.moneylineOdds;
  if (odds === null) return <span>{formatMetric('moneylineOdds', null)}</span>;
  // The probability follows from the price shown; the stored one only covers a price core cannot read.
  const probability = isValidAmericanOdds(odds) ? impliedProbability(odds) : team.impliedWinProb;
  return (
    <span>
      {formatMetric('moneylineOdds', odds)}
      {probability !== null && <span className="text-muted-foreground"> ({formatMetric('impliedWinProb', probability)})</span>}
    </span>
  );
}

const PERFORMANCE_VARIANT: Record<PerformanceBadge, BadgeProps['variant']> = {
  Excellent: 'success',
  Good: 'secondary',
  'Needs Improvement': 'outline',
};

function metricColumn(
  metric: TeamMetric,
  label: string,
  glossaryKey: string,
  league?: FootballLeague,
): RankingsColumn {
  return {
    id: metric,
    label,
    glossaryKey,
    sortColumn: metric,
    numeric: true,
    ...(league ? { league } : {}),
    cell: (team) => <MetricValue metric={metric} value={team[metric]} />,
  };
}

/** docs/product/dashboard.md in order; the league-only columns sit beside their relatives. */
const ALL_COLUMNS: readonly RankingsColumn[] = [
  metricColumn('rank', 'Rank', 'rank'),
  {
    id: 'teamName',
    label: 'Team',
    glossaryKey: 'team',
    sortColumn: 'teamName',
    numeric: false,
    sticky: true,
    cell: (team) => <span className="font-medium">{team.teamName}</span>,
  },
  metricColumn('thirdDownPct', '3rd Down %', 'third_down_pct'),
  metricColumn('redZoneScoringPct', 'Red Zone %', 'red_zone_pct'),
  metricColumn('atsWinPct', 'ATS Win %', 'ats_win_pct'),
  metricColumn('pointsPerGame', 'PPG', 'ppg'),
  metricColumn('turnoversPerGame', 'Turnovers/G', 'turnovers_per_game'),
  metricColumn('yardsPerPlay', 'Yards/Play', 'yards_per_play'),
  metricColumn('penaltiesPerGame', 'Penalties/G', 'penalties_per_game'),
  metricColumn('fieldGoalsPerGame', 'FG/Game', 'field_goals_per_game'),
  metricColumn('opponentPointsPerGame', 'Opp PPG', 'opponent_ppg'),
  metricColumn('opponentRedZoneScoresPerGame', 'Opp RZ/G', 'opponent_red_zone_scores'),
  // The glossary (docs/product/odds-and-storage.md) has no key for the opponents' red zone %, so this header has no help icon.
  metricColumn('opponentRedZoneScoringPct', 'Opp RZ%', 'opponent_red_zone_pct', 'NFL'),
  metricColumn('strengthOfSchedule', 'SOS', 'strength_of_schedule'),
  metricColumn('pointsPerPlayMargin', 'PPP Margin', 'points_per_play_margin'),
  metricColumn('timeOfPossession', 'Time of Poss', 'time_of_possession'),
  metricColumn('secondsPerPlay', 'Sec/Play', 'seconds_per_play'),
  {
    id: 'moneylineOdds',
    label: 'Odds',
    glossaryKey: 'odds',
    sortColumn: 'moneylineOdds',
    league: 'NCAA',
    numeric: true,
    cell: (team) => <OddsValue team={team} />,
  },
  metricColumn('combinedScore', 'Combined Score', 'combined_score'),
  {
    id: 'performance',
    label: 'Performance',
    glossaryKey: 'performance',
    sortColumn: null,
    numeric: false,
    cell: (team) => {
      const badge = performanceBadge(team.combinedScore);
      return <Badge variant={PERFORMANCE_VARIANT[badge]}>{badge}</Badge>;
    },
  },
];

/** The columns one league shows. */
export function rankingsColumns(league: FootballLeague): RankingsColumn[] {
  return ALL_COLUMNS.filter((column) => column.league === undefined || column.league === league);
}

/** Right-aligned numbers line up their decimals; the sticky column needs its own background to cover the rest. */
export function columnClass(column: RankingsColumn): string {
  return cn(column.numeric ? 'text-right tabular-nums' : 'text-left', column.sticky && 'sticky left-0 z-10 bg-card');
}
