import { describe, expect, it } from 'vitest';
import { SPREAD_COVER_LABELS, coversSpread, pickPointsToCover, spreadCoverLabel } from './spread-cover.ts';

describe('spread cover (docs/product/matchup-predictor.md)', () => {
  it('covers only when the predicted margin is greater than the listed points', () => {
    expect(coversSpread(7, 6.5)).toBe(true);
    expect(coversSpread(6.5, 6.5)).toBe(false);
    expect(coversSpread(3, 6.5)).toBe(false);
  });

  it("reads the favourite's line by its points, whatever the sign", () => {
    expect(coversSpread(7, -6.5)).toBe(true);
    expect(coversSpread(6, -6.5)).toBe(false);
  });

  it("labels the verdict 'Will Cover' or 'May Not Cover'", () => {
    expect(SPREAD_COVER_LABELS).toEqual({ cover: 'Will Cover', noCover: 'May Not Cover' });
    expect(spreadCoverLabel(10, -3)).toBe('Will Cover');
    expect(spreadCoverLabel(2, -3)).toBe('May Not Cover');
  });

  it('refuses a negative or missing margin', () => {
    expect(() => coversSpread(-1, 3)).toThrow(RangeError);
    expect(() => coversSpread(Number.NaN, 3)).toThrow(RangeError);
  });

  it("gives the favourite its line to beat and the underdog any win", () => {
    expect(pickPointsToCover(-6.5)).toBe(6.5);
    expect(pickPointsToCover(6.5)).toBe(0);
    expect(pickPointsToCover(0)).toBe(0);
    expect(coversSpread(3, pickPointsToCover(6.5))).toBe(true);
    expect(coversSpread(0, pickPointsToCover(6.5))).toBe(false);
    expect(coversSpread(3, pickPointsToCover(-6.5))).toBe(false);
    expect(() => pickPointsToCover(Number.NaN)).toThrow(RangeError);
  });
});
