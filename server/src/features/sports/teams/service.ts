import { and, asc, eq, gt, max } from 'drizzle-orm';
import type { FootballLeague, TeamStatsRecord, TeamsResponse, TeamWithoutStatistics } from '@playbook/contracts';
import { leagueAverages } from '@playbook/core';
import { teams, teamWeekStats } from '../../../db/sports-schema.ts';
import { freshnessOf, leagueStateOf } from '../read-models/league-state.ts';
import type { CachedModel } from '../read-models/read-cache.ts';
import type { SportsReads } from '../sports-data.ts';

/** The league's teams not among `ranked`, by name: they have no statistics yet. */
async function teamsWithoutStatistics(sports: SportsReads, league: FootballLeague, ranked: readonly TeamStatsRecord[]): Promise<TeamWithoutStatistics[]> {
  const rankedIds = new Set(ranked.map((team) => team.id));
  const rows = await sports.db
    .select({ id: teams.id, teamName: teams.name, abbreviation: teams.abbreviation, conference: teams.conference })
    .from(teams)
    .where(eq(teams.league, league))
    .orderBy(asc(teams.name));
  return rows.filter((team) => !rankedIds.has(team.id));
}

/**
 * The latest week's stats of every team of the league with a counted game (season to date after that week),
 * ordered by rank; the others are listed apart as without statistics (a load of scoreboards alone has no box
 * scores: every figure would be a zero).
 */
async function buildTeams(sports: SportsReads, league: FootballLeague): Promise<TeamsResponse> {
  const { db } = sports;
  const state = await leagueStateOf(db, league);
  const freshness = freshnessOf([state], sports.source);
  if (!state) return { ...freshness, league, season: null, week: null, teams: [], teamsWithoutStatistics: [] };
  const ofSeason = and(eq(teams.league, league), eq(teamWeekStats.season, state.season));
  const [latest] = await db.select({ week: max(teamWeekStats.week) }).from(teamWeekStats).innerJoin(teams, eq(teams.id, teamWeekStats.teamId)).where(ofSeason);
  const week = latest?.week ?? null;
  const rows =
    week === null
      ? []
      : await db
          .select({ team: teams, stats: teamWeekStats })
          .from(teamWeekStats)
          .innerJoin(teams, eq(teams.id, teamWeekStats.teamId))
          .where(and(ofSeason, eq(teamWeekStats.week, week), gt(teamWeekStats.gamesPlayed, 0)))
          .orderBy(asc(teamWeekStats.rank), asc(teams.name));
  const records = rows.map(({ team, stats }): TeamStatsRecord => {
    const { teamId: _teamId, season: _season, week: _week, gamesPlayed: _gamesPlayed, ...metrics } = stats;
    return { ...metrics, id: team.id, teamName: team.name, league, conference: team.conference, abbreviation: team.abbreviation };
  });
  return { ...freshness, league, season: state.season, week, teams: records, teamsWithoutStatistics: await teamsWithoutStatistics(sports, league, records) };
}

export class TeamsService {
  private readonly lists: CachedModel<TeamsResponse>;

  constructor(private readonly sports: SportsReads) {
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
