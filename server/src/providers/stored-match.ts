import { matchTeamName, normalizeTeamName } from '@playbook/core';
import type { GameRecord, TeamRecord } from './records.ts';

/**
 * Matching another source's teams and games to the stored ESPN ones (a real team's sourceId is
 * its ESPN id, a real game's its ESPN event id, whatever source the record came from). Used by the sources
 * that do not know ESPN ids: The Odds API and CollegeFootballData.
 */
export type StoredTeam = Pick<TeamRecord, 'sourceId' | 'name' | 'abbreviation' | 'aliases'>;
export type StoredGame = Pick<GameRecord, 'sourceId' | 'homeTeamId' | 'awayTeamId' | 'scheduledAt'>;

/** Another source's kickoff may differ from ESPN's (a moved game, a date-only schedule): within 36 h is the same game. */
export const KICKOFF_TOLERANCE_MS = 36 * 60 * 60 * 1000;

/**
 * Schools that sources spell differently, each pair [one spelling, another], tried at the start of a name
 * when it matches nothing as written. Seen between The Odds API / CFBD and ESPN: "Southern Mississippi
 * Golden Eagles" is ESPN's "Southern Miss Golden Eagles", "Appalachian State" its "App State".
 */
const SCHOOL_VARIANTS: readonly (readonly [string, string])[] = [
  ['Southern Mississippi', 'Southern Miss'],
  ['Appalachian State', 'App State'],
  ['Sam Houston State', 'Sam Houston'],
  ['Mississippi', 'Ole Miss'],
  ['Connecticut', 'UConn'],
  ['Massachusetts', 'UMass'],
  ['Louisiana Monroe', 'UL Monroe'],
  ['Louisiana-Monroe', 'UL Monroe'],
  ['Texas-San Antonio', 'UTSA'],
  ['UT San Antonio', 'UTSA'],
  ['Texas-El Paso', 'UTEP'],
  ['UT El Paso', 'UTEP'],
  ['Florida International', 'FIU'],
  ['Florida Intl', 'FIU'],
  ['North Carolina State', 'NC State'],
  ['Central Florida', 'UCF'],
  ['Southern California', 'USC'],
  ['Brigham Young', 'BYU'],
  ['Louisiana State', 'LSU'],
  ['Southern Methodist', 'SMU'],
  ['Texas Christian', 'TCU'],
  ['Alabama-Birmingham', 'UAB'],
  ['Nevada-Las Vegas', 'UNLV'],
];

/** "San José State" → "San Jose State": sources differ in accents, never in the letters under them. */
function withoutAccents(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '');
}

/** The name with a known school spelling at its start swapped for the other one, if any applies. */
function variantsOf(name: string): string[] {
  const lower = name.toLowerCase();
  const swapped: string[] = [];
  for (const pair of SCHOOL_VARIANTS) {
    for (const [from, to] of [pair, [pair[1], pair[0]] as const]) {
      const next = lower.charAt(from.length);
      if (lower.startsWith(from.toLowerCase()) && (next === '' || next === ' ')) swapped.push(`${to}${name.slice(from.length)}`);
    }
  }
  return swapped;
}

interface NamedTeam {
  teamName: string;
  team: StoredTeam;
}

/**
 * A resolver from a source's team name to a stored team: an exact (case- and space-insensitive) name,
 * abbreviation or alias first, then core's alias matching (nickname stripping, abbreviations, prefixes) on
 * the names, then on the aliases. A name naming two teams resolves to none. Results are cached per name.
 */
