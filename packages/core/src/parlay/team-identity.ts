/**
 * Who a pick names and which game a line belongs to (docs/product/profit-target.md: "Game identity is independent of team order;
 * teams are recognised by alias (code, name, city, city+name)").
 */
import { resolveTeam } from '../teams/resolve-team.ts';
import { splitMatchup } from '../teams/split-matchup.ts';
import { normalizeTeamName } from '../teams/normalize-team-name.ts';

/**
 * A team's canonical code when the alias table knows it, else its normalised text (docs/product/live-slate.md: case-insensitive,
 * collapsed whitespace). The parlay builder works on football lines, so only NFL entries are consulted (an MLB
 * nickname is not a football team). Codes are upper case and fallbacks lower case, so they never collide.
 */
export function teamKey(text: string): string {
  return resolveTeam(text, 'NFL')?.code ?? normalizeTeamName(text);
}

export interface GameSide {
  key: string;
  name: string;
}

export interface GameIdentity {
  /** Equal for 'KC @ BUF', 'BUF vs KC' and 'Kansas City Chiefs at Buffalo Bills'. */
  key: string;
  /** Away then home; empty when the matchup text could not be split. */
  sides: readonly GameSide[];
}

export function gameIdentity(game: string): GameIdentity {
  const { away, home } = splitMatchup(game);
  if (away.trim() === '' || home.trim() === '') return { key: normalizeTeamName(game), sides: [] };
  const sides: GameSide[] = [
    { key: teamKey(away), name: normalizeTeamName(away) },
    { key: teamKey(home), name: normalizeTeamName(home) },
  ];
  return { key: sides.map((side) => side.key).sort().join(' | '), sides };
}

/** True when one name is the other's whole words ('alabama' inside 'alabama crimson tide'). */
function namesOverlap(a: string, b: string): boolean {
  return ` ${a} `.includes(` ${b} `) || ` ${b} `.includes(` ${a} `);
}

/**
 * The team a pick names, as seen from its game: the side's key when the pick matches exactly one side (by
 * alias, or by whole words for teams the table does not know, such as most college teams), else the pick's
 * own key. Two picks in one game name different teams exactly when these differ.
 */
export function pickTeam(team: string, game: GameIdentity): string {
  const key = teamKey(team);
  const name = normalizeTeamName(team);
  const matches = game.sides.filter((side) => side.key === key || namesOverlap(side.name, name));
  const only = matches.length === 1 ? matches[0] : undefined;
  return only ? only.key : key;
}
