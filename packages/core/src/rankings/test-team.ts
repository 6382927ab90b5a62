import type { TeamStats } from './team-stats.ts';

/** A league-average NFL team for tests; override what the test is about. */
export function testTeam(overrides: Partial<TeamStats> = {}): TeamStats {
  return {
    id: 1,
    teamName: 'Test Team',
    league: 'NFL',
    rank: 1,
    thirdDownPct: 40,
    atsWinPct: 50,
    pointsPerGame: 22.5,
    redZoneScoringPct: 55,
    turnoversPerGame: 1.3,
    yardsPerPlay: 5.4,
    penaltiesPerGame: 6,
    fieldGoalsPerGame: 1.6,
    opponentPointsPerGame: 22.5,
    opponentRedZoneScoresPerGame: 3,
    opponentRedZoneScoringPct: 55,
    strengthOfSchedule: 0.5,
    pointsPerPlayMargin: 0,
    timeOfPossession: 30,
    secondsPerPlay: 27.5,
    moneylineOdds: null,
    impliedWinProb: null,
    isFavored: 0,
    favoredScore: 50,
    combinedScore: 0,
    ...overrides,
  };
}
