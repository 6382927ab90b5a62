import { matchTeamName } from './match-team-name.ts';
import { resolveTeam } from './resolve-team.ts';
import type { AliasSport } from './team-reference.ts';

/** What a stored team can be asked for by: its name and abbreviation, and where the caller has them its id and aliases. */
export interface FindableTeam {
  readonly teamName: string;
  readonly abbreviation: string;
  /** A stored id: an API query may name a team by the id a list answer gave it. */
  readonly id?: number | string;
  readonly aliases?: readonly string[];
}

export interface FindTeamOptions {
  /**
   * The sport whose alias table (docs/product/odds-and-storage.md) is asked when no candidate's own keys name the query: "Chiefs" or
   * "Niners" then find the stored "Kansas City Chiefs" or "San Francisco 49ers". Opt-in: the table knows the pro
   * leagues only, and a college list asked with it could take an NFL nickname for a school.
   */
  readonly aliasSport?: AliasSport;
}

type NameOf = (team: FindableTeam) => readonly string[];

/** Most specific first: a team's own id or name wins over another team's abbreviation or alias. */
const EXACT_KEYS: readonly NameOf[] = [
  (team) => (team.id === undefined ? [] : [String(team.id)]),
  (team) => [team.teamName],
  (team) => [team.abbreviation],
  (team) => team.aliases ?? [],
];

/** The candidate the alias table's team is stored as, by its full name ("Kansas City Chiefs"). */
function byAlias<T extends FindableTeam>(query: string, candidates: readonly T[], sport: AliasSport): T | undefined {
  const reference = resolveTeam(query, sport);
  return reference && matchTeamName(`${reference.city} ${reference.name}`, candidates);
}

/**
 * A team by what a user, a game card or an API query calls it: the query (trimmed, case-insensitive) against
 * every candidate's id, then name, then abbreviation, then aliases; then, when `options.aliasSport` is given,
 * that sport's alias table; failing all, core's name matching ("Ohio State" finds "Ohio State Buckeyes").
 * The one finder of the server's team lookups and of the web's stored-leg lookups.
 */
export function findTeam<T extends FindableTeam>(query: string, candidates: readonly T[], options: FindTeamOptions = {}): T | undefined {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return undefined;
  for (const namesOf of EXACT_KEYS) {
    const hit = candidates.find((team) => namesOf(team).some((name) => name.toLowerCase() === wanted));
    if (hit) return hit;
  }
  const aliased = options.aliasSport === undefined ? undefined : byAlias(query, candidates, options.aliasSport);
  return aliased ?? matchTeamName(query, candidates);
}
