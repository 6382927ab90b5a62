import type { LeagueTeam } from './league-team.ts';

function mlb(abbreviation: string, city: string, nickname: string, division: string, aliases: readonly string[]): LeagueTeam {
  const conference = division.startsWith('AL') ? 'American League' : 'National League';
  const name = city === '' ? nickname : `${city} ${nickname}`;
  return { abbreviation, name, nickname, conference, division, aliases };
}

/** The 30 MLB clubs as of the 2025 season. Aliases cover MLB, ESPN and Baseball Reference codes. */
export const MLB_TEAMS: readonly LeagueTeam[] = [
  // AL East
  mlb('BAL', 'Baltimore', 'Orioles', 'AL East', ['Baltimore', 'Orioles', "O's"]),
  mlb('BOS', 'Boston', 'Red Sox', 'AL East', ['Boston', 'Red Sox']),
  mlb('NYY', 'New York', 'Yankees', 'AL East', ['NY Yankees', 'Yankees']),
  mlb('TB', 'Tampa Bay', 'Rays', 'AL East', ['TBR', 'TBA', 'Tampa Bay', 'Rays']),
  mlb('TOR', 'Toronto', 'Blue Jays', 'AL East', ['Toronto', 'Blue Jays', 'Jays']),
  // AL Central
  mlb('CWS', 'Chicago', 'White Sox', 'AL Central', ['CHW', 'CHA', 'Chi White Sox', 'White Sox']),
  mlb('CLE', 'Cleveland', 'Guardians', 'AL Central', ['Cleveland', 'Guardians']),
  mlb('DET', 'Detroit', 'Tigers', 'AL Central', ['Detroit', 'Tigers']),
  mlb('KC', 'Kansas City', 'Royals', 'AL Central', ['KCR', 'KCA', 'Kansas City', 'Royals']),
  mlb('MIN', 'Minnesota', 'Twins', 'AL Central', ['Minnesota', 'Twins']),
  // AL West
  mlb('ATH', '', 'Athletics', 'AL West', ['OAK', "A's", 'Oakland Athletics', 'Sacramento Athletics']),
  mlb('HOU', 'Houston', 'Astros', 'AL West', ['Houston', 'Astros']),
  mlb('LAA', 'Los Angeles', 'Angels', 'AL West', ['ANA', 'LA Angels', 'Angels']),
  mlb('SEA', 'Seattle', 'Mariners', 'AL West', ['Seattle', 'Mariners']),
  mlb('TEX', 'Texas', 'Rangers', 'AL West', ['Texas', 'Rangers']),
  // NL East
  mlb('ATL', 'Atlanta', 'Braves', 'NL East', ['Atlanta', 'Braves']),
  mlb('MIA', 'Miami', 'Marlins', 'NL East', ['FLA', 'Miami', 'Marlins']),
  mlb('NYM', 'New York', 'Mets', 'NL East', ['NYN', 'NY Mets', 'Mets']),
  mlb('PHI', 'Philadelphia', 'Phillies', 'NL East', ['Philadelphia', 'Phillies']),
  mlb('WSH', 'Washington', 'Nationals', 'NL East', ['WSN', 'WAS', 'Washington', 'Nationals', 'Nats']),
  // NL Central
  mlb('CHC', 'Chicago', 'Cubs', 'NL Central', ['CHN', 'Chi Cubs', 'Cubs']),
  mlb('CIN', 'Cincinnati', 'Reds', 'NL Central', ['Cincinnati', 'Reds']),
  mlb('MIL', 'Milwaukee', 'Brewers', 'NL Central', ['Milwaukee', 'Brewers']),
  mlb('PIT', 'Pittsburgh', 'Pirates', 'NL Central', ['Pittsburgh', 'Pirates']),
  mlb('STL', 'St. Louis', 'Cardinals', 'NL Central', ['SLN', 'St Louis', 'St. Louis', 'Cardinals']),
  // NL West
  mlb('ARI', 'Arizona', 'Diamondbacks', 'NL West', ['AZ', 'Arizona', 'Diamondbacks', 'D-backs']),
  mlb('COL', 'Colorado', 'Rockies', 'NL West', ['Colorado', 'Rockies']),
  mlb('LAD', 'Los Angeles', 'Dodgers', 'NL West', ['LAN', 'LA Dodgers', 'Dodgers']),
  mlb('SD', 'San Diego', 'Padres', 'NL West', ['SDP', 'SDN', 'San Diego', 'Padres']),
  mlb('SF', 'San Francisco', 'Giants', 'NL West', ['SFG', 'SFN', 'San Francisco', 'Giants']),
];
