import { describe, it, expect } from 'vitest';
import type { LeagueTeam } from './league-team.ts';
import { NFL_TEAMS } from './nfl-teams.ts';
import { NCAA_FBS_TEAMS } from './ncaa-fbs-teams.ts';
import { MLB_TEAMS } from './mlb-teams.ts';

const key = (value: string): string => value.trim().toLowerCase();

function countBy(teams: readonly LeagueTeam[], pick: (team: LeagueTeam) => string | null): Map<string | null, number> {
  const counts = new Map<string | null, number>();
  for (const team of teams) counts.set(pick(team), (counts.get(pick(team)) ?? 0) + 1);
  return counts;
}

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const dupes = new Set<string>();
  for (const value of values) {
    if (seen.has(key(value))) dupes.add(value);
    seen.add(key(value));
  }
  return [...dupes];
}

/** Every alias that names another team of the league (its name, abbreviation, school or one of its aliases). */
function aliasCollisions(teams: readonly LeagueTeam[]): string[] {
  const owners = new Map<string, Set<string>>();
  const claim = (value: string, team: LeagueTeam): void => {
    const set = owners.get(key(value)) ?? new Set<string>();
    set.add(team.abbreviation);
    owners.set(key(value), set);
  };
  for (const team of teams) {
    claim(team.name, team);
    claim(team.abbreviation, team);
    if (team.school !== undefined) claim(team.school, team);
    for (const alias of team.aliases) claim(alias, team);
  }
  const collisions: string[] = [];
  for (const team of teams) {
    for (const alias of team.aliases) {
      const others = [...(owners.get(key(alias)) ?? [])].filter((abbreviation) => abbreviation !== team.abbreviation);
      if (others.length > 0) collisions.push(`${team.abbreviation}: '${alias}' also names ${others.join(', ')}`);
    }
  }
  return collisions;
}

const LEAGUES: readonly (readonly [string, readonly LeagueTeam[], number])[] = [
  ['NFL', NFL_TEAMS, 32],
  ['NCAA FBS', NCAA_FBS_TEAMS, 136],
  ['MLB', MLB_TEAMS, 30],
];

describe.each(LEAGUES)('%s teams', (_league, teams, count) => {
  it(`has ${count} teams`, () => {
    expect(teams).toHaveLength(count);
  });

  it('has unique abbreviations and names', () => {
    expect(duplicates(teams.map((team) => team.abbreviation))).toEqual([]);
    expect(duplicates(teams.map((team) => team.name))).toEqual([]);
  });

  it('has non-empty, trimmed fields and uppercase abbreviations', () => {
    for (const team of teams) {
      for (const value of [team.abbreviation, team.name, team.nickname, team.conference, ...team.aliases]) {
        expect(value.length).toBeGreaterThan(0);
        expect(value.trim()).toBe(value);
      }
      expect(team.abbreviation).toBe(team.abbreviation.toUpperCase());
      expect(team.name.endsWith(team.nickname)).toBe(true);
    }
  });

  it('has aliases that name no other team and repeat nothing within the team', () => {
    expect(aliasCollisions(teams)).toEqual([]);
    for (const team of teams) expect(duplicates(team.aliases)).toEqual([]);
  });
});

describe('NFL_TEAMS', () => {
  it('has 16 teams per conference and 4 per division', () => {
    expect(Object.fromEntries(countBy(NFL_TEAMS, (team) => team.conference))).toEqual({ AFC: 16, NFC: 16 });
    const divisions = countBy(NFL_TEAMS, (team) => team.division);
    expect(divisions.size).toBe(8);
    for (const [division, teams] of divisions) {
      expect(division).toMatch(/^(AFC|NFC) (East|North|South|West)$/);
      expect(teams).toBe(4);
    }
    for (const team of NFL_TEAMS) expect(team.division?.startsWith(team.conference)).toBe(true);
  });

  it('uses 2025 names and the codes other sources use', () => {
    const byAbbreviation = new Map(NFL_TEAMS.map((team) => [team.abbreviation, team]));
    expect(byAbbreviation.get('WAS')?.name).toBe('Washington Commanders');
    expect(byAbbreviation.get('WAS')?.aliases).toContain('WSH');
    expect(byAbbreviation.get('LV')?.name).toBe('Las Vegas Raiders');
    expect(byAbbreviation.get('LAR')?.name).toBe('Los Angeles Rams');
    expect(byAbbreviation.get('LAR')?.aliases).toContain('LA');
    expect(byAbbreviation.get('JAX')?.aliases).toContain('JAC');
    expect(byAbbreviation.get('KC')?.name).toBe('Kansas City Chiefs');
  });
});

