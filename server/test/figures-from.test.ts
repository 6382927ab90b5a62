import { describe, expect, it } from 'vitest';
import { withFiguresFrom } from '../src/providers/figures-from.ts';

const row = { teamId: 7, ppa: 0.1, successRate: null, offenseEpa: null };
const other = { ppa: 0.3, successRate: 0.45, offenseEpa: null };

describe('withFiguresFrom: one row filled from another of the same game or team', () => {
  it('fills the gaps from the second when the row comes first (a box score from another source)', () => {
    expect(withFiguresFrom(row, ['ppa', 'successRate', 'offenseEpa'], row, other)).toEqual({ teamId: 7, ppa: 0.1, successRate: 0.45, offenseEpa: null });
  });

  it('lays the first over the row where it has a figure when the row comes second (reported over derived)', () => {
    expect(withFiguresFrom(row, ['ppa', 'successRate', 'offenseEpa'], other, row)).toEqual({ teamId: 7, ppa: 0.3, successRate: 0.45, offenseEpa: null });
  });

  it('touches only the fields named, and leaves the row itself as it was', () => {
    const filled = withFiguresFrom(row, ['successRate'], other, row);
    expect(filled).toEqual({ ...row, successRate: 0.45 });
    expect(row.successRate).toBeNull();
  });
});
