import { nflverseNumber, readNflverseCsv } from '@playbook/core';
import { nflTeamByCode } from '../nfl-teams.ts';
import type { BoxScoreRecord, GameRecord } from '../records.ts';

export const TEAM_WEEK_REQUIRED_COLUMNS: readonly string[] = [
  'season', 'week', 'team', 'attempts', 'carries', 'sacks_suffered', 'sack_yards_lost', 'passing_yards', 'rushing_yards',
  'passing_interceptions', 'sack_fumbles_lost', 'rushing_fumbles_lost', 'receiving_fumbles_lost', 'penalties', 'fg_made',
  'passing_epa', 'rushing_epa',
];

export interface NflverseBoxScores {
  boxScores: BoxScoreRecord[];
  /** Team codes no NFL team answers to, each once. */
  unresolved: string[];
  /** Rows naming no finished game of that season, week and team among the games given ('2025 week 3 PHI'). */
  unmatched: string[];
}

export type TeamWeekRow = Record<string, string>;

/** The rows of a team-week CSV; throws NflverseColumnsError when a column the box scores need is absent. */
export function readTeamWeekRows(csv: string): TeamWeekRow[] {
  return readNflverseCsv(csv, TEAM_WEEK_REQUIRED_COLUMNS);
}

/** The seasons the rows cover, each once. */
export function teamWeekSeasons(rows: readonly TeamWeekRow[]): number[] {
  return [...new Set(rows.flatMap((row) => {
    const season = nflverseNumber(row.season);
    return season === null ? [] : [season];
  }))];
}

/** Team-week rows are joined to games on season, week and the team playing in the game. */
const gameKey = (season: number, week: number | null, teamId: string): string => `${season}:${week ?? ''}:${teamId}`;

function gamesByTeamWeek(games: readonly GameRecord[]): Map<string, GameRecord> {
  const index = new Map<string, GameRecord>();
  for (const game of games) {
    if (game.status !== 'finished') continue;
    index.set(gameKey(game.season, game.week, game.homeTeamId), game);
    index.set(gameKey(game.season, game.week, game.awayTeamId), game);
  }
  return index;
}

const count = (row: TeamWeekRow, column: string): number => Math.round(nflverseNumber(row[column]) ?? 0);

/** (passing + rushing EPA) per play; null when the file gives neither (an empty week). */
function epaPerPlay(row: TeamWeekRow, plays: number): number | null {
  const passing = nflverseNumber(row.passing_epa);
  const rushing = nflverseNumber(row.rushing_epa);
  if (passing === null && rushing === null) return null;
  return ((passing ?? 0) + (rushing ?? 0)) / plays;
}

/**
 * One BoxScoreRecord per row (of an nflverse `stats_team_week_<season>.csv`) that names a finished game of
 * `games`. Points come from the game's score (the file has none). Plays are pass attempts + carries + sacks;
 * yards are net: passing_yards is gross (the 2024 Super Bowl rows give KC 257 + 49 − 31 = 275, the official
 * total), so sack yards are taken off. Turnovers are interceptions plus fumbles lost on sacks, runs and
 * catches. The file has no third downs, red zone trips, possession time, success rate or half-time score:
 * those are null, and season stats leave them out rather than show zeros.
 */
export function nflverseBoxScores(rows: readonly TeamWeekRow[], games: readonly GameRecord[]): NflverseBoxScores {
  const index = gamesByTeamWeek(games);
  const unresolved = new Set<string>();
  const unmatched: string[] = [];
  const boxScores: BoxScoreRecord[] = [];
  for (const row of rows) {
    const code = row.team?.trim() ?? '';
    const team = nflTeamByCode(code);
    if (!team) {
      unresolved.add(code);
      continue;
    }
    const season = nflverseNumber(row.season);
    const week = nflverseNumber(row.week);
    const game = season === null ? undefined : index.get(gameKey(season, week, team.sourceId));
    const points = game?.homeTeamId === team.sourceId ? game.homeScore : game?.awayScore;
    const plays = count(row, 'attempts') + count(row, 'carries') + count(row, 'sacks_suffered');
    if (!game || points === null || points === undefined || plays <= 0) {
      unmatched.push(`${row.season ?? '?'} week ${row.week ?? '?'} ${code}`);
      continue;
    }
    boxScores.push({
      gameId: game.sourceId,
      teamId: team.sourceId,
      points,
      firstHalfPoints: null,
      plays,
      yards: count(row, 'passing_yards') + count(row, 'rushing_yards') - Math.abs(count(row, 'sack_yards_lost')),
      thirdDownAttempts: null,
      thirdDownConversions: null,
      redZoneTrips: null,
      redZoneScores: null,
      turnovers:
        count(row, 'passing_interceptions') + count(row, 'sack_fumbles_lost') + count(row, 'rushing_fumbles_lost') + count(row, 'receiving_fumbles_lost'),
      penalties: count(row, 'penalties'),
      fieldGoalsMade: count(row, 'fg_made'),
      possessionSeconds: null,
      epaPerPlay: epaPerPlay(row, plays),
      successRate: null,
    });
  }
  return { boxScores, unresolved: [...unresolved], unmatched };
}