describe('MLB_TEAMS', () => {
  it('has 15 teams per league and 5 per division', () => {
    expect(Object.fromEntries(countBy(MLB_TEAMS, (team) => team.conference))).toEqual({ 'American League': 15, 'National League': 15 });
    const divisions = countBy(MLB_TEAMS, (team) => team.division);
    expect(divisions.size).toBe(6);
    for (const [division, teams] of divisions) {
      expect(division).toMatch(/^(AL|NL) (East|Central|West)$/);
      expect(teams).toBe(5);
    }
  });

  it('names the Athletics as of 2025', () => {
    const athletics = MLB_TEAMS.find((team) => team.abbreviation === 'ATH');
    expect(athletics?.name).toBe('Athletics');
    expect(athletics?.division).toBe('AL West');
  });
});

describe('NCAA_FBS_TEAMS', () => {
  it('uses the 2025 conferences with their member counts', () => {
    expect(Object.fromEntries(countBy(NCAA_FBS_TEAMS, (team) => team.conference))).toEqual({
      SEC: 16,
      'Big Ten': 18,
      'Big 12': 16,
      ACC: 17,
      American: 14,
      'Mountain West': 12,
      'Sun Belt': 14,
      MAC: 13,
      'Conference USA': 12,
      'Pac-12': 2,
      'FBS Independents': 2,
    });
  });

  it('names every team as school + nickname', () => {
    for (const team of NCAA_FBS_TEAMS) {
      expect(team.school).toBeDefined();
      expect(team.name).toBe(`${team.school ?? ''} ${team.nickname}`);
    }
    expect(duplicates(NCAA_FBS_TEAMS.map((team) => team.school ?? ''))).toEqual([]);
  });

  it('places the realigned programs in their 2025 conferences', () => {
    const conferenceOf = (school: string): string | undefined => NCAA_FBS_TEAMS.find((team) => team.school === school)?.conference;
    expect(NCAA_FBS_TEAMS.filter((team) => team.conference === 'Pac-12').map((team) => team.school).sort()).toEqual(['Oregon State', 'Washington State']);
    expect(NCAA_FBS_TEAMS.filter((team) => team.conference === 'FBS Independents').map((team) => team.school).sort()).toEqual(['Notre Dame', 'UConn']);
    expect(['SMU', 'Stanford', 'California'].map(conferenceOf)).toEqual(['ACC', 'ACC', 'ACC']);
    expect(['Texas', 'Oklahoma'].map(conferenceOf)).toEqual(['SEC', 'SEC']);
    expect(['Arizona', 'Arizona State', 'Colorado', 'Utah'].map(conferenceOf)).toEqual(['Big 12', 'Big 12', 'Big 12', 'Big 12']);
    expect(['Oregon', 'Washington', 'USC', 'UCLA'].map(conferenceOf)).toEqual(['Big Ten', 'Big Ten', 'Big Ten', 'Big Ten']);
    expect(['Kennesaw State', 'Delaware', 'Missouri State', 'Sam Houston'].map(conferenceOf)).toEqual([
      'Conference USA',
      'Conference USA',
      'Conference USA',
      'Conference USA',
    ]);
    expect(['Army', 'Navy'].map(conferenceOf)).toEqual(['American', 'American']);
    expect(conferenceOf('Massachusetts')).toBe('MAC');
  });

  it('knows the common short forms', () => {
    const find = (alias: string): string | undefined =>
      NCAA_FBS_TEAMS.find((team) => [team.name, team.school, team.abbreviation, ...team.aliases].some((value) => value !== undefined && key(value) === key(alias)))?.school;
    expect(find('Miami (FL)')).toBe('Miami');
    expect(find('Miami (OH)')).toBe('Miami (OH)');
    expect(find('Mississippi')).toBe('Ole Miss');
    expect(find('Appalachian State')).toBe('App State');
    expect(find('Hawaii')).toBe("Hawai'i");
    expect(find('San Jose State')).toBe('San José State');
    expect(find('Connecticut')).toBe('UConn');
    expect(find('Southern California')).toBe('USC');
    expect(find('Louisiana State')).toBe('LSU');
    expect(find('Texas A&M')).toBe('Texas A&M');
  });
});
