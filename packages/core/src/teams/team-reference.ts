/**
 * The team reference (alias) table (docs/product/odds-and-storage.md "Team reference (alias) table": 32 NFL, 30 MLB,
 * 13 WNBA entries). Canonical NFL codes are the NFL's own (LAR, LAC, LV, WAS, JAX); other sources' codes
 * (nflverse LA/OAK, ESPN WSH, JAC ...) are aliases. An MLB or WNBA canonical code that equals an NFL canonical
 * code carries the suffix -MLB or -W. WNBA teams are the 13 of the 2025 season.
 *
 * Aliases are what `resolveTeam` recognises besides code, city, name and "city name". Within one sport no alias
 * names two teams; across sports an alias may repeat (OAK is both the Raiders and the Athletics), and
 * `resolveTeam` then prefers NFL unless a sport is given.
 */

export type AliasSport = 'NFL' | 'MLB' | 'WNBA';

export interface TeamReference {
  code: string;
  sport: AliasSport;
  city: string;
  /** The nickname, e.g. "Chiefs". */
  name: string;
  aliases: readonly string[];
}

/** Suffixes for MLB and WNBA codes that clash with an NFL code (docs/product/odds-and-storage.md). */
export const MLB_CODE_SUFFIX = '-MLB';
export const WNBA_CODE_SUFFIX = '-W';

/** docs/product/odds-and-storage.md "Team table". */
export const TEAM_COUNTS: Readonly<Record<AliasSport, number>> = { NFL: 32, MLB: 30, WNBA: 13 };

function team(
  code: string,
  sport: AliasSport,
  city: string,
  name: string,
  aliases: readonly string[] = [],
): TeamReference {
  // The full name ("Kansas City Chiefs") is always an alias, as the brief asks, even though "city name" is also
  // recognised on its own.
  return { code, sport, city, name, aliases: [`${city} ${name}`, ...aliases] };
}

const NFL_TEAMS: readonly TeamReference[] = [
  team('ARI', 'NFL', 'Arizona', 'Cardinals', ['ARZ']),
  team('ATL', 'NFL', 'Atlanta', 'Falcons'),
  team('BAL', 'NFL', 'Baltimore', 'Ravens', ['BLT']),
  team('BUF', 'NFL', 'Buffalo', 'Bills'),
  team('CAR', 'NFL', 'Carolina', 'Panthers'),
  team('CHI', 'NFL', 'Chicago', 'Bears'),
  team('CIN', 'NFL', 'Cincinnati', 'Bengals'),
  team('CLE', 'NFL', 'Cleveland', 'Browns', ['CLV']),
  team('DAL', 'NFL', 'Dallas', 'Cowboys'),
  team('DEN', 'NFL', 'Denver', 'Broncos'),
  team('DET', 'NFL', 'Detroit', 'Lions'),
  team('GB', 'NFL', 'Green Bay', 'Packers', ['GNB']),
  team('HOU', 'NFL', 'Houston', 'Texans', ['HST']),
  team('IND', 'NFL', 'Indianapolis', 'Colts'),
  team('JAX', 'NFL', 'Jacksonville', 'Jaguars', ['JAC', 'Jags']),
  team('KC', 'NFL', 'Kansas City', 'Chiefs', ['KAN']),
  // San Diego's SD is left out: it is the Padres' code today.
  team('LAC', 'NFL', 'Los Angeles', 'Chargers', ['LA Chargers', 'San Diego Chargers']),
  // nflverse uses LA for the Rams; STL is left out because it is the (MLB) Cardinals' code.
  team('LAR', 'NFL', 'Los Angeles', 'Rams', ['LA', 'LA Rams', 'St. Louis Rams']),
  // nflverse keeps OAK for the Raiders' Oakland seasons.
  team('LV', 'NFL', 'Las Vegas', 'Raiders', ['LVR', 'OAK', 'Oakland Raiders']),
  team('MIA', 'NFL', 'Miami', 'Dolphins'),
  team('MIN', 'NFL', 'Minnesota', 'Vikings'),
  team('NE', 'NFL', 'New England', 'Patriots', ['NWE', 'Pats']),
  team('NO', 'NFL', 'New Orleans', 'Saints', ['NOR']),
  team('NYG', 'NFL', 'New York', 'Giants', ['NY Giants']),
  team('NYJ', 'NFL', 'New York', 'Jets', ['NY Jets']),
  team('PHI', 'NFL', 'Philadelphia', 'Eagles'),
  team('PIT', 'NFL', 'Pittsburgh', 'Steelers'),
  team('SEA', 'NFL', 'Seattle', 'Seahawks'),
  team('SF', 'NFL', 'San Francisco', '49ers', ['SFO', 'Niners']),
  team('TB', 'NFL', 'Tampa Bay', 'Buccaneers', ['TAM', 'Bucs']),
  team('TEN', 'NFL', 'Tennessee', 'Titans'),
  // ESPN uses WSH; the franchise played as the Washington Football Team in 2020-21.
  team('WAS', 'NFL', 'Washington', 'Commanders', ['WSH', 'Washington Football Team']),
];

