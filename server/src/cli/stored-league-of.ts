import type { HubLeague } from '@playbook/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { games, leagueState, teams } from '../db/sports-schema.ts';
import type { StoredLeague } from '../providers/stored-league.ts';

/**
 * A league's stored teams and games as records (ids by source id), for the sources whose records attach to
 * stored ESPN games (The Odds API, CFBD). A league never loaded has no teams: nothing will match.
 */
export async function storedLeagueOf(db: Database, league: HubLeague): Promise<StoredLeague> {
  const teamRows = await db.select().from(teams).where(eq(teams.league, league));
  const gameRows = await db.select().from(games).where(eq(games.league, league));
  const [state] = await db.select().from(leagueState).where(eq(leagueState.league, league));
  const sourceIdOf = new Map(teamRows.map((team) => [team.id, team.sourceId]));
  return {
    league,
    season: state?.season ?? new Date().getUTCFullYear(),
    currentWeek: state?.currentWeek ?? null,
    teams: teamRows.map((team) => ({
      sourceId: team.sourceId,
      name: team.name,
      abbreviation: team.abbreviation,
      conference: team.conference,
      division: team.division,
      aliases: team.aliases,
    })),
    games: gameRows.map(({ id: _id, league: _league, source: _source, updatedAt: _updatedAt, homeTeamId, awayTeamId, scheduledAt, ...game }) => ({
      ...game,
      homeTeamId: sourceIdOf.get(homeTeamId) ?? '',
      awayTeamId: sourceIdOf.get(awayTeamId) ?? '',
      scheduledAt: scheduledAt.toISOString(),
    })),
  };
}
