import { matchStoredGame, storedTeamResolver, type StoredGame, type StoredTeam } from '../stored-match.ts';

/** A CFBD game as its endpoints name it: teams by school name (and CFBD id), a kickoff where the endpoint has one. */
export interface CfbdGameRef {
  id: number;
  homeTeam: string;
  awayTeam: string;
  homeId?: number | null | undefined;
  awayId?: number | null | undefined;
  /** `/games/teams` has no kickoff; see `match`. */
  startDate: string | null;
}

export interface CfbdGameMatcher<G extends StoredGame> {
  /** The stored ESPN game, or undefined after noting why in `unresolved`. */
  match(ref: CfbdGameRef): { game: G; homeTeamId: string; awayTeamId: string } | undefined;
  /** Names and games that matched nothing stored, each once. */
  unresolved(): string[];
}

/**
 * Matches CFBD games to the stored ESPN games. A team resolves by its school name through core's alias
 * matching against the stored ESPN names ("Ohio State" → "Ohio State Buckeyes"); failing that, by CFBD's team
 * id, which is ESPN's (CFBD's own /teams list carries ESPN's logo URLs under the same ids). A game is the
 * stored one of the same two teams with a kickoff within 36 h; for `/games/teams`, which has no kickoff, the
 * stored game with CFBD's id (CFBD reuses ESPN event ids) or else the teams' only stored game.
 */
export function cfbdGameMatcher<G extends StoredGame>(teams: readonly StoredTeam[], games: readonly G[]): CfbdGameMatcher<G> {
  const byName = storedTeamResolver(teams);
  const byId = new Map(teams.map((team) => [team.sourceId, team]));
  const problems = new Set<string>();
  const resolve = (name: string, id: number | null | undefined): StoredTeam | undefined => {
    const team = byName(name) ?? (id === null || id === undefined ? undefined : byId.get(String(id)));
    if (team === undefined) problems.add(`cfbd: team "${name}" matches no stored team`);
    return team;
  };
  const withoutKickoff = (ref: CfbdGameRef, one: string, other: string): G | undefined => {
    const ofTeams = games.filter(
      (game) => (game.homeTeamId === one && game.awayTeamId === other) || (game.homeTeamId === other && game.awayTeamId === one),
    );
    return ofTeams.find((game) => game.sourceId === String(ref.id)) ?? (ofTeams.length === 1 ? ofTeams[0] : undefined);
  };
  return {
    match(ref) {
      const home = resolve(ref.homeTeam, ref.homeId);
      const away = resolve(ref.awayTeam, ref.awayId);
      if (home === undefined || away === undefined) return undefined;
      const game =
        ref.startDate === null
          ? withoutKickoff(ref, home.sourceId, away.sourceId)
          : matchStoredGame(games, [home.sourceId, away.sourceId], new Date(ref.startDate));
      if (game === undefined) {
        const when = ref.startDate === null ? '' : ` on ${ref.startDate}`;
        problems.add(`cfbd: game ${ref.id}, ${ref.awayTeam} at ${ref.homeTeam}${when}, matches no stored game`);
        return undefined;
      }
      return { game, homeTeamId: home.sourceId, awayTeamId: away.sourceId };
    },
    unresolved: () => [...problems],
  };
}
