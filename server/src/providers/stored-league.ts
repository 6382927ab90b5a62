import type { HubLeague } from '@playbook/contracts';
import type { GameRecord, LeagueSnapshot, TeamRecord } from './records.ts';

/** A league as stored (the ESPN teams and games), which sources without ESPN ids attach their records to. */
export interface StoredLeague {
  league: HubLeague;
  season: number;
  currentWeek: number | null;
  teams: TeamRecord[];
  games: GameRecord[];
}

/**
 * A partial snapshot (upserted, nothing else removed) holding a source's records for stored games: the
 * games the records name and their teams are echoed as stored (or as `updatedGames` gives them, a source's
 * newer scores), so the store can map ESPN ids to rows.
 */
export function partialSnapshotOf(
  stored: StoredLeague,
  source: LeagueSnapshot['source'],
  records: Pick<LeagueSnapshot, 'lines' | 'boxScores' | 'seasonAdvanced'> & { updatedGames?: readonly GameRecord[] },
): LeagueSnapshot {
  const updated = new Map((records.updatedGames ?? []).map((game) => [game.sourceId, game]));
  const gameIds = new Set([...records.lines, ...records.boxScores].map((record) => record.gameId));
  const games = stored.games
    .filter((game) => gameIds.has(game.sourceId) || updated.has(game.sourceId))
    .map((game) => updated.get(game.sourceId) ?? game);
  const seasonAdvanced = records.seasonAdvanced ?? [];
  const teamIds = new Set([...games.flatMap((game) => [game.homeTeamId, game.awayTeamId]), ...seasonAdvanced.map((row) => row.teamId)]);
  return {
    source,
    league: stored.league,
    season: stored.season,
    currentWeek: stored.currentWeek,
    teams: stored.teams.filter((team) => teamIds.has(team.sourceId)),
    games,
    boxScores: records.boxScores,
    lines: records.lines,
    rosters: [],
    partial: true,
    ...(seasonAdvanced.length > 0 ? { seasonAdvanced } : {}),
  };
}
