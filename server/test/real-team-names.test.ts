import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedLeagueOf } from '../src/features/sports/refresh/stored-league-records.ts';
import { storedTeamResolver } from '../src/providers/stored-match.ts';
import { createRealPayloadApp, realPayload, type RealPayloadApp } from './helpers/real-payload-app.ts';

/**
 * Every team name of the real payloads (test/fixtures/real/SOURCES.md) resolves to its team,
 * after loading files that name only a few teams: the NFL's 32 and the FBS teams are always known.
 */
interface EspnTeam {
  id: string;
  displayName: string;
  shortDisplayName: string;
  abbreviation: string;
  location: string;
  name: string;
}
interface NflReference {
  team_abbr: string;
  city: string;
  mascot: string;
  full_name: string;
  espn_api_id: number;
}
interface CfbdTeam {
  id: number;
  school: string;
  mascot: string;
  abbreviation: string;
  alternateNames: string[] | null;
}

let t: RealPayloadApp;
beforeAll(async () => {
  t = await createRealPayloadApp(new Date('2026-01-14T12:00:00Z'));
});
afterAll(() => t.close());

/** Each name → the stored team's source id it resolves to ('none' when it resolves to nothing). */
async function resolvedIds(league: 'NFL' | 'NCAA', names: readonly string[]): Promise<Record<string, string>> {
  const resolve = storedTeamResolver((await storedLeagueOf(t.app.db, league)).teams);
  return Object.fromEntries(names.map((name) => [name, resolve(name)?.sourceId ?? 'none']));
}

describe('NFL names from ESPN, The Odds API and nflverse after a wild-card file of 12 teams', () => {
  it('stores all 32 teams and resolves every spelling to the right one', async () => {
    const { unresolved } = await t.load('espn', 'NFL', realPayload('espn-nfl-2025-wildcard-final.json'));
    expect(unresolved).toEqual([]);
    expect((await storedLeagueOf(t.app.db, 'NFL')).teams).toHaveLength(32);

    const espnTeams = realPayload<EspnTeam[]>('espn-nfl-team-spellings.json');
    const reference = realPayload<NflReference[]>('nfl-teams-espn-ids.json');
    const expected: Record<string, string> = {};
    for (const team of espnTeams) {
      // Location alone names two teams in New York and in Los Angeles: it must then name neither.
      const sharedLocation = espnTeams.filter((other) => other.location === team.location).length > 1;
      for (const name of [team.displayName, team.shortDisplayName, team.abbreviation, team.name]) expected[name] = team.id;
      if (!sharedLocation) expected[team.location] = team.id;
    }
    for (const team of reference) {
      expected[team.full_name] = String(team.espn_api_id);
      expected[team.team_abbr] = String(team.espn_api_id);
    }
    const byFullName = new Map(reference.map((team) => [team.full_name, String(team.espn_api_id)]));
    for (const name of realPayload<{ nfl: string[] }>('odds-api-team-names.json').nfl) expected[name] = byFullName.get(name) ?? 'unknown';
    // nflverse codes, including the relocated franchises' (OAK, SD, STL) and LA / WAS.
    const byAbbreviation = new Map(espnTeams.map((team) => [team.abbreviation, team.id]));
    const NFLVERSE_TO_ESPN: Record<string, string> = { LA: 'LAR', WAS: 'WSH', OAK: 'LV', SD: 'LAC', STL: 'LAR' };
    for (const code of Object.keys(realPayload<Record<string, number[]>>('nflverse-team-codes.json'))) {
      expected[code] = byAbbreviation.get(NFLVERSE_TO_ESPN[code] ?? code) ?? 'unknown';
    }
    expect(await resolvedIds('NFL', Object.keys(expected))).toEqual(expected);
  });
});

describe('college names from ESPN, The Odds API and CollegeFootballData after a file of two games', () => {
  it('knows all 136 FBS teams; CFBD "North Carolina" is the Tar Heels, not North Carolina A&T', async () => {
    const { unresolved } = await t.load('espn', 'NCAA', realPayload('espn-cfb-core-odds-2026-wk1-two-games.json'));
    expect(unresolved).toEqual([]);
    const cfbd = realPayload<CfbdTeam[]>('cfbd-teams-fbs-names.json');
    const fbsIds = new Set(cfbd.map((team) => String(team.id)));

    const bySchool = Object.fromEntries(cfbd.map((team) => [team.school, String(team.id)]));
    expect(await resolvedIds('NCAA', Object.keys(bySchool))).toEqual(bySchool);
    expect((await resolvedIds('NCAA', ['North Carolina', 'North Carolina A&T Aggies']))).toEqual({ 'North Carolina': '153', 'North Carolina A&T Aggies': '2448' });

    const schoolsOfLines = realPayload<string[]>('cfbd-fbs-schools-2025-lines.json');
    expect(Object.values(await resolvedIds('NCAA', schoolsOfLines)).filter((id) => !fbsIds.has(id))).toEqual([]);

    // ESPN display names (ESPN's ids are CFBD's): every FBS team's resolves to its own id.
    const espnNames = Object.entries(realPayload<Record<string, string>>('espn-cfb-team-names-2026-wk1.json')).filter(([id]) => fbsIds.has(id));
    expect(await resolvedIds('NCAA', espnNames.map(([, name]) => name))).toEqual(Object.fromEntries(espnNames.map(([id, name]) => [name, id])));

    // The Odds API's full names (2023) are "<school or another CFBD name> <mascot>", accents and apostrophes aside.
    const plain = (name: string): string => name.normalize('NFD').replace(/[^A-Za-z0-9 ]/g, '').toLowerCase();
    const byFullName = new Map(cfbd.flatMap((team) => [team.school, ...(team.alternateNames ?? [])].map((school) => [plain(`${school} ${team.mascot}`), String(team.id)] as const)));
    const oddsApiNames = realPayload<{ ncaaf: string[] }>('odds-api-team-names.json').ncaaf;
    expect(await resolvedIds('NCAA', oddsApiNames)).toEqual(Object.fromEntries(oddsApiNames.map((name) => [name, byFullName.get(plain(name)) ?? 'unknown'])));
  });
});
