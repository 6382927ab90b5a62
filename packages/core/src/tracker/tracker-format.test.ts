import { describe, expect, it } from 'vitest';
import { formatAverageOdds, formatMoney, formatPercent1 } from './tracker-format.ts';

describe('tracker display formats (docs/product/parlay-tracker.md)', () => {
  it('shows win rate and ROI with 1 decimal', () => {
    expect(formatPercent1(62.5)).toBe('62.5%');
    expect(formatPercent1(100 / 3)).toBe('33.3%');
    expect(formatPercent1(-12.345)).toBe('-12.3%');
    expect(formatPercent1(0)).toBe('0.0%');
    expect(formatPercent1(-0.01)).toBe('0.0%');
    expect(formatPercent1(Number.NaN)).toBe('0.0%');
  });

  it('shows money with 2 decimals and a dollar sign', () => {
    expect(formatMoney(125)).toBe('$125.00');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(-40.1)).toBe('-$40.10');
    expect(formatMoney(-0.001)).toBe('$0.00');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('$0.00');
  });

  it('shows average odds with 0 decimals and a + when positive', () => {
    expect(formatAverageOdds(245.4)).toBe('+245');
    expect(formatAverageOdds(149.5)).toBe('+150');
    expect(formatAverageOdds(-110)).toBe('-110');
    expect(formatAverageOdds(-0.4)).toBe('0');
    expect(formatAverageOdds(0)).toBe('0');
  });
});
