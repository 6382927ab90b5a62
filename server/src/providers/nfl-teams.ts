import type { TeamRecord } from './records.ts';

/**
 * The 32 NFL teams of real data. A real team's sourceId is its ESPN team id in every league whatever source
 * a record came from, so sources that name teams by code (nflverse, Pro Football Reference) or by full name
 * (The Odds API) resolve to these rows. Abbreviations are ESPN's (LAR, WSH); aliases hold the codes other
 * sources use, including the relocated franchises' old codes and names that appear in nflverse since 1999.
 */
export interface NflTeam extends TeamRecord {
  city: string;
  nickname: string;
  conference: 'AFC' | 'NFC';
  division: string;
}

function team(espnId: string, abbreviation: string, city: string, nickname: string, division: string, aliases: readonly string[] = []): NflTeam {
  const conference = division.startsWith('AFC') ? 'AFC' : 'NFC';
  return { sourceId: espnId, abbreviation, name: `${city} ${nickname}`, city, nickname, conference, division, aliases: [...aliases] };
}

export const NFL_TEAMS: readonly NflTeam[] = [
  // AFC East
  team('2', 'BUF', 'Buffalo', 'Bills', 'AFC East'),
  team('15', 'MIA', 'Miami', 'Dolphins', 'AFC East'),
  team('17', 'NE', 'New England', 'Patriots', 'AFC East', ['NWE']),
  team('20', 'NYJ', 'New York', 'Jets', 'AFC East'),
  // AFC North
  team('33', 'BAL', 'Baltimore', 'Ravens', 'AFC North', ['BLT']),
  team('4', 'CIN', 'Cincinnati', 'Bengals', 'AFC North'),
  team('5', 'CLE', 'Cleveland', 'Browns', 'AFC North', ['CLV']),
  team('23', 'PIT', 'Pittsburgh', 'Steelers', 'AFC North'),
  // AFC South
  team('34', 'HOU', 'Houston', 'Texans', 'AFC South', ['HST']),
  team('11', 'IND', 'Indianapolis', 'Colts', 'AFC South'),
  team('30', 'JAX', 'Jacksonville', 'Jaguars', 'AFC South', ['JAC']),
  team('10', 'TEN', 'Tennessee', 'Titans', 'AFC South', ['OTI']),
  // AFC West
  team('7', 'DEN', 'Denver', 'Broncos', 'AFC West'),
  team('12', 'KC', 'Kansas City', 'Chiefs', 'AFC West', ['KAN']),
  team('13', 'LV', 'Las Vegas', 'Raiders', 'AFC West', ['LVR', 'OAK', 'Oakland Raiders']),
  team('24', 'LAC', 'Los Angeles', 'Chargers', 'AFC West', ['SD', 'SDG', 'San Diego Chargers']),
  // NFC East
  team('6', 'DAL', 'Dallas', 'Cowboys', 'NFC East'),
  team('19', 'NYG', 'New York', 'Giants', 'NFC East'),
  team('21', 'PHI', 'Philadelphia', 'Eagles', 'NFC East'),
  team('28', 'WSH', 'Washington', 'Commanders', 'NFC East', ['WAS', 'Washington Football Team', 'Washington Redskins']),
  // NFC North
  team('3', 'CHI', 'Chicago', 'Bears', 'NFC North'),
  team('8', 'DET', 'Detroit', 'Lions', 'NFC North'),
  team('9', 'GB', 'Green Bay', 'Packers', 'NFC North', ['GNB']),
  team('16', 'MIN', 'Minnesota', 'Vikings', 'NFC North'),
  // NFC South
  team('1', 'ATL', 'Atlanta', 'Falcons', 'NFC South'),
  team('29', 'CAR', 'Carolina', 'Panthers', 'NFC South'),
  team('18', 'NO', 'New Orleans', 'Saints', 'NFC South', ['NOR']),
  team('27', 'TB', 'Tampa Bay', 'Buccaneers', 'NFC South', ['TAM']),
  // NFC West
  team('22', 'ARI', 'Arizona', 'Cardinals', 'NFC West', ['ARZ', 'CRD']),
  team('14', 'LAR', 'Los Angeles', 'Rams', 'NFC West', ['LA', 'STL', 'RAM', 'St. Louis Rams']),
  team('25', 'SF', 'San Francisco', '49ers', 'NFC West', ['SFO']),
  team('26', 'SEA', 'Seattle', 'Seahawks', 'NFC West'),
];

/** Upper-cased code (ESPN abbreviation or any alias) → team, built once. */
const TEAMS_BY_CODE: ReadonlyMap<string, NflTeam> = new Map(
  NFL_TEAMS.flatMap((nflTeam) => [nflTeam.abbreviation, ...nflTeam.aliases].map((code) => [code.toUpperCase(), nflTeam] as const)),
);

/** The team an nflverse or ESPN code (or an old code such as OAK, SD, STL) names; undefined when none does. */
export function nflTeamByCode(code: string): NflTeam | undefined {
  return TEAMS_BY_CODE.get(code.trim().toUpperCase());
}

/** The table as plain TeamRecords (no city/nickname), the shape a LeagueSnapshot holds. */
export function nflTeamRecords(): TeamRecord[] {
  return NFL_TEAMS.map(({ sourceId, name, abbreviation, conference, division, aliases }) => ({ sourceId, name, abbreviation, conference, division, aliases: [...aliases] }));
}
