import type { HubLeague } from '@playbook/contracts';
import { fbsTeamRecords } from './fbs-teams.ts';
import { NFL_TEAMS } from './nfl-teams.ts';
import type { TeamRecord } from './records.ts';

/**
 * The teams a league always has, whatever a payload happened to hold: the NFL's 32 and the FBS teams,
 * each with every spelling the sources use as aliases, so names resolve through one table. ESPN names a team by
 * its display name, short name (nickname), abbreviation and location; The Odds API by its full name; nflverse by
 * its code (LA, WAS, old OAK or SD); CollegeFootballData by school ("North Carolina" is the Tar Heels).
 */
const KNOWN_TEAMS: Readonly<Record<HubLeague, readonly TeamRecord[]>> = {
  NFL: NFL_TEAMS.map(({ sourceId, name, abbreviation, city, nickname, conference, division, aliases }) => ({
    sourceId,
    name,
    abbreviation,
    conference,
    division,
    aliases: [...new Set([...aliases, nickname, city])],
  })),
  NCAA: fbsTeamRecords(),
  MLB: [],
};

export function knownTeams(league: HubLeague): readonly TeamRecord[] {
  return KNOWN_TEAMS[league];
}

function withKnownSpellings(team: TeamRecord, known: TeamRecord | undefined): TeamRecord {
  if (!known) return team;
  const aliases = [...new Set([...team.aliases, known.name, ...known.aliases])].filter((alias) => alias !== team.name && alias !== team.abbreviation);
  return { ...team, conference: team.conference ?? known.conference, division: team.division ?? known.division, aliases };
}

/**
 * The teams a real refresh stores: the snapshot's own (as its source names them) with their known spellings
 * added, then every known team the snapshot does not hold: as stored, with its known spellings, or new from
 * the table. A new one whose abbreviation another team already has gets its id appended (abbreviations name a
 * team within its league).
 */
export function withKnownTeams(league: HubLeague, teams: readonly TeamRecord[], stored: readonly TeamRecord[]): TeamRecord[] {
  const known = new Map(knownTeams(league).map((team) => [team.sourceId, team]));
  const result = teams.map((team) => withKnownSpellings(team, known.get(team.sourceId)));
  const held = new Set(result.map((team) => team.sourceId));
  const storedById = new Map(stored.map((team) => [team.sourceId, team]));
  const taken = new Set([...result, ...stored].map((team) => team.abbreviation));
  for (const team of known.values()) {
    if (held.has(team.sourceId)) continue;
    const storedTeam = storedById.get(team.sourceId);
    if (storedTeam) {
      result.push(withKnownSpellings(storedTeam, team));
      continue;
    }
    const abbreviation = taken.has(team.abbreviation) ? `${team.abbreviation}-${team.sourceId}` : team.abbreviation;
    taken.add(abbreviation);
    result.push({ ...team, abbreviation, aliases: [...team.aliases] });
  }
  return result;
}
