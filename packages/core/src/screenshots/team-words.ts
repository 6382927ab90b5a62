/**
 * The team a run of OCR'd words names: full names, nicknames, codes and the books' short forms such
 * as 'KC Chiefs' or 'DEN Broncos', through core's alias table. Logo glyphs read as stray letters ('wn', 'LJ')
 * and records such as '(9-2)' are left out because they name no team.
 */
import { resolveTeam } from '../teams/resolve-team.ts';
import { TEAM_REFERENCES, type TeamReference } from '../teams/team-reference.ts';
import { normaliseWord } from './slip-tokens.ts';

export interface NamedTeam {
  /** The team's full name when the alias table knows it, else the words as read. */
  name: string;
  team?: TeamReference;
  /** The words that named it. */
  used: number;
  /** Found by a name one letter off ('Bilis'): the review marks it. */
  nearMiss?: boolean;
}

/** Longest alias first: 'Kansas City Chiefs' (3 words) before 'Chiefs'. */
const MAX_NAME_WORDS = 4;

/** Names long enough that one wrong letter still names one team: NFL nicknames and one-word cities. */
const NEAR_NAMES: readonly [string, TeamReference][] = TEAM_REFERENCES.filter((team) => team.sport === 'NFL').flatMap((team) =>
  [team.name, team.city].filter((name) => name.length >= 5 && !name.includes(' ')).map((name): [string, TeamReference] => [name.toLowerCase(), team]),
);

/** True when a and b differ by one letter changed, added or dropped. */
export function oneLetterOff(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  const rest = (x: string, skip: number) => x.slice(i + skip);
  return rest(a, 1) === rest(b, 1) || rest(a, 1) === rest(b, 0) || rest(a, 0) === rest(b, 1);
}

/** The one team a word misread by a letter names ('Bilis' → Bills), if exactly one. */
function nearTeam(word: string): TeamReference | undefined {
  if (word.length < 5) return undefined;
  const teams = new Set(NEAR_NAMES.filter(([name]) => oneLetterOff(word.toLowerCase(), name)).map(([, team]) => team));
  return teams.size === 1 ? [...teams][0] : undefined;
}

/** A team code's last J read as a bracket in small type: 'NY]' is NYJ. */
const BRACKET_J = /^(\p{Lu}{1,3})\]$/u;

function cleaned(word: string): string {
  return normaliseWord(word).replace(BRACKET_J, '$1J').replace(/[^\p{L}\p{N}.'&]/gu, '');
}

/**
 * Every team a span of the words names, the longest spans first. The team named by the most words wins, so
 * 'KC Chiefs' (KC → Chiefs, Chiefs → Chiefs) is the Chiefs even though 'KC Chiefs' is no alias.
 */
export function teamOfWords(words: readonly string[]): NamedTeam | undefined {
  const texts = words.map(cleaned);
  const votes = new Map<string, { team: TeamReference; used: number }>();
  const covered = new Set<number>();
  for (let size = Math.min(MAX_NAME_WORDS, texts.length); size >= 1; size -= 1) {
    for (let start = 0; start + size <= texts.length; start += 1) {
      if ([...Array(size).keys()].some((offset) => covered.has(start + offset))) continue;
      const span = texts.slice(start, start + size).join(' ');
      const team = resolveTeam(span, 'NFL');
      if (!team) continue;
      for (let offset = 0; offset < size; offset += 1) covered.add(start + offset);
      const vote = votes.get(team.code) ?? { team, used: 0 };
      vote.used += size;
      votes.set(team.code, vote);
    }
  }
  const best = [...votes.values()].sort((a, b) => b.used - a.used)[0];
  if (best) return { name: `${best.team.city} ${best.team.name}`, team: best.team, used: best.used };
  const near = texts.map(nearTeam).find((team) => team !== undefined);
  if (near) return { name: `${near.city} ${near.name}`, team: near, used: 1, nearMiss: true };
  // A team the table does not know (most college teams): its words of letters, as read.
  const letters = texts.filter((text) => /^\p{Lu}[\p{L}.'&]+$|^[\p{L}]{3,}$/u.test(text));
  return letters.length > 0 ? { name: letters.join(' '), used: letters.length } : undefined;
}
