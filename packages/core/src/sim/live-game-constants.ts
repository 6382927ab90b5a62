/** docs/product/simulator.md "Simulator": the Simple Football Simulator's timing, scoring and list sizes. */

/** A play every 3 seconds, the first one 200 ms after START GAME. */
export const LIVE_GAME_PLAY_INTERVAL_MS = 3000;
export const LIVE_GAME_START_DELAY_MS = 200;

/** Each tick takes 10 to 29 seconds off the clock. */
export const LIVE_GAME_CLOCK_DROP_SECONDS = { min: 10, max: 29 } as const;

/** A touchdown counts 6 here (no extra point is played); a good field goal 3 (FIELD_GOAL_POINTS). */
export const LIVE_TOUCHDOWN_POINTS = 6;
export const LIVE_FIELD_GOAL_SUCCESS_CHANCE = 0.7;
export const LIVE_FIELD_GOAL_YARDS = { min: 25, max: 49 } as const;
export const LIVE_PUNT_YARDS = { min: 35, max: 54 } as const;
/** Gains run 1 to 25 yards, or 1 to 15 when the offence's roster is unknown. */
export const LIVE_GAIN_YARDS = { min: 1, max: 25 } as const;
export const LIVE_GAIN_YARDS_WITHOUT_ROSTER = { min: 1, max: 15 } as const;

/** Play-by-play keeps the latest 20 entries (newest first), game events the latest 10. */
export const LIVE_PLAYS_KEPT = 20;
export const LIVE_EVENTS_KEPT = 10;

/** The word whose presence in a play's text scores a touchdown for the team named in brackets. */
export const LIVE_TOUCHDOWN_WORD = 'TOUCHDOWN';
