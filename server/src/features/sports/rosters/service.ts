import { asc, eq } from 'drizzle-orm';
import type { FootballLeague, RostersResponse } from '@playbook/contracts';
import { rosterPlayers, teams } from '../../../db/sports-schema.ts';
import { freshnessOf, leagueStateOf } from '../read-models/league-state.ts';
import type { CachedModel } from '../read-models/read-cache.ts';
import type { SportsReads } from '../sports-data.ts';

type TeamRoster = RostersResponse['rosters'][number];

async function buildRosters(sports: SportsReads, league: FootballLeague): Promise<RostersResponse> {
  const state = await leagueStateOf(sports.db, league);
  const rows = await sports.db
    .select({ teamName: teams.name, abbreviation: teams.abbreviation, name: rosterPlayers.name, position: rosterPlayers.position, number: rosterPlayers.number })
    .from(rosterPlayers)
    .innerJoin(teams, eq(teams.id, rosterPlayers.teamId))
    .where(eq(teams.league, league))
    .orderBy(asc(teams.name), asc(rosterPlayers.position), asc(rosterPlayers.number), asc(rosterPlayers.name));
  const byTeam = new Map<string, TeamRoster>();
  for (const { teamName, abbreviation, name, position, number } of rows) {
    const roster = byTeam.get(abbreviation) ?? { teamName, abbreviation, players: [] };
    roster.players.push({ name, position, number });
    byTeam.set(abbreviation, roster);
  }
  const rosters = [...byTeam.values()];
  return { ...freshnessOf([state], sports.source), rosters, totalPlayers: rows.length, totalTeams: rosters.length };
}

export class RostersService {
  private readonly lists: CachedModel<RostersResponse>;

  constructor(private readonly sports: SportsReads) {
    this.lists = sports.cache.model<RostersResponse>();
  }

  rosters(league: FootballLeague): Promise<RostersResponse> {
    return this.lists.get(league, () => buildRosters(this.sports, league));
  }
}
