import type { SeasonBoxScore, SeasonGame, SeasonGameLines, SeasonInput } from './season-input.ts';

/** An ordinary box score for tests; override what the test is about. */
export function testBox(overrides: Partial<SeasonBoxScore> = {}): SeasonBoxScore {
  return {
    points: 20,
    firstHalfPoints: 10,
    plays: 60,
    yards: 330,
    thirdDownAttempts: 12,
    thirdDownConversions: 5,
    redZoneTrips: 3,
    redZoneScores: 2,
    turnovers: 1,
    penalties: 6,
    fieldGoalsMade: 1,
    possessionSeconds: 1800,
    epaPerPlay: 0,
    successRate: 0.45,
    ...overrides,
  };
}

function game(
  week: number,
  homeTeamId: number,
  awayTeamId: number,
  home: SeasonBoxScore | null,
  away: SeasonBoxScore | null,
  lines: SeasonGameLines | null,
): SeasonGame {
  return { week, homeTeamId, awayTeamId, status: home === null ? 'scheduled' : 'finished', home, away, lines };
}

/**
 * A four-team season small enough to check by hand: weeks 1 and 2 finished, week 3 scheduled.
 *   W1: 1 beats 2 24-17 (1 -3, -150/+130: 1 covers); 4 beats 3 31-10 at 3 (3 +7, +250/-300: 4 covers).
 *   W2: 2 beats 3 27-24 (2 -3, -160/+140: push); 4 and 1 tie 17-17 at 4 (no lines).
 *   W3: 3 at 1 (1 -6.5, -250/+210); 4 at 2 (no lines).
 */
export function testSeason(league: 'NFL' | 'NCAA' = 'NFL'): SeasonInput {
  return {
    league,
    teams: [
      { id: 1, teamName: 'One' },
      { id: 2, teamName: 'Two' },
      { id: 3, teamName: 'Three' },
      { id: 4, teamName: 'Four' },
    ],
    games: [
      game(
        1,
        1,
        2,
        testBox({
          points: 24, firstHalfPoints: 14, plays: 60, yards: 360, thirdDownAttempts: 12,
          thirdDownConversions: 6, redZoneTrips: 4, redZoneScores: 3, turnovers: 1, penalties: 5,
          fieldGoalsMade: 1, possessionSeconds: 1920, epaPerPlay: 0.2, successRate: 0.5,
        }),
        testBox({
          points: 17, firstHalfPoints: 7, plays: 65, yards: 325, thirdDownAttempts: 13,
          thirdDownConversions: 4, redZoneTrips: 3, redZoneScores: 2, turnovers: 2, penalties: 7,
          fieldGoalsMade: 1, possessionSeconds: 1680, epaPerPlay: -0.1, successRate: 0.4,
        }),
        { homeSpread: -3, homeMoneyline: -150, awayMoneyline: 130 },
      ),
      game(1, 3, 4, testBox({ points: 10 }), testBox({ points: 31 }), { homeSpread: 7, homeMoneyline: 250, awayMoneyline: -300 }),
      game(2, 2, 3, testBox({ points: 27 }), testBox({ points: 24 }), { homeSpread: -3, homeMoneyline: -160, awayMoneyline: 140 }),
      game(
        2,
        4,
        1,
        testBox({
          points: 17, firstHalfPoints: 10, plays: 70, yards: 350, thirdDownAttempts: 14,
          thirdDownConversions: 7, redZoneTrips: 2, redZoneScores: 2, turnovers: 0, penalties: 8,
          fieldGoalsMade: 0, possessionSeconds: 1860, epaPerPlay: 0.05, successRate: 0.46,
        }),
        testBox({
          points: 17, firstHalfPoints: 3, plays: 40, yards: 240, thirdDownAttempts: 8,
          thirdDownConversions: 2, redZoneTrips: 0, redZoneScores: 0, turnovers: 3, penalties: 3,
          fieldGoalsMade: 2, possessionSeconds: 1740, epaPerPlay: -0.2, successRate: 0.3,
        }),
        null,
      ),
      game(3, 1, 3, null, null, { homeSpread: -6.5, homeMoneyline: -250, awayMoneyline: 210 }),
      game(3, 2, 4, null, null, null),
    ],
  };
}
