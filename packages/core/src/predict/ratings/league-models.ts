/**
 * Each league's fitted model (ADR 051): the rating parameters, the blend weight with the closing line, the
 * closing spread's own normal scale and the totals' scale. The NFL's were tuned on 2005-2014 (ADR 017), the
 * college's on 2013-2018 of `ncaa-games-lines.csv`; neither looked at its reported seasons.
 */
import { DEFAULT_CLOSING_LINE_WEIGHT, DEFAULT_RATING_PARAMS, type RatingParams } from './rating-model.ts';

export interface LeagueModel {
  params: Readonly<RatingParams>;
  closingLineWeight: number;
  /** P(home) of the closing spread alone = Φ(spread / closingLineScale). */
  closingLineScale: number;
  /** P(over) = 1 − Φ((line − total) / totalScale). */
  totalScale: number;
}

/**
 * NFL: ADR 017's parameters, plus the quarterback (a starter who is not the team's regular one of its last
 * 16 starts costs 2 points, and up to 2 more when he has fewer than 8 career starts) and the wind (0.3 points
 * of total per mph above 10), chosen on 2005-2014 under ADR 051's rule. ADR 064's rule (2005-2014 again) kept
 * the home edge fixed and let the total learn at half the margin's rate, with 0.2 points per mph of wind.
 */
export const NFL_RATING_PARAMS: Readonly<RatingParams> = Object.freeze({
  ...DEFAULT_RATING_PARAMS,
  qbChangePoints: 2,
  qbInexperiencePoints: 2,
  qbWindow: 16,
  qbExperienceStarts: 8,
  windPerMph: 0.2,
  windFloor: 10,
  totalKRatio: 0.5,
});

export const NFL_MODEL: Readonly<LeagueModel> = Object.freeze({
  params: NFL_RATING_PARAMS,
  closingLineWeight: DEFAULT_CLOSING_LINE_WEIGHT,
  closingLineScale: DEFAULT_RATING_PARAMS.marginScale,
  totalScale: 30,
});

/**
 * College: wider margins (scale 14, cap 42), a home edge of 2.5, more regression between seasons (0.4 of a
 * rating kept toward the conference, 0.75 of it to the conference's mean), FCS teams 35 points below an even
 * FBS team when first seen. Chosen by 2014-2018 Brier (2013 warms up) under ADR 051's rule.
 */
export const NCAA_RATING_PARAMS: Readonly<RatingParams> = Object.freeze({
  ...DEFAULT_RATING_PARAMS,
  k: 0.35,
  homeAdvantage: 2.5,
  seasonRegression: 0.4,
  resultWeight: 0.3,
  marginScale: 14,
  marginCap: 42,
  lowerDivisionPoints: 35,
  conferencePull: 0.75,
});

export const NCAA_MODEL: Readonly<LeagueModel> = Object.freeze({
  params: NCAA_RATING_PARAMS,
  closingLineWeight: 0.9,
  closingLineScale: 14,
  totalScale: 200,
});

export function leagueModel(league: 'NFL' | 'NCAA'): Readonly<LeagueModel> {
  return league === 'NCAA' ? NCAA_MODEL : NFL_MODEL;
}
