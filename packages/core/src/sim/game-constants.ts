import type { League } from '../rankings/team-stats.ts';

/** docs/product/matchup-predictor.md "100-game matchup simulation": share of a team's expected points scored in each quarter. */
export const SIM_QUARTER_WEIGHTS = [0.2, 0.3, 0.2, 0.3] as const;

/** docs/product/matchup-predictor.md: the average points a team scores in a game, per league. */
export const SIM_LEAGUE_AVERAGE_POINTS: Readonly<Record<League, number>> = { NFL: 22.5, NCAA: 27.5 };

/** docs/product/matchup-predictor.md: a touchdown counts 7 here (extra point included), a safety 2 at 0.5% per drive. */
export const SIM_TOUCHDOWN_POINTS = 7;
export const SIM_SAFETY_POINTS = 2;
export const SIM_SAFETY_CHANCE = 0.005;

/** docs/product/matchup-predictor.md: momentum is clamped to -100..100 (positive favours team 1). */
export const SIM_MOMENTUM_MIN = -100;
export const SIM_MOMENTUM_MAX = 100;

// The constants below are the model's own (the product pages are silent); they keep scores football-like.

/** A drive lasts a uniform 1.5 to 4 minutes of game clock: about 23 drives a game. */
export const SIM_DRIVE_MINUTES = { min: 1.5, max: 4 } as const;
/** Share of expected points that come from touchdowns; field goals make up the rest (NFL-like ~72/28). */
export const SIM_TOUCHDOWN_POINT_SHARE = 0.72;
/** No drive scores more often than this; beyond it field goals turn into touchdowns instead. */
export const SIM_MAX_SCORING_CHANCE = 0.9;
/** How far one drive's outcome moves momentum towards the team it favours. */
export const SIM_MOMENTUM_SWING = { touchdown: 20, fieldGoal: 10, safety: 15, stop: 5 } as const;
/** Momentum kept from one drive to the next, so old swings fade. */
export const SIM_MOMENTUM_DECAY = 0.8;
/** At full momentum (±100) a team's scoring chance per drive rises (or falls) by 15%. */
export const SIM_MOMENTUM_EFFECT = 0.15;