const MLB_TEAMS: readonly TeamReference[] = [
  team('ARI-MLB', 'MLB', 'Arizona', 'Diamondbacks', ['ARI', 'AZ', 'D-backs']),
  team('ATL-MLB', 'MLB', 'Atlanta', 'Braves', ['ATL']),
  team('BAL-MLB', 'MLB', 'Baltimore', 'Orioles', ['BAL']),
  team('BOS', 'MLB', 'Boston', 'Red Sox'),
  team('CHC', 'MLB', 'Chicago', 'Cubs'),
  team('CWS', 'MLB', 'Chicago', 'White Sox', ['CHW']),
  team('CIN-MLB', 'MLB', 'Cincinnati', 'Reds', ['CIN']),
  team('CLE-MLB', 'MLB', 'Cleveland', 'Guardians', ['CLE']),
  team('COL', 'MLB', 'Colorado', 'Rockies'),
  team('DET-MLB', 'MLB', 'Detroit', 'Tigers', ['DET']),
  team('HOU-MLB', 'MLB', 'Houston', 'Astros', ['HOU']),
  team('KC-MLB', 'MLB', 'Kansas City', 'Royals', ['KC', 'KCR']),
  team('LAA', 'MLB', 'Los Angeles', 'Angels', ['LA Angels', 'Anaheim Angels']),
  team('LAD', 'MLB', 'Los Angeles', 'Dodgers', ['LA Dodgers']),
  team('MIA-MLB', 'MLB', 'Miami', 'Marlins', ['MIA']),
  team('MIL', 'MLB', 'Milwaukee', 'Brewers'),
  team('MIN-MLB', 'MLB', 'Minnesota', 'Twins', ['MIN']),
  team('NYM', 'MLB', 'New York', 'Mets', ['NY Mets']),
  team('NYY', 'MLB', 'New York', 'Yankees', ['NY Yankees']),
  // Since 2025 the club is just "Athletics" (playing in Sacramento); OAK and the Oakland names stay as aliases.
  team('ATH', 'MLB', 'Sacramento', 'Athletics', ['OAK', "A's", 'Oakland Athletics']),
  team('PHI-MLB', 'MLB', 'Philadelphia', 'Phillies', ['PHI']),
  team('PIT-MLB', 'MLB', 'Pittsburgh', 'Pirates', ['PIT']),
  team('SD', 'MLB', 'San Diego', 'Padres', ['SDP']),
  team('SF-MLB', 'MLB', 'San Francisco', 'Giants', ['SF', 'SFG']),
  team('SEA-MLB', 'MLB', 'Seattle', 'Mariners', ['SEA']),
  team('STL', 'MLB', 'St. Louis', 'Cardinals', ['St Louis', 'St Louis Cardinals']),
  team('TB-MLB', 'MLB', 'Tampa Bay', 'Rays', ['TB']),
  team('TEX', 'MLB', 'Texas', 'Rangers'),
  team('TOR', 'MLB', 'Toronto', 'Blue Jays'),
  // MLB's own code for the Nationals is WSH; it is only an alias (ESPN) on the NFL side, so no suffix.
  team('WSH', 'MLB', 'Washington', 'Nationals', ['WSN']),
];

const WNBA_TEAMS: readonly TeamReference[] = [
  team('ATL-W', 'WNBA', 'Atlanta', 'Dream', ['ATL']),
  team('CHI-W', 'WNBA', 'Chicago', 'Sky', ['CHI']),
  team('CON', 'WNBA', 'Connecticut', 'Sun', ['CONN']),
  team('DAL-W', 'WNBA', 'Dallas', 'Wings', ['DAL']),
  team('GSV', 'WNBA', 'Golden State', 'Valkyries', ['GS']),
  team('IND-W', 'WNBA', 'Indiana', 'Fever', ['IND']),
  team('LV-W', 'WNBA', 'Las Vegas', 'Aces', ['LV', 'LVA']),
  team('LAS', 'WNBA', 'Los Angeles', 'Sparks', ['LA', 'LA Sparks']),
  team('MIN-W', 'WNBA', 'Minnesota', 'Lynx', ['MIN']),
  team('NYL', 'WNBA', 'New York', 'Liberty', ['NY', 'NY Liberty']),
  team('PHX', 'WNBA', 'Phoenix', 'Mercury', ['PHO']),
  team('SEA-W', 'WNBA', 'Seattle', 'Storm', ['SEA']),
  team('WAS-W', 'WNBA', 'Washington', 'Mystics', ['WAS', 'WSH']),
];

export const TEAM_REFERENCES: readonly TeamReference[] = [...NFL_TEAMS, ...MLB_TEAMS, ...WNBA_TEAMS];
