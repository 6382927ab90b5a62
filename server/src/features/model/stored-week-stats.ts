import { and, eq, gt } from 'drizzle-orm';
import type { FootballLeague } from '@playbook/contracts';
import type { HeuristicTeamStats, WeekStatsLookup } from '@playbook/core';
import type { Database } from '../../db/connect.ts';
import { teams, teamWeekStats } from '../../db/sports-schema.ts';

const keyOf = (team: string, season: number, week: number): string => `${team}:${season}:${week}`;

/**
 * Every stored `team_week_stats` row of the league (season-to-date stats after each week) as the lookup the
 * backtest's column (b) reads, teams keyed by database id like the stored games. Null metrics stay null (an
 * nflverse import has no third downs, red zone or possession): the heuristics already skip them. Rows of no
 * game played are left out here as in core: an nflverse import stores a row per team and week for every
 * season since 1999 (about 18,000) but box scores, hence real stats, only for 2023 on (about 1,800).
 */
export async function storedWeekStats(db: Database, league: FootballLeague): Promise<WeekStatsLookup> {
  const rows = await db
    .select({ stats: teamWeekStats })
    .from(teamWeekStats)
    .innerJoin(teams, eq(teams.id, teamWeekStats.teamId))
    .where(and(eq(teams.league, league), gt(teamWeekStats.gamesPlayed, 0)));
  const byKey = new Map<string, HeuristicTeamStats>();
  for (const { stats } of rows) byKey.set(keyOf(String(stats.teamId), stats.season, stats.week), stats);
  return (team, season, week) => byKey.get(keyOf(team, season, week));
}
