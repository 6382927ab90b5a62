import { describe, expect, it } from 'vitest';
import { clvClass, GAIN_CLASS, LOSS_CLASS, payoutClass, profitClass, signClass } from './sign-class';

describe('tracker gain and loss colours (ADR 026)', () => {
  it('paints a profit green, a loss red and a break-even neither', () => {
    expect(profitClass(26.45)).toBe(GAIN_CLASS);
    expect(profitClass(-10)).toBe(LOSS_CLASS);
    expect(profitClass(0)).toBe('');
    expect(profitClass(-0)).toBe('');
  });

  it('decides on the value as shown, so what reads $0.00 or 0.0 pp is plain', () => {
    expect(profitClass(0.004)).toBe('');
    expect(profitClass(-0.004)).toBe('');
    expect(profitClass(0.005)).toBe(GAIN_CLASS);
    expect(profitClass(191.21 - 41.21 - 150)).toBe('');
    expect(clvClass(0.04)).toBe('');
    expect(clvClass(-0.04)).toBe('');
    expect(clvClass(0.06)).toBe(GAIN_CLASS);
    expect(clvClass(-4.1)).toBe(LOSS_CLASS);
  });

  it('has no colour without a value', () => {
    expect(clvClass(null)).toBe('');
    expect(signClass(Number.NaN, 2)).toBe('');
  });

  it('follows docs/product/parlay-tracker.md for a payout (green if above 0); a Net Profit of $0.00 is plain, not green', () => {
    expect(payoutClass(0.01)).toBe(GAIN_CLASS);
    expect(payoutClass(0)).toBe(LOSS_CLASS);
  });
});
