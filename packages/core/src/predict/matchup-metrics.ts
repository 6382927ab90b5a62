/** The 16 metrics of docs/product/matchup-predictor.md "Head-to-head matchup weights". */
export type MatchupMetricKey =
  | 'opponentPointsPerGame'
  | 'opponentRedZoneScoresPerGame'
  | 'opponentRedZoneScoringPct'
  | 'strengthOfSchedule'
  | 'pointsPerPlayMargin'
  | 'thirdDownPct'
  | 'timeOfPossession'
  | 'redZoneScoringPct'
  | 'atsWinPct'
  | 'favoredScore'
  | 'pointsPerGame'
  | 'secondsPerPlay'
  | 'yardsPerPlay'
  | 'fieldGoalsPerGame'
  | 'turnoversPerGame'
  | 'penaltiesPerGame';

/** Which value wins a comparison: the higher, the lower, or the one closest to the ideal pace. */
export type MetricDirection = 'higher' | 'lower' | 'closest';

export interface MatchupMetric {
  readonly key: MatchupMetricKey;
  /** The metric's name in the table of docs/product/matchup-predictor.md. */
  readonly label: string;
  readonly weight: number;
  readonly better: MetricDirection;
  /** Differences up to and including this are a tie. */
  readonly tieThreshold: number;
  /** What the better team does, for the reasoning: "{team} {edge} (a vs b)". */
  readonly edge: string;
}

/** docs/product/matchup-predictor.md: seconds per play closest to 26.5 is better. */
export const IDEAL_SECONDS_PER_PLAY = 26.5;
/** docs/product/matchup-predictor.md tie thresholds: 1 for percentages and ATS. */
export const PERCENT_TIE_THRESHOLD = 1;
/**
 * docs/product/matchup-predictor.md tie thresholds: 2 for strength of schedule and favored score. Note: on the 0-1 SOS scale the
 * highlights use (≥ 0.5), a threshold of 2 makes SOS a tie in practice; we keep the page's number.
 */
export const WIDE_TIE_THRESHOLD = 2;
/** docs/product/matchup-predictor.md tie thresholds: 0.1 for every other metric. */
export const DEFAULT_TIE_THRESHOLD = 0.1;
/** docs/product/matchup-predictor.md: a team with a value its opponent lacks gets 10% of the metric's weight. */
export const SINGLE_VALUE_CREDIT = 0.1;

/** docs/product/matchup-predictor.md, in its order (heaviest first). Lower is better for opponent metrics, turnovers, penalties. */
export const MATCHUP_METRICS: readonly MatchupMetric[] = [
  { key: 'opponentPointsPerGame', label: 'Opponent PPG', weight: 0.18, better: 'lower', tieThreshold: DEFAULT_TIE_THRESHOLD, edge: 'allows fewer points per game' },
  { key: 'opponentRedZoneScoresPerGame', label: 'Opponent red zone scores per game', weight: 0.18, better: 'lower', tieThreshold: DEFAULT_TIE_THRESHOLD, edge: 'allows fewer red zone scores per game' },
  { key: 'opponentRedZoneScoringPct', label: 'Opponent red zone %', weight: 0.16, better: 'lower', tieThreshold: PERCENT_TIE_THRESHOLD, edge: 'holds opponents to a lower red zone scoring rate' },
  { key: 'strengthOfSchedule', label: 'Strength of schedule', weight: 0.15, better: 'higher', tieThreshold: WIDE_TIE_THRESHOLD, edge: 'has faced a tougher schedule' },
  { key: 'pointsPerPlayMargin', label: 'Points per play margin', weight: 0.13, better: 'higher', tieThreshold: DEFAULT_TIE_THRESHOLD, edge: 'has the better points per play margin' },
  { key: 'thirdDownPct', label: '3rd down %', weight: 0.12, better: 'higher', tieThreshold: PERCENT_TIE_THRESHOLD, edge: 'converts more third downs' },
  { key: 'timeOfPossession', label: 'Time of possession', weight: 0.1, better: 'higher', tieThreshold: DEFAULT_TIE_THRESHOLD, edge: 'controls the ball longer' },
  { key: 'redZoneScoringPct', label: 'Red zone %', weight: 0.1, better: 'higher', tieThreshold: PERCENT_TIE_THRESHOLD, edge: 'scores more often in the red zone' },
  { key: 'atsWinPct', label: 'ATS %', weight: 0.1, better: 'higher', tieThreshold: PERCENT_TIE_THRESHOLD, edge: 'covers the spread more often' },
  { key: 'favoredScore', label: 'Favored score', weight: 0.1, better: 'higher', tieThreshold: WIDE_TIE_THRESHOLD, edge: 'has the higher favored score' },
  { key: 'pointsPerGame', label: 'PPG', weight: 0.08, better: 'higher', tieThreshold: DEFAULT_TIE_THRESHOLD, edge: 'scores more points per game' },
  { key: 'secondsPerPlay', label: 'Seconds per play', weight: 0.06, better: 'closest', tieThreshold: DEFAULT_TIE_THRESHOLD, edge: `plays closer to the ideal pace of ${IDEAL_SECONDS_PER_PLAY} seconds per play` },
  { key: 'yardsPerPlay', label: 'Yards per play', weight: 0.03, better: 'higher', tieThreshold: DEFAULT_TIE_THRESHOLD, edge: 'gains more yards per play' },
  { key: 'fieldGoalsPerGame', label: 'Field goals', weight: 0.01, better: 'higher', tieThreshold: DEFAULT_TIE_THRESHOLD, edge: 'kicks more field goals per game' },
  { key: 'turnoversPerGame', label: 'Turnovers', weight: 0.01, better: 'lower', tieThreshold: DEFAULT_TIE_THRESHOLD, edge: 'turns the ball over less' },
  { key: 'penaltiesPerGame', label: 'Penalties', weight: 0, better: 'lower', tieThreshold: DEFAULT_TIE_THRESHOLD, edge: 'commits fewer penalties' },
];
