import { asc, eq } from 'drizzle-orm';
import type { FootballLeague, InjuriesResponse, InjuryRecord } from '@playbook/contracts';
import { injuries, teams } from '../../../db/sports-schema.ts';
import { freshnessOf, leagueStateOf } from '../read-models/league-state.ts';
import type { CachedModel } from '../read-models/read-cache.ts';
import type { SportsReads } from '../sports-data.ts';

interface LeagueInjuries extends InjuriesResponse {
  /** Per injury, the lower-cased team name and abbreviation the ?team= filter matches. */
  teamKeys: [string, string][];
}

async function buildInjuries(sports: SportsReads, league: FootballLeague): Promise<LeagueInjuries> {
  const state = await leagueStateOf(sports.db, league);
  const rows = await sports.db
    .select({ injury: injuries, teamName: teams.name, abbreviation: teams.abbreviation })
    .from(injuries)
    .innerJoin(teams, eq(teams.id, injuries.teamId))
    .where(eq(injuries.league, league))
    .orderBy(asc(teams.name), asc(injuries.playerName), asc(injuries.id));
  const list = rows.map(
    ({ injury, teamName }): InjuryRecord => ({
      id: injury.id,
      playerName: injury.playerName,
      position: injury.position,
      teamName,
      injuryType: injury.injuryType,
      injuryStatus: injury.status,
      gameStatus: injury.gameStatus,
      lastReported: injury.lastReported.toISOString(),
    }),
  );
  return {
    ...freshnessOf([state], sports.source, (loaded) => loaded.injuriesRefreshedAt),
    injuries: list,
    teamKeys: rows.map((row) => [row.teamName.toLowerCase(), row.abbreviation.toLowerCase()]),
  };
}

export class InjuriesService {
  private readonly lists: CachedModel<LeagueInjuries>;

  constructor(private readonly sports: SportsReads) {
    this.lists = sports.cache.model<LeagueInjuries>();
  }

  /** The league's injury report; `team` keeps one team's, matched case-insensitively on name or abbreviation. */
  async injuries(league: FootballLeague, team: string | undefined): Promise<InjuriesResponse> {
    const { teamKeys, injuries: list, ...freshness } = await this.lists.get(league, () => buildInjuries(this.sports, league));
    if (team === undefined) return { ...freshness, injuries: list };
    const wanted = team.toLowerCase();
    return { ...freshness, injuries: list.filter((_, index) => teamKeys[index]?.includes(wanted) ?? false) };
  }
}
