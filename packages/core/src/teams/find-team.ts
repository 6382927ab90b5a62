import { matchTeamName } from './match-team-name.ts';

/** What a stored team can be asked for by: its name and abbreviation, and where the caller has them its id and aliases. */
export interface FindableTeam {
  readonly teamName: string;
  readonly abbreviation: string;
  /** A stored id: an API query may name a team by the id a list answer gave it. */
  readonly id?: number | string;
  readonly aliases?: readonly string[];
}

type NameOf = (team: FindableTeam) => readonly string[];

/** Most specific first: a team's own id or name wins over another team's abbreviation or alias. */
const EXACT_KEYS: readonly NameOf[] = [
  (team) => (team.id === undefined ? [] : [String(team.id)]),
  (team) => [team.teamName],
  (team) => [team.abbreviation],
  (team) => team.aliases ?? [],
];

/**
 * A team by what a user, a game card or an API query calls it: the query (trimmed, case-insensitive) against
 * every candidate's id, then name, then abbreviation, then aliases; failing all, core's name matching
 * ("Ohio State" finds "Ohio State Buckeyes"). The one finder of the server's team lookups.
 */
export function findTeam<T extends FindableTeam>(query: string, candidates: readonly T[]): T | undefined {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return undefined;
  for (const namesOf of EXACT_KEYS) {
    const hit = candidates.find((team) => namesOf(team).some((name) => name.toLowerCase() === wanted));
    if (hit) return hit;
  }
  return matchTeamName(query, candidates);
}
