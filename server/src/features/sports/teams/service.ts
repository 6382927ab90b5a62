import { and, asc, eq, max } from 'drizzle-orm';
import type { FootballLeague, TeamStatsRecord, TeamsResponse } from '@playbook/contracts';
import { leagueAverages } from '@playbook/core';
import { teams, teamWeekStats } from '../../../db/sports-schema.ts';
import { freshnessOf, leagueStateOf } from '../league-state.ts';
import type { CachedModel } from '../read-cache.ts';
import type { SportsData } from '../sports-data.ts';

/** The latest week's stats of every team of the league (season to date after that week), ordered by rank. */
async function buildTeams(sports: SportsData, league: FootballLeague): Promise<TeamsResponse> {
  const { db } = sports;
  const state = await leagueStateOf(db, league);
  const freshness = freshnessOf([state], sports.source);
  if (!state) return { ...freshness, league, season: null, week: null, teams: [] };
  const ofSeason = and(eq(teams.league, league), eq(teamWeekStats.season, state.season));
  const [latest] = await db.select({ week: max(teamWeekStats.week) }).from(teamWeekStats).innerJoin(teams, eq(teams.id, teamWeekStats.teamId)).where(ofSeason);
  const week = latest?.week ?? null;
  if (week === null) return { ...freshness, league, season: state.season, week: null, teams: [] };
  const rows = await db
    .select({ team: teams, stats: teamWeekStats })
    .from(teamWeekStats)
    .innerJoin(teams, eq(teams.id, teamWeekStats.teamId))
    .where(and(ofSeason, eq(teamWeekStats.week, week)))
    .orderBy(asc(teamWeekStats.rank), asc(teams.name));
  const records = rows.map(({ team, stats }): TeamStatsRecord => {
    const { teamId: _teamId, season: _season, week: _week, gamesPlayed: _gamesPlayed, ...metrics } = stats;
    return { ...metrics, id: team.id, teamName: team.name, league, conference: team.conference, abbreviation: team.abbreviation };
  });
  return { ...freshness, league, season: state.season, week, teams: records };
}

export class TeamsService {
  private readonly lists: CachedModel<TeamsResponse>;

  constructor(private readonly sports: SportsData) {
    this.lists = sports.cache.model<TeamsResponse>();
  }

  teams(league: FootballLeague): Promise<TeamsResponse> {
    return this.lists.get(league, () => buildTeams(this.sports, league));
  }

  async averages(league: FootballLeague) {
    const { teams: records, lastUpdated, source } = await this.teams(league);
    return { ...leagueAverages(records), lastUpdated, source };
  }
}
