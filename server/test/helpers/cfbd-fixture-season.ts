import type { z } from 'zod';
import type { CfbdGame, CfbdGameAdvanced, cfbdGameLinesSchema, CfbdGameTeams, CfbdSeasonAdvanced } from '../../src/providers/cfbd/cfbd-schema.ts';
import type { StubResponse } from './stub-source-server.ts';

/**
 * A local CollegeFootballData for the ESPN fixture season served as college football (`startEspnFixtureServer({
 * collegeToo: true })`): CFBD reuses ESPN's event and team ids, so its games attach to ESPN's by id. What it adds to
 * ESPN's rows: week 1's PHI-DAL (401001) is neutral-site, LAC-KC's (401002) third downs, which ESPN's summary
 * lacks, every week-1 box score's EPA per play and success rate, Bovada's lines of KC-PHI (401004) and the
 * Eagles' season EPA.
 */
const team = (id: number, name: string) => ({ id, name });
const PHI = team(21, 'Philadelphia Eagles');
const DAL = team(6, 'Dallas Cowboys');
const LAC = team(24, 'Los Angeles Chargers');
const KC = team(12, 'Kansas City Chiefs');
const HOU = team(34, 'Houston Texans');
const BUF = team(2, 'Buffalo Bills');
type Team = ReturnType<typeof team>;

function game(id: number, week: number, startDate: string, home: Team, away: Team, completed: boolean, neutralSite = false): CfbdGame {
  return { id, season: 2025, week, seasonType: 'regular', startDate, completed, neutralSite, homeId: home.id, homeTeam: home.name, awayId: away.id, awayTeam: away.name };
}

export const CFBD_FIXTURE_GAMES: CfbdGame[] = [
  game(401001, 1, '2025-09-05T00:20:00.000Z', PHI, DAL, true, true),
  game(401002, 1, '2025-09-06T00:00:00.000Z', LAC, KC, true),
  game(401003, 2, '2025-09-14T17:00:00.000Z', HOU, BUF, false),
  game(401004, 2, '2025-09-15T00:20:00.000Z', KC, PHI, false),
];

/** One side of a `/games/teams` entry: every stat the adapter needs, the points as ESPN has them. */
function side(of: Team, homeAway: 'home' | 'away', points: number, thirdDownEff: string) {
  const stats = { completionAttempts: '20-31', rushingAttempts: '28', totalYards: '350', turnovers: '1', totalPenaltiesYards: '6-50', thirdDownEff, possessionTime: '30:00', kickingPoints: '9' };
  return { teamId: of.id, team: of.name, homeAway, points, stats: Object.entries(stats).map(([category, stat]) => ({ category, stat })) };
}

const WEEK_ONE_BOX_SCORES: CfbdGameTeams[] = [
  { id: 401001, teams: [side(PHI, 'home', 24, '5-12'), side(DAL, 'away', 20, '4-11')] },
  { id: 401002, teams: [side(LAC, 'home', 27, '6-13'), side(KC, 'away', 21, '3-10')] },
];

function advancedOf(gameId: number, of: Team, opponent: Team, ppa: number, successRate: number): CfbdGameAdvanced {
  return { gameId, season: 2025, week: 1, team: of.name, opponent: opponent.name, offense: { ppa, successRate }, defense: {} };
}

const GAME_ADVANCED: CfbdGameAdvanced[] = [
  advancedOf(401001, PHI, DAL, 0.141, 0.47),
  advancedOf(401001, DAL, PHI, -0.052, 0.41),
  advancedOf(401002, LAC, KC, 0.093, 0.44),
  advancedOf(401002, KC, LAC, 0.017, 0.43),
];

/** As CFBD sends them (each game's provider lines a plain list). */
const LINES: z.input<typeof cfbdGameLinesSchema>[] = [
  {
    id: 401004,
    season: 2025,
    seasonType: 'regular',
    week: 2,
    startDate: '2025-09-15T00:20:00.000Z',
    homeTeamId: KC.id,
    homeTeam: KC.name,
    awayTeamId: PHI.id,
    awayTeam: PHI.name,
    lines: [{ provider: 'Bovada', spread: -2.5, formattedSpread: 'Kansas City Chiefs -2.5', overUnder: 47.5, homeMoneyline: -135, awayMoneyline: 115 }],
  },
];

const SEASON_ADVANCED: CfbdSeasonAdvanced[] = [{ season: 2025, team: PHI.name, offense: { ppa: 0.128, successRate: 0.462 }, defense: { ppa: -0.031 } }];

/** CFBD's answer to a request, by path (the week's box scores for `/games/teams`); 404 for anything else. */
export function cfbdFixtureAnswer(url: URL): StubResponse {
  switch (url.pathname) {
    case '/games':
      return { body: CFBD_FIXTURE_GAMES };
    case '/lines':
      return { body: LINES };
    case '/ppa/teams':
      return { body: [] };
    case '/stats/season/advanced':
      return { body: SEASON_ADVANCED };
    case '/stats/game/advanced':
      return { body: GAME_ADVANCED };
    case '/games/teams':
      return { body: url.searchParams.get('week') === '1' ? WEEK_ONE_BOX_SCORES : [] };
    default:
      return { status: 404, body: { message: 'unknown' } };
  }
}
