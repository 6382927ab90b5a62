import { matchTeamName, normalizeTeamName } from '@playbook/core';
import type { GameRecord, TeamRecord } from './records.ts';

/**
 * Matching another source's teams and games to the stored ESPN ones (issue 13: a real team's sourceId is
 * its ESPN id, a real game's its ESPN event id, whatever source the record came from). Used by the sources
 * that do not know ESPN ids: The Odds API and CollegeFootballData.
 */
export type StoredTeam = Pick<TeamRecord, 'sourceId' | 'name' | 'abbreviation' | 'aliases'>;
export type StoredGame = Pick<GameRecord, 'sourceId' | 'homeTeamId' | 'awayTeamId' | 'scheduledAt'>;

/** Another source's kickoff may differ from ESPN's (a moved game, a date-only schedule): within 36 h is the same game. */
export const KICKOFF_TOLERANCE_MS = 36 * 60 * 60 * 1000;

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
    for (const key of new Set([team.name, team.abbreviation, ...team.aliases].map((text) => normalizeTeamName(text)))) {
      const known = exact.get(key);
      // null marks a key two teams share: it names neither.
      exact.set(key, known === undefined || known === team ? team : null);
    }
  }
  const byName: NamedTeam[] = teams.map((team) => ({ teamName: team.name, team }));
  const byAlias: NamedTeam[] = teams.flatMap((team) => team.aliases.map((alias) => ({ teamName: alias, team })));
  const cache = new Map<string, StoredTeam | undefined>();
  return (name) => {
    const key = normalizeTeamName(name);
    if (cache.has(key)) return cache.get(key);
    const hit = exact.get(key);
    const team = hit === null ? undefined : (hit ?? matchTeamName(name, byName)?.team ?? matchTeamName(name, byAlias)?.team);
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
