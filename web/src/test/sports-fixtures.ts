// Test-only builders for API records in their contract shapes, so component tests can serve a small league.
import type { HubGame, InjuryRecord, TeamStatsRecord } from '@playbook/contracts';

let nextId = 1;

export function teamRecord(teamName: string, rank: number, overrides: Partial<TeamStatsRecord> = {}): TeamStatsRecord {
  return {
    id: nextId++,
    teamName,
    league: 'NFL',
    rank,
    thirdDownPct: 40 - rank / 2,
    atsWinPct: 60 - rank,
    pointsPerGame: 28 - rank / 2,
    redZoneScoringPct: 60 - rank / 2,
    turnoversPerGame: 1 + rank / 20,
    yardsPerPlay: 6 - rank / 20,
    penaltiesPerGame: 5,
    fieldGoalsPerGame: 1.8,
    opponentPointsPerGame: 18 + rank / 2,
    opponentRedZoneScoresPerGame: 2 + rank / 20,
    opponentRedZoneScoringPct: 50 + rank / 2,
    strengthOfSchedule: 0.5,
    pointsPerPlayMargin: 0.1 - rank / 100,
    timeOfPossession: 31 - rank / 10,
    secondsPerPlay: 27,
    moneylineOdds: null,
    impliedWinProb: null,
    isFavored: 0,
    favoredScore: 50,
    combinedScore: 60 - rank,
    conference: null,
    abbreviation: teamName.slice(0, 3).toUpperCase(),
    ...overrides,
  };
}

export function injuryRecord(teamName: string, position: string, injuryStatus: string, playerName = `${position} ${teamName}`): InjuryRecord {
  return {
    id: nextId++,
    playerName,
    position,
    teamName,
    injuryType: 'Knee',
    injuryStatus,
    gameStatus: null,
    lastReported: '2026-11-20T12:00:00.000Z',
  };
}

export function hubGame(awayTeam: string, homeTeam: string, overrides: Partial<HubGame> = {}): HubGame {
  return {
    id: String(nextId++),
    awayTeam,
    homeTeam,
    league: 'NFL',
    status: 'scheduled',
    scheduledTime: '2026-11-29T18:00:00.000Z',
    period: null,
    timeRemaining: null,
    dateString: 'Sun, Nov 29',
    awayScore: null,
    homeScore: null,
    week: 12,
    odds: {
      bookmaker: 'DraftKings',
      lastUpdate: '2026-11-28T12:00:00.000Z',
      moneyline: { away: 150, home: -170 },
      spread: { points: -3.5, away: -110, home: -110 },
      total: { points: 47.5, over: -110, under: -110, overLine: 47.5, overOdds: -105, underOdds: -115 },
    },
    epa: null,
    ...overrides,
  };
}

export const freshness = { lastUpdated: '2026-11-23T12:00:00.000Z', source: 'demo' } as const;
