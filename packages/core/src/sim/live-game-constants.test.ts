import { describe, expect, it } from 'vitest';
import {
  LIVE_EVENTS_KEPT,
  LIVE_FIELD_GOAL_SUCCESS_CHANCE,
  LIVE_FIELD_GOAL_YARDS,
  LIVE_GAIN_YARDS,
  LIVE_GAIN_YARDS_WITHOUT_ROSTER,
  LIVE_GAME_CLOCK_DROP_SECONDS,
  LIVE_GAME_PLAY_INTERVAL_MS,
  LIVE_GAME_START_DELAY_MS,
  LIVE_PLAYS_KEPT,
  LIVE_PUNT_YARDS,
  LIVE_TOUCHDOWN_POINTS,
  LIVE_TOUCHDOWN_WORD,
} from './live-game-constants.ts';

describe('simulator constants (docs/product/simulator.md "Simulator")', () => {
  it('ticks every 3000 ms after a 200 ms start delay, taking 10-29 s off the clock', () => {
    expect(LIVE_GAME_PLAY_INTERVAL_MS).toBe(3000);
    expect(LIVE_GAME_START_DELAY_MS).toBe(200);
    expect(LIVE_GAME_CLOCK_DROP_SECONDS).toEqual({ min: 10, max: 29 });
  });

  it('scores a TOUCHDOWN 6 and makes 70% of 25-49 yard field goals', () => {
    expect(LIVE_TOUCHDOWN_POINTS).toBe(6);
    expect(LIVE_TOUCHDOWN_WORD).toBe('TOUCHDOWN');
    expect(LIVE_FIELD_GOAL_SUCCESS_CHANCE).toBe(0.7);
    expect(LIVE_FIELD_GOAL_YARDS).toEqual({ min: 25, max: 49 });
  });

  it('gains 1-25 yards (1-15 without a roster) and punts 35-54', () => {
    expect(LIVE_GAIN_YARDS).toEqual({ min: 1, max: 25 });
    expect(LIVE_GAIN_YARDS_WITHOUT_ROSTER).toEqual({ min: 1, max: 15 });
    expect(LIVE_PUNT_YARDS).toEqual({ min: 35, max: 54 });
  });

  it('keeps 20 plays and 10 events', () => {
    expect(LIVE_PLAYS_KEPT).toBe(20);
    expect(LIVE_EVENTS_KEPT).toBe(10);
  });
});
