import type { FootballLeague, HubLeague } from '@playbook/contracts';
import {
  injurySnapshotSchema,
  leagueSnapshotSchema,
  type InjurySnapshot,
  type LeagueSnapshot,
} from '../../../providers/records.ts';

/** What a source sent that cannot be stored: the refresh fails and nothing changes. */
export class MalformedSnapshotError extends Error {}

const MAX_PROBLEMS_SHOWN = 5;

function fail(what: string, problems: readonly string[]): never {
  const shown = problems.slice(0, MAX_PROBLEMS_SHOWN).join('; ');
  const more = problems.length > MAX_PROBLEMS_SHOWN ? ` (and ${problems.length - MAX_PROBLEMS_SHOWN} more)` : '';
  throw new MalformedSnapshotError(`Malformed ${what}: ${shown}${more}`);
}

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) repeated.add(value);
    seen.add(value);
  }
  return [...repeated];
}

/** The references inside a snapshot the schema cannot see: every id must name something the snapshot holds. */
function referenceProblems(snapshot: LeagueSnapshot): string[] {
  const problems: string[] = [];
  const teamIds = new Set(snapshot.teams.map((team) => team.sourceId));
  const games = new Map(snapshot.games.map((game) => [game.sourceId, game]));
  for (const id of duplicates(snapshot.teams.map((team) => team.sourceId))) problems.push(`team id ${id} appears twice`);
  for (const abbreviation of duplicates(snapshot.teams.map((team) => team.abbreviation))) {
    problems.push(`team abbreviation ${abbreviation} appears twice`);
  }
  for (const id of duplicates(snapshot.games.map((game) => game.sourceId))) problems.push(`game id ${id} appears twice`);
  for (const game of snapshot.games) {
    for (const teamId of [game.homeTeamId, game.awayTeamId]) {
      if (!teamIds.has(teamId)) problems.push(`game ${game.sourceId} names unknown team ${teamId}`);
    }
    if (game.homeTeamId === game.awayTeamId) problems.push(`game ${game.sourceId} has one team on both sides`);
  }
  for (const box of snapshot.boxScores) {
    const game = games.get(box.gameId);
    if (!game) problems.push(`box score of unknown game ${box.gameId}`);
    else if (box.teamId !== game.homeTeamId && box.teamId !== game.awayTeamId) {
      problems.push(`box score of game ${box.gameId} names team ${box.teamId}, which does not play in it`);
    }
  }
  // A full snapshot withdraws the lines of its line sources it no longer offers: a line of another source would
  // be stored but never withdrawn by any refresh of it.
  const lineSources = new Set(snapshot.lineSources ?? [snapshot.source]);
  for (const line of snapshot.lines) {
    const source = line.source ?? snapshot.source;
    if (!snapshot.partial && !lineSources.has(source)) problems.push(`line of game ${line.gameId} comes from ${source}, not one of the snapshot's line sources`);
    const game = games.get(line.gameId);
    if (!game) {
      problems.push(`line of unknown game ${line.gameId}`);
      continue;
    }
    const sides = line.market === 'total' ? ['Over', 'Under'] : [game.homeTeamId, game.awayTeamId];
    if (!sides.includes(line.selection)) problems.push(`${line.market} line of game ${line.gameId} selects ${line.selection}`);
    if (line.market !== 'moneyline' && line.lineValue === null) problems.push(`${line.market} line of game ${line.gameId} has no line`);
  }
  for (const player of snapshot.rosters) {
    if (!teamIds.has(player.teamId)) problems.push(`roster player ${player.name} of unknown team ${player.teamId}`);
  }
  return problems;
}

function issuesOf(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string[] {
  return error.issues.map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`);
}

/** Everything a provider returned for a league, checked against the record schemas and for dangling ids. */
export function validLeagueSnapshot(raw: unknown, league: HubLeague): LeagueSnapshot {
  const parsed = leagueSnapshotSchema.safeParse(raw);
  if (!parsed.success) fail(`${league} data`, issuesOf(parsed.error));
  const snapshot = parsed.data;
  if (snapshot.league !== league) fail(`${league} data`, [`the source answered with ${snapshot.league} data`]);
  const problems = referenceProblems(snapshot);
  if (problems.length > 0) fail(`${league} data`, problems);
  return snapshot;
}

export function validInjurySnapshot(raw: unknown, league: FootballLeague): InjurySnapshot {
  const parsed = injurySnapshotSchema.safeParse(raw);
  if (!parsed.success) fail(`${league} injuries`, issuesOf(parsed.error));
  if (parsed.data.league !== league) fail(`${league} injuries`, [`the source answered with ${parsed.data.league} injuries`]);
  return parsed.data;
}
