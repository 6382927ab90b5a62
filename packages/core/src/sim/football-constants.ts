/**
 * Clock and scoring figures both simulators share (spec 1 §9 "100-game matchup simulation" and spec 2 §9
 * "Simulator" give the same quarter length and count).
 */
export const FOOTBALL_QUARTERS = 4;
export const FOOTBALL_QUARTER_MINUTES = 15;
/** 15:00 on the game clock. */
export const FOOTBALL_QUARTER_SECONDS = FOOTBALL_QUARTER_MINUTES * 60;
export const FIELD_GOAL_POINTS = 3;
