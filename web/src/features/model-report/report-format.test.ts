import { describe, expect, it } from 'vitest';
import { formatChanceRange, formatFixed, formatRecord, formatShare } from './report-format';

describe('report figures as text', () => {
  it('shows a dash where the server could not compute a figure', () => {
    expect(formatFixed(null, 3)).toBe('—');
    expect(formatShare(null)).toBe('—');
    expect(formatRecord(null)).toBe('—');
    expect(formatChanceRange(null)).toBe('—');
  });

  it('shows the range chance alone gives as its 5th to 95th percentile', () => {
    expect(formatChanceRange({ mean: 0.0253, low: 0.01404, high: 0.03649, simulations: 400 })).toBe('0.014–0.036');
  });
});
