import type { TeamRecord } from '../records.ts';
import type { LeagueTeam } from './leagues/league-team.ts';

/** A league team as a normalized record; the demo's team ids are the abbreviations. */
export function teamRecord(team: LeagueTeam): TeamRecord {
  // Stats sites name college teams by school ('Ohio State'), so the school is an alias too.
  const school = team.school;
  const aliases = school !== undefined && school !== team.name && !team.aliases.includes(school) ? [school, ...team.aliases] : [...team.aliases];
  return {
    sourceId: team.abbreviation,
    name: team.name,
    abbreviation: team.abbreviation,
    conference: team.conference,
    division: team.division,
    aliases,
  };
}
