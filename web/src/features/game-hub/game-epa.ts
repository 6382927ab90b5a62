import type { z } from 'zod';
import type { epaResponseSchema, HubGame } from '@playbook/contracts';
import { normalizeTeamName } from '@playbook/core';

type EpaRecord = z.infer<typeof epaResponseSchema>['data']['epa'][number];
export type GameEpa = NonNullable<HubGame['epa']>;

/**
 * A football season runs from late summer into January: January-June belong to the previous year's season
 * (the year /api/cfb/epa/{year} is asked for).
 */
export function footballSeasonYear(now: Date): number {
  return now.getMonth() >= 6 ? now.getFullYear() : now.getFullYear() - 1;
}

const nameKey = (name: string) => normalizeTeamName(name, { ignoreParentheses: true });

/**
 * Both teams' EPA for a game card: the hub game's own (matched by team id on the server) when it has it,
 * otherwise the season's EPA list matched by name the GameHub way (docs/product/game-hub.md: case, spacing and parentheses
 * ignored). Null unless both teams are found.
 */
export function gameEpa(game: HubGame, records: readonly EpaRecord[] | undefined): GameEpa | null {
  if (game.epa) return game.epa;
  if (!records) return null;
  const find = (team: string) => {
    const record = records.find((candidate) => nameKey(candidate.team) === nameKey(team));
    return record ? { offense: record.offense.overall, defense: record.defense.overall } : undefined;
  };
  const away = find(game.awayTeam);
  const home = find(game.homeTeam);
  return away && home ? { away, home } : null;
}