export function storedTeamResolver(teams: readonly StoredTeam[]): (name: string) => StoredTeam | undefined {
  const exact = new Map<string, StoredTeam | null>();
  for (const team of teams) {
    for (const key of new Set([team.name, team.abbreviation, ...team.aliases].map((text) => normalizeTeamName(withoutAccents(text))))) {
      const known = exact.get(key);
      // null marks a key two teams share: it names neither.
      exact.set(key, known === undefined || known === team ? team : null);
    }
  }
  const byName: NamedTeam[] = teams.map((team) => ({ teamName: withoutAccents(team.name), team }));
  const byAlias: NamedTeam[] = teams.flatMap((team) => team.aliases.map((alias) => ({ teamName: withoutAccents(alias), team })));
  const resolveAsWritten = (name: string): StoredTeam | undefined => {
    const hit = exact.get(normalizeTeamName(withoutAccents(name)));
    return hit === null ? undefined : (hit ?? matchTeamName(name, byName)?.team ?? matchTeamName(name, byAlias)?.team);
  };
  const cache = new Map<string, StoredTeam | undefined>();
  return (name) => {
    const key = normalizeTeamName(withoutAccents(name));
    if (cache.has(key)) return cache.get(key);
    let team = resolveAsWritten(key);
    for (const variant of team === undefined ? variantsOf(key) : []) {
      team = resolveAsWritten(variant);
      if (team !== undefined) break;
    }
    cache.set(key, team);
    return team;
  };
}

/**
 * The stored game the two teams play closest to `kickoff`, within KICKOFF_TOLERANCE_MS. Either side may be
 * home: sources disagree on the home team of neutral-site games.
 */
export function matchStoredGame<G extends StoredGame>(
  games: readonly G[],
  teamIds: readonly [string, string],
  kickoff: Date,
): G | undefined {
  const [one, other] = teamIds;
  let best: G | undefined;
  let bestGap = Number.POSITIVE_INFINITY;
  for (const game of games) {
    const sameTeams =
      (game.homeTeamId === one && game.awayTeamId === other) || (game.homeTeamId === other && game.awayTeamId === one);
    if (!sameTeams) continue;
    const gap = Math.abs(Date.parse(game.scheduledAt) - kickoff.getTime());
    if (gap <= KICKOFF_TOLERANCE_MS && gap < bestGap) {
      best = game;
      bestGap = gap;
    }
  }
  return best;
}

/** A source's game as its endpoint names it: teams by name (and, where the source has them, ESPN-equal ids). */
export interface SourceGameRef {
  id: string | number;
  homeTeam: string;
  awayTeam: string;
  /** Team ids the source shares with ESPN (CFBD's are ESPN's); absent for sources with their own ids. */
  homeId?: number | null | undefined;
  awayId?: number | null | undefined;
  /** Null where the endpoint has no kickoff (CFBD's `/games/teams`); see `storedGameMatcher`. */
  startDate: string | null;
}

export interface MatchedGame<G extends StoredGame> {
  game: G;
  /** The source's home and away teams as stored ids (a neutral-site game may have them the other way round). */
  homeTeamId: string;
  awayTeamId: string;
}

export interface StoredGameMatcher<G extends StoredGame> {
  /** The stored ESPN game, or undefined after noting why in `unresolved`. */
  match(ref: SourceGameRef): MatchedGame<G> | undefined;
  /** Names and games that matched nothing stored, each once. */
  unresolved(): string[];
}

/**
 * Matches one source's games to the stored ESPN games: each team by name (storedTeamResolver), failing that
 * by an id the source shares with ESPN; the game by `matchStoredGame`. Without a kickoff the game is the
 * stored one with the source's id (CFBD reuses ESPN event ids) or else the two teams' only stored game.
 */
export function storedGameMatcher<G extends StoredGame>(source: string, teams: readonly StoredTeam[], games: readonly G[]): StoredGameMatcher<G> {
  const byName = storedTeamResolver(teams);
  const byId = new Map(teams.map((team) => [team.sourceId, team]));
  const problems = new Set<string>();
  const resolve = (name: string, id: number | null | undefined): StoredTeam | undefined => {
    const team = byName(name) ?? (id === null || id === undefined ? undefined : byId.get(String(id)));
    if (team === undefined) problems.add(`${source}: team "${name}" matches no stored team`);
    return team;
  };
  const withoutKickoff = (ref: SourceGameRef, one: string, other: string): G | undefined => {
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
        problems.add(`${source}: ${ref.awayTeam} at ${ref.homeTeam}${when} (game ${ref.id}) matches no stored game`);
        return undefined;
      }
      return { game, homeTeamId: home.sourceId, awayTeamId: away.sourceId };
    },
    unresolved: () => [...problems],
  };
}
