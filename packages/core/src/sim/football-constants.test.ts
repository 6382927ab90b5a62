import { describe, expect, it } from 'vitest';
import {
  FIELD_GOAL_POINTS,
  FOOTBALL_QUARTER_MINUTES,
  FOOTBALL_QUARTER_SECONDS,
  FOOTBALL_QUARTERS,
} from './football-constants.ts';

describe('football constants (docs/product/matchup-predictor.md, docs/product/simulator.md)', () => {
  it('has 4 quarters of 15:00 and 3-point field goals', () => {
    expect(FOOTBALL_QUARTERS).toBe(4);
    expect(FOOTBALL_QUARTER_MINUTES).toBe(15);
    expect(FOOTBALL_QUARTER_SECONDS).toBe(900);
    expect(FIELD_GOAL_POINTS).toBe(3);
  });
});
