/**
 * Recognise a team by alias (docs/product/odds-and-storage.md: "teams are recognised by alias (code, name, city, city+name)").
 *
 * Matching is case-insensitive with collapsed whitespace (docs/product/live-slate.md) and exact on the whole text: "KC", "Chiefs",
 * "Kansas City", "kansas  city chiefs" all give the Chiefs, "Kansas" gives nothing. Every key counts the same;
 * among the teams a text names:
 * - with `sport`, only that sport's teams are considered;
 * - without it, NFL teams win over MLB/WNBA ones ("Chicago" → Bears, "ATL" → Falcons, "Giants" → NY Giants);
 * - more than one team left is ambiguous → undefined ("New York", "Los Angeles"; "Chicago" with sport MLB).
 */
import { normalizeTeamName } from './normalize-team-name.ts';
import { TEAM_REFERENCES } from './team-reference.ts';
import type { AliasSport, TeamReference } from './team-reference.ts';

function teamKeys(team: TeamReference): string[] {
  return [team.code, team.name, team.city, `${team.city} ${team.name}`, ...team.aliases];
}

/** Every normalised key → the teams it names (each team once per key), built once. */
const TEAMS_BY_KEY: ReadonlyMap<string, readonly TeamReference[]> = (() => {
  const index = new Map<string, TeamReference[]>();
  for (const team of TEAM_REFERENCES) {
    for (const key of new Set(teamKeys(team).map((text) => normalizeTeamName(text)))) {
      const teams = index.get(key);
      if (teams) teams.push(team);
      else index.set(key, [team]);
    }
  }
  return index;
})();

/** The only element, or undefined for none or several. */
function single(teams: readonly TeamReference[]): TeamReference | undefined {
  return teams.length === 1 ? teams[0] : undefined;
}

export function resolveTeam(text: string, sport?: AliasSport): TeamReference | undefined {
  const key = normalizeTeamName(text);
  if (key === '') return undefined;
  const named = TEAMS_BY_KEY.get(key) ?? [];
  if (sport !== undefined) return single(named.filter((team) => team.sport === sport));
  const nfl = named.filter((team) => team.sport === 'NFL');
  return single(nfl.length > 0 ? nfl : named);
}
