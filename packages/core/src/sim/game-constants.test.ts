import { describe, expect, it } from 'vitest';
import {
  SIM_LEAGUE_AVERAGE_POINTS,
  SIM_MOMENTUM_MAX,
  SIM_MOMENTUM_MIN,
  SIM_QUARTER_WEIGHTS,
  SIM_SAFETY_CHANCE,
  SIM_SAFETY_POINTS,
  SIM_TOUCHDOWN_POINTS,
} from './game-constants.ts';

describe('game simulation constants (docs/product/matchup-predictor.md "100-game matchup simulation")', () => {
  it('weights the quarters 0.2, 0.3, 0.2, 0.3', () => {
    expect(SIM_QUARTER_WEIGHTS).toEqual([0.2, 0.3, 0.2, 0.3]);
    expect(SIM_QUARTER_WEIGHTS.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('uses league averages of 22.5 (NFL) and 27.5 (NCAA)', () => {
    expect(SIM_LEAGUE_AVERAGE_POINTS).toEqual({ NFL: 22.5, NCAA: 27.5 });
  });

  it('scores touchdowns 7, safeties 2 at 0.5% per drive, and clamps momentum to -100..100', () => {
    expect(SIM_TOUCHDOWN_POINTS).toBe(7);
    expect(SIM_SAFETY_POINTS).toBe(2);
    expect(SIM_SAFETY_CHANCE).toBe(0.005);
    expect([SIM_MOMENTUM_MIN, SIM_MOMENTUM_MAX]).toEqual([-100, 100]);
  });
});
