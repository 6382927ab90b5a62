import type { LeagueTeam } from './league-team.ts';

function nfl(abbreviation: string, city: string, nickname: string, division: string, aliases: readonly string[]): LeagueTeam {
  const conference = division.slice(0, 3);
  return { abbreviation, name: `${city} ${nickname}`, nickname, conference, division, aliases };
}

/** The 32 NFL franchises as of the 2025 season. Aliases cover nflverse, ESPN and Pro Football Reference codes. */
export const NFL_TEAMS: readonly LeagueTeam[] = [
  // AFC East
  nfl('BUF', 'Buffalo', 'Bills', 'AFC East', ['Buffalo', 'Bills']),
  nfl('MIA', 'Miami', 'Dolphins', 'AFC East', ['Miami', 'Dolphins']),
  nfl('NE', 'New England', 'Patriots', 'AFC East', ['NWE', 'New England', 'Patriots', 'Pats']),
  nfl('NYJ', 'New York', 'Jets', 'AFC East', ['NY Jets', 'Jets']),
  // AFC North
  nfl('BAL', 'Baltimore', 'Ravens', 'AFC North', ['BLT', 'Baltimore', 'Ravens']),
  nfl('CIN', 'Cincinnati', 'Bengals', 'AFC North', ['Cincinnati', 'Bengals']),
  nfl('CLE', 'Cleveland', 'Browns', 'AFC North', ['CLV', 'Cleveland', 'Browns']),
  nfl('PIT', 'Pittsburgh', 'Steelers', 'AFC North', ['Pittsburgh', 'Steelers']),
  // AFC South
  nfl('HOU', 'Houston', 'Texans', 'AFC South', ['HST', 'Houston', 'Texans']),
  nfl('IND', 'Indianapolis', 'Colts', 'AFC South', ['Indianapolis', 'Colts']),
  nfl('JAX', 'Jacksonville', 'Jaguars', 'AFC South', ['JAC', 'Jacksonville', 'Jaguars', 'Jags']),
  nfl('TEN', 'Tennessee', 'Titans', 'AFC South', ['OTI', 'Tennessee', 'Titans']),
  // AFC West
  nfl('DEN', 'Denver', 'Broncos', 'AFC West', ['Denver', 'Broncos']),
  nfl('KC', 'Kansas City', 'Chiefs', 'AFC West', ['KAN', 'Kansas City', 'Chiefs']),
  nfl('LV', 'Las Vegas', 'Raiders', 'AFC West', ['LVR', 'Las Vegas', 'Raiders']),
  nfl('LAC', 'Los Angeles', 'Chargers', 'AFC West', ['LA Chargers', 'Chargers']),
  // NFC East
  nfl('DAL', 'Dallas', 'Cowboys', 'NFC East', ['Dallas', 'Cowboys']),
  nfl('NYG', 'New York', 'Giants', 'NFC East', ['NY Giants', 'Giants']),
  nfl('PHI', 'Philadelphia', 'Eagles', 'NFC East', ['Philadelphia', 'Eagles']),
  nfl('WAS', 'Washington', 'Commanders', 'NFC East', ['WSH', 'Washington', 'Commanders']),
  // NFC North
  nfl('CHI', 'Chicago', 'Bears', 'NFC North', ['Chicago', 'Bears']),
  nfl('DET', 'Detroit', 'Lions', 'NFC North', ['Detroit', 'Lions']),
  nfl('GB', 'Green Bay', 'Packers', 'NFC North', ['GNB', 'Green Bay', 'Packers']),
  nfl('MIN', 'Minnesota', 'Vikings', 'NFC North', ['Minnesota', 'Vikings']),
  // NFC South
  nfl('ATL', 'Atlanta', 'Falcons', 'NFC South', ['Atlanta', 'Falcons']),
  nfl('CAR', 'Carolina', 'Panthers', 'NFC South', ['Carolina', 'Panthers']),
  nfl('NO', 'New Orleans', 'Saints', 'NFC South', ['NOR', 'New Orleans', 'Saints']),
  nfl('TB', 'Tampa Bay', 'Buccaneers', 'NFC South', ['TAM', 'Tampa Bay', 'Buccaneers', 'Bucs']),
  // NFC West
  nfl('ARI', 'Arizona', 'Cardinals', 'NFC West', ['ARZ', 'CRD', 'Arizona', 'Cardinals']),
  nfl('LAR', 'Los Angeles', 'Rams', 'NFC West', ['LA', 'RAM', 'LA Rams', 'Rams']),
  nfl('SF', 'San Francisco', '49ers', 'NFC West', ['SFO', 'San Francisco', '49ers', 'Niners']),
  nfl('SEA', 'Seattle', 'Seahawks', 'NFC West', ['Seattle', 'Seahawks']),
];
