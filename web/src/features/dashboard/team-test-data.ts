import type { TeamStatsRecord } from '@playbook/contracts';
import { teamRecord } from '@/test/sports-fixtures';

/** Three NFL teams in rank order: Seattle leads, Buffalo (lower-case on purpose) lacks two nullable metrics. */
export const NFL_TEAMS: TeamStatsRecord[] = [
  teamRecord('Seattle Seahawks', 1, {
    id: 1,
    thirdDownPct: 40,
    pointsPerGame: 28.5,
    atsWinPct: null,
    turnoversPerGame: 0.8,
    yardsPerPlay: 6.3,
    penaltiesPerGame: 4.9,
    fieldGoalsPerGame: 1.6,
    opponentPointsPerGame: 18,
    opponentRedZoneScoresPerGame: 1.8,
    opponentRedZoneScoringPct: 42.3,
    strengthOfSchedule: 0.55,
    pointsPerPlayMargin: 0.19,
    timeOfPossession: 31.776,
    secondsPerPlay: 26.5,
    combinedScore: 64.94,
  }),
  teamRecord('buffalo Bills', 2, {
    id: 2,
    timeOfPossession: 29,
    secondsPerPlay: 29,
    pointsPerGame: 24.9,
    atsWinPct: 60,
    redZoneScoringPct: null,
    pointsPerPlayMargin: -0.05,
    combinedScore: 50,
  }),
  teamRecord('Arizona Cardinals', 3, { id: 3, pointsPerGame: 30, atsWinPct: 45, combinedScore: 30 }),
];

/** Two NCAA teams: a favourite at -150 and an underdog at +130. */
export const NCAA_TEAMS: TeamStatsRecord[] = [
  teamRecord('Alabama Crimson Tide', 1, { id: 40, league: 'NCAA', opponentRedZoneScoringPct: null, moneylineOdds: -150, impliedWinProb: 0.6, isFavored: 1 }),
  teamRecord('Akron Zips', 2, { id: 41, league: 'NCAA', opponentRedZoneScoringPct: null, moneylineOdds: 130, impliedWinProb: 0.43, combinedScore: 20 }),
  teamRecord('Army Black Knights', 3, { id: 42, league: 'NCAA', opponentRedZoneScoringPct: null, moneylineOdds: null, impliedWinProb: null, combinedScore: 10 }),
];
