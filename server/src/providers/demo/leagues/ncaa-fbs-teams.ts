import type { LeagueTeam } from './league-team.ts';

function fbs(abbreviation: string, school: string, nickname: string, conference: string, aliases: readonly string[]): LeagueTeam {
  // No FBS conference plays in divisions in 2025.
  return { abbreviation, name: `${school} ${nickname}`, school, nickname, conference, division: null, aliases };
}

/**
 * Every FBS program of the 2025 season (136) with its 2025 conference. `school` follows the naming
 * of stats sites such as CollegeFootballData; aliases hold the other short forms and codes in use.
 */
export const NCAA_FBS_TEAMS: readonly LeagueTeam[] = [
  // SEC (16)
  fbs('ALA', 'Alabama', 'Crimson Tide', 'SEC', ['Bama']),
  fbs('ARK', 'Arkansas', 'Razorbacks', 'SEC', []),
  fbs('AUB', 'Auburn', 'Tigers', 'SEC', []),
  fbs('FLA', 'Florida', 'Gators', 'SEC', ['UF']),
  fbs('UGA', 'Georgia', 'Bulldogs', 'SEC', []),
  fbs('UK', 'Kentucky', 'Wildcats', 'SEC', []),
  fbs('LSU', 'LSU', 'Tigers', 'SEC', ['Louisiana State']),
  fbs('MSST', 'Mississippi State', 'Bulldogs', 'SEC', ['Mississippi St', 'Mississippi St.', 'Miss State', 'Miss St']),
  fbs('MIZ', 'Missouri', 'Tigers', 'SEC', ['Mizzou']),
  fbs('OU', 'Oklahoma', 'Sooners', 'SEC', []),
  fbs('MISS', 'Ole Miss', 'Rebels', 'SEC', ['Mississippi']),
  fbs('SC', 'South Carolina', 'Gamecocks', 'SEC', ['SCAR']),
  fbs('TENN', 'Tennessee', 'Volunteers', 'SEC', ['Vols']),
  fbs('TEX', 'Texas', 'Longhorns', 'SEC', []),
  fbs('TAMU', 'Texas A&M', 'Aggies', 'SEC', ['TA&M', 'Texas AM']),
  fbs('VAN', 'Vanderbilt', 'Commodores', 'SEC', ['Vandy']),

  // Big Ten (18)
  fbs('ILL', 'Illinois', 'Fighting Illini', 'Big Ten', []),
  fbs('IU', 'Indiana', 'Hoosiers', 'Big Ten', ['IND']),
  fbs('IOWA', 'Iowa', 'Hawkeyes', 'Big Ten', []),
  fbs('MD', 'Maryland', 'Terrapins', 'Big Ten', ['Terps']),
  fbs('MICH', 'Michigan', 'Wolverines', 'Big Ten', []),
  fbs('MSU', 'Michigan State', 'Spartans', 'Big Ten', ['Michigan St', 'Michigan St.']),
  fbs('MINN', 'Minnesota', 'Golden Gophers', 'Big Ten', []),
  fbs('NEB', 'Nebraska', 'Cornhuskers', 'Big Ten', []),
  fbs('NU', 'Northwestern', 'Wildcats', 'Big Ten', ['NW', 'NWU']),
  fbs('OSU', 'Ohio State', 'Buckeyes', 'Big Ten', ['OHST', 'Ohio St', 'Ohio St.']),
  fbs('ORE', 'Oregon', 'Ducks', 'Big Ten', []),
  fbs('PSU', 'Penn State', 'Nittany Lions', 'Big Ten', ['Penn St', 'Penn St.']),
  fbs('PUR', 'Purdue', 'Boilermakers', 'Big Ten', []),
  fbs('RUTG', 'Rutgers', 'Scarlet Knights', 'Big Ten', ['RU']),
  fbs('UCLA', 'UCLA', 'Bruins', 'Big Ten', ['California-Los Angeles']),
  fbs('USC', 'USC', 'Trojans', 'Big Ten', ['Southern California', 'Southern Cal']),
  fbs('WASH', 'Washington', 'Huskies', 'Big Ten', []),
  fbs('WIS', 'Wisconsin', 'Badgers', 'Big Ten', ['WISC']),

  // Big 12 (16)
  fbs('ARIZ', 'Arizona', 'Wildcats', 'Big 12', ['ARI']),
  fbs('ASU', 'Arizona State', 'Sun Devils', 'Big 12', ['Arizona St', 'Arizona St.']),
  fbs('BAY', 'Baylor', 'Bears', 'Big 12', []),
  fbs('BYU', 'BYU', 'Cougars', 'Big 12', ['Brigham Young']),
  fbs('CIN', 'Cincinnati', 'Bearcats', 'Big 12', []),
  fbs('COLO', 'Colorado', 'Buffaloes', 'Big 12', ['COL', 'Buffs']),
  fbs('HOU', 'Houston', 'Cougars', 'Big 12', []),
  fbs('ISU', 'Iowa State', 'Cyclones', 'Big 12', ['IAST', 'Iowa St', 'Iowa St.']),
  fbs('KU', 'Kansas', 'Jayhawks', 'Big 12', ['KAN']),
  fbs('KSU', 'Kansas State', 'Wildcats', 'Big 12', ['KSST', 'Kansas St', 'Kansas St.', 'K-State']),
  fbs('OKST', 'Oklahoma State', 'Cowboys', 'Big 12', ['Oklahoma St', 'Oklahoma St.']),
  fbs('TCU', 'TCU', 'Horned Frogs', 'Big 12', ['Texas Christian']),
  fbs('TTU', 'Texas Tech', 'Red Raiders', 'Big 12', ['TTech']),
  fbs('UCF', 'UCF', 'Knights', 'Big 12', ['Central Florida']),
  fbs('UTAH', 'Utah', 'Utes', 'Big 12', []),
  fbs('WVU', 'West Virginia', 'Mountaineers', 'Big 12', []),

  // ACC (17)
  fbs('BC', 'Boston College', 'Eagles', 'ACC', []),
  fbs('CAL', 'California', 'Golden Bears', 'ACC', ['Cal']),
  fbs('CLEM', 'Clemson', 'Tigers', 'ACC', []),
  fbs('DUKE', 'Duke', 'Blue Devils', 'ACC', []),
  fbs('FSU', 'Florida State', 'Seminoles', 'ACC', ['Florida St', 'Florida St.']),
  fbs('GT', 'Georgia Tech', 'Yellow Jackets', 'ACC', ['GATECH']),
  fbs('LOU', 'Louisville', 'Cardinals', 'ACC', ['LOUI']),
  fbs('MIA', 'Miami', 'Hurricanes', 'ACC', ['Miami (FL)', 'Miami FL', 'Miami (Fla.)', 'Miami Florida']),
  fbs('NCSU', 'NC State', 'Wolfpack', 'ACC', ['North Carolina State', 'North Carolina St', 'N.C. State']),
  fbs('UNC', 'North Carolina', 'Tar Heels', 'ACC', []),
  fbs('PITT', 'Pittsburgh', 'Panthers', 'ACC', ['Pitt']),
  fbs('SMU', 'SMU', 'Mustangs', 'ACC', ['Southern Methodist']),
  fbs('STAN', 'Stanford', 'Cardinal', 'ACC', []),
  fbs('SYR', 'Syracuse', 'Orange', 'ACC', ['CUSE']),
  fbs('UVA', 'Virginia', 'Cavaliers', 'ACC', ['VA']),
  fbs('VT', 'Virginia Tech', 'Hokies', 'ACC', []),
  fbs('WAKE', 'Wake Forest', 'Demon Deacons', 'ACC', ['WF']),

  // American (14)
  fbs('ARMY', 'Army', 'Black Knights', 'American', ['Army West Point']),
  fbs('CLT', 'Charlotte', '49ers', 'American', ['UNC Charlotte']),
  fbs('ECU', 'East Carolina', 'Pirates', 'American', []),
  fbs('FAU', 'Florida Atlantic', 'Owls', 'American', []),
  fbs('MEM', 'Memphis', 'Tigers', 'American', []),
  fbs('NAVY', 'Navy', 'Midshipmen', 'American', []),
  fbs('UNT', 'North Texas', 'Mean Green', 'American', []),
  fbs('RICE', 'Rice', 'Owls', 'American', []),
  fbs('USF', 'South Florida', 'Bulls', 'American', []),
  fbs('TEM', 'Temple', 'Owls', 'American', []),
  fbs('TULN', 'Tulane', 'Green Wave', 'American', []),
  fbs('TLSA', 'Tulsa', 'Golden Hurricane', 'American', ['TULSA']),
  fbs('UAB', 'UAB', 'Blazers', 'American', ['Alabama-Birmingham', 'Alabama Birmingham']),
  fbs('UTSA', 'UTSA', 'Roadrunners', 'American', ['Texas-San Antonio', 'UT San Antonio']),

  // Mountain West (12)
  fbs('AF', 'Air Force', 'Falcons', 'Mountain West', ['AFA']),
  fbs('BOIS', 'Boise State', 'Broncos', 'Mountain West', ['Boise St', 'Boise St.']),
  fbs('CSU', 'Colorado State', 'Rams', 'Mountain West', ['Colorado St', 'Colorado St.']),
  fbs('FRES', 'Fresno State', 'Bulldogs', 'Mountain West', ['Fresno St', 'Fresno St.']),
  fbs('HAW', "Hawai'i", 'Rainbow Warriors', 'Mountain West', ['Hawaii', 'Hawai\u2018i', 'Hawai\u2019i']),
  fbs('NEV', 'Nevada', 'Wolf Pack', 'Mountain West', []),
  fbs('UNM', 'New Mexico', 'Lobos', 'Mountain West', []),
  fbs('SDSU', 'San Diego State', 'Aztecs', 'Mountain West', ['San Diego St', 'San Diego St.']),
  fbs('SJSU', 'San José State', 'Spartans', 'Mountain West', ['San Jose State', 'San Jose St', 'San Jose St.', 'San José St', 'San José St.']),
  fbs('UNLV', 'UNLV', 'Rebels', 'Mountain West', ['Nevada-Las Vegas']),
  fbs('USU', 'Utah State', 'Aggies', 'Mountain West', ['Utah St', 'Utah St.']),
  fbs('WYO', 'Wyoming', 'Cowboys', 'Mountain West', []),

  // Sun Belt (14)
  fbs('APP', 'App State', 'Mountaineers', 'Sun Belt', ['Appalachian State', 'Appalachian St', 'Appalachian St.', 'App St']),
  fbs('ARST', 'Arkansas State', 'Red Wolves', 'Sun Belt', ['Arkansas St', 'Arkansas St.']),
  fbs('CCU', 'Coastal Carolina', 'Chanticleers', 'Sun Belt', ['Coastal']),
  fbs('GASO', 'Georgia Southern', 'Eagles', 'Sun Belt', ['GA Southern', 'Ga. Southern']),
  fbs('GAST', 'Georgia State', 'Panthers', 'Sun Belt', ['Georgia St', 'Georgia St.']),
  fbs('JMU', 'James Madison', 'Dukes', 'Sun Belt', []),
  fbs('UL', 'Louisiana', "Ragin' Cajuns", 'Sun Belt', ['ULL', 'UL Lafayette', 'Louisiana-Lafayette', 'Louisiana Lafayette']),
  fbs('MRSH', 'Marshall', 'Thundering Herd', 'Sun Belt', ['MARSH']),
  fbs('ODU', 'Old Dominion', 'Monarchs', 'Sun Belt', []),
  fbs('USA', 'South Alabama', 'Jaguars', 'Sun Belt', ['SALA', 'S Alabama']),
  fbs('USM', 'Southern Miss', 'Golden Eagles', 'Sun Belt', ['Southern Mississippi', 'SOMISS']),
  fbs('TXST', 'Texas State', 'Bobcats', 'Sun Belt', ['Texas St', 'Texas St.']),
  fbs('TROY', 'Troy', 'Trojans', 'Sun Belt', []),
  fbs('ULM', 'UL Monroe', 'Warhawks', 'Sun Belt', ['Louisiana-Monroe', 'Louisiana Monroe', 'La.-Monroe']),

  // MAC (13)
  fbs('AKR', 'Akron', 'Zips', 'MAC', []),
  fbs('BALL', 'Ball State', 'Cardinals', 'MAC', ['Ball St', 'Ball St.']),
  fbs('BGSU', 'Bowling Green', 'Falcons', 'MAC', ['Bowling Green State', 'BG']),
  fbs('BUF', 'Buffalo', 'Bulls', 'MAC', ['UB']),
  fbs('CMU', 'Central Michigan', 'Chippewas', 'MAC', ['C Michigan', 'Central Mich.']),
  fbs('EMU', 'Eastern Michigan', 'Eagles', 'MAC', ['E Michigan', 'Eastern Mich.']),
  fbs('KENT', 'Kent State', 'Golden Flashes', 'MAC', ['Kent St', 'Kent St.', 'Kent']),
  fbs('MASS', 'Massachusetts', 'Minutemen', 'MAC', ['UMass']),
  fbs('M-OH', 'Miami (OH)', 'RedHawks', 'MAC', ['MOH', 'Miami OH', 'Miami Ohio', 'Miami (Ohio)', 'Miami University']),
  fbs('NIU', 'Northern Illinois', 'Huskies', 'MAC', ['N Illinois', 'Northern Ill.']),
  fbs('OHIO', 'Ohio', 'Bobcats', 'MAC', ['Ohio U', 'Ohio University']),
  fbs('TOL', 'Toledo', 'Rockets', 'MAC', []),
  fbs('WMU', 'Western Michigan', 'Broncos', 'MAC', ['W Michigan', 'Western Mich.']),

  // Conference USA (12)
  fbs('DEL', 'Delaware', 'Blue Hens', 'Conference USA', []),
  fbs('FIU', 'Florida International', 'Panthers', 'Conference USA', ['Florida Intl', 'Florida Int\'l']),
  fbs('JXST', 'Jacksonville State', 'Gamecocks', 'Conference USA', ['JVST', 'Jax State', 'Jacksonville St', 'Jacksonville St.']),
  fbs('KENN', 'Kennesaw State', 'Owls', 'Conference USA', ['KSW', 'Kennesaw', 'Kennesaw St', 'Kennesaw St.']),
  fbs('LIB', 'Liberty', 'Flames', 'Conference USA', []),
  fbs('LT', 'Louisiana Tech', 'Bulldogs', 'Conference USA', ['LATECH', 'La. Tech', 'LA Tech']),
  fbs('MTSU', 'Middle Tennessee', 'Blue Raiders', 'Conference USA', ['MTU', 'Middle Tennessee State', 'Middle Tenn.']),
  fbs('MOST', 'Missouri State', 'Bears', 'Conference USA', ['MOSU', 'Missouri St', 'Missouri St.']),
  fbs('NMSU', 'New Mexico State', 'Aggies', 'Conference USA', ['New Mexico St', 'New Mexico St.']),
  fbs('SHSU', 'Sam Houston', 'Bearkats', 'Conference USA', ['SHU', 'Sam Houston State', 'Sam Houston St']),
  fbs('UTEP', 'UTEP', 'Miners', 'Conference USA', ['Texas-El Paso', 'UT El Paso']),
  fbs('WKU', 'Western Kentucky', 'Hilltoppers', 'Conference USA', ['Western KY', 'W Kentucky']),

  // Pac-12 (2)
  fbs('ORST', 'Oregon State', 'Beavers', 'Pac-12', ['Oregon St', 'Oregon St.']),
  fbs('WSU', 'Washington State', 'Cougars', 'Pac-12', ['WASHST', 'Washington St', 'Washington St.', 'Wash St', 'Wazzu']),

  // FBS Independents (2)
  fbs('ND', 'Notre Dame', 'Fighting Irish', 'FBS Independents', []),
  fbs('CONN', 'UConn', 'Huskies', 'FBS Independents', ['Connecticut']),
];
