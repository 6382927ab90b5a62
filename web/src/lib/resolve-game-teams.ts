import { matchTeamName } from '@playbook/core';
import type { HubGame, TeamStatsRecord } from '@playbook/contracts';
import { toast } from '@/lib/toast';

export type ResolvedGame = { found: true; away: TeamStatsRecord; home: TeamStatsRecord } | { found: false; missing: string };

/** A scheduled game's two teams matched to their stats records with core's matching (docs/product/dashboard.md). */
export function resolveGameTeams(game: Pick<HubGame, 'awayTeam' | 'homeTeam'>, teams: readonly TeamStatsRecord[]): ResolvedGame {
  const away = matchTeamName(game.awayTeam, teams);
  if (!away) return { found: false, missing: game.awayTeam };
  const home = matchTeamName(game.homeTeam, teams);
  if (!home) return { found: false, missing: game.homeTeam };
  return { found: true, away, home };
}

/** docs/product/dashboard.md: the toast for a scheduled team without stats. */
export function teamNotFoundMessage(team: string): { title: string; description: string } {
  return {
    title: 'Team Data Not Found',
    description: `Unable to find stats for "${team}". This team may not be in our database yet.`,
  };
}

export function toastTeamNotFound(team: string): void {
  toast({ ...teamNotFoundMessage(team), variant: 'destructive' });
}
