/**
 * Clock and scoring figures both simulators share (docs/product/matchup-predictor.md "100-game matchup simulation" and docs/product/simulator.md
 * "Simulator" give the same quarter length and count).
 */
export const FOOTBALL_QUARTERS = 4;
export const FOOTBALL_QUARTER_MINUTES = 15;
/** 15:00 on the game clock. */
export const FOOTBALL_QUARTER_SECONDS = FOOTBALL_QUARTER_MINUTES * 60;
export const FIELD_GOAL_POINTS = 3;
