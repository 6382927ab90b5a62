/** The leagues whose teams are ranked and predicted (MLB appears only in the game hub). */
export type League = 'NFL' | 'NCAA';

/**
 * One team's season statistics as docs/product/dashboard.md names them. Percentages are 0-100, time of possession is
 * fractional minutes, impliedWinProb a fraction. Nullable fields are null when the source has no value.
 */
export interface TeamStats {
  id: number;
  teamName: string;
  league: League;
  rank: number;
  thirdDownPct: number | null;
  atsWinPct: number | null;
  pointsPerGame: number;
  redZoneScoringPct: number | null;
  turnoversPerGame: number;
  yardsPerPlay: number;
  penaltiesPerGame: number;
  fieldGoalsPerGame: number;
  opponentPointsPerGame: number;
  opponentRedZoneScoresPerGame: number | null;
  /** NFL only. */
  opponentRedZoneScoringPct: number | null;
  strengthOfSchedule: number;
  pointsPerPlayMargin: number;
  timeOfPossession: number | null;
  secondsPerPlay: number | null;
  /** NCAA only: the team's moneyline in its next game. */
  moneylineOdds: number | null;
  impliedWinProb: number | null;
  /** 1 when favoured in its next game, else 0. */
  isFavored: number;
  favoredScore: number;
  combinedScore: number;
}
