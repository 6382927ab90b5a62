import type { League } from '../rankings/team-stats.ts';

/** One team's box score in one finished game (mirrors the server's BoxScoreRecord fields; null: not reported). */
export interface SeasonBoxScore {
  readonly points: number;
  readonly firstHalfPoints: number | null;
  readonly plays: number;
  readonly yards: number;
  readonly thirdDownAttempts: number | null;
  readonly thirdDownConversions: number | null;
  readonly redZoneTrips: number | null;
  readonly redZoneScores: number | null;
  readonly turnovers: number;
  readonly penalties: number;
  readonly fieldGoalsMade: number;
  readonly possessionSeconds: number | null;
  /** Expected points added per offensive play. */
  readonly epaPerPlay: number | null;
  /** Share of successful offensive plays, 0-1. */
  readonly successRate: number | null;
}

/** Box-score counts some sources do not report (null in their box scores): summed over the games that report them. */
export const UNREPORTED_COUNT_FIELDS = [
  'firstHalfPoints',
  'thirdDownAttempts',
  'thirdDownConversions',
  'redZoneTrips',
  'redZoneScores',
  'possessionSeconds',
] as const satisfies readonly (keyof SeasonBoxScore)[];

/** Per-play rates some sources do not report: averaged per play over the games that report them. */
export const UNREPORTED_RATE_FIELDS = ['epaPerPlay', 'successRate'] as const satisfies readonly (keyof SeasonBoxScore)[];

/** Every box-score field a source may leave null: the one list the server's merge of two sources fills in. */
export const NULLABLE_BOX_SCORE_FIELDS = [...UNREPORTED_COUNT_FIELDS, ...UNREPORTED_RATE_FIELDS] as const;

/** A game's main-market prices: closing for finished games, current for upcoming ones. */
export interface SeasonGameLines {
  /** The home team's own spread line ("PHI -8.5" at home is -8.5); null when no spread was posted. */
  readonly homeSpread: number | null;
  readonly homeMoneyline: number | null;
  readonly awayMoneyline: number | null;
}

export interface SeasonGame {
  readonly week: number;
  readonly homeTeamId: number;
  readonly awayTeamId: number;
  readonly status: 'scheduled' | 'live' | 'finished';
  /** Both box scores of a finished game; a game counts towards stats only when both are present. */
  readonly home: SeasonBoxScore | null;
  readonly away: SeasonBoxScore | null;
  readonly lines: SeasonGameLines | null;
}

export interface SeasonTeam {
  readonly id: number;
  readonly teamName: string;
}

export interface SeasonInput {
  readonly league: League;
  readonly teams: readonly SeasonTeam[];
  readonly games: readonly SeasonGame[];
}

/** A game that counts towards season statistics: finished, with both box scores. */
export interface CountedGame extends SeasonGame {
  readonly home: SeasonBoxScore;
  readonly away: SeasonBoxScore;
}

export function isCountedGame(game: SeasonGame): game is CountedGame {
  return game.status === 'finished' && game.home !== null && game.away !== null;
}

/** The counted games of weeks up to and including `week`. */
export function countedGamesThrough(games: readonly SeasonGame[], week: number): CountedGame[] {
  return games.filter((game): game is CountedGame => game.week <= week && isCountedGame(game));
}
