import { describe, expect, it } from 'vitest';
import { parlayCategory } from './parlay-category.ts';

describe('parlayCategory (docs/product/profit-target.md)', () => {
  it('calls +100 to +175 optimal, both ends included', () => {
    expect(parlayCategory(100, 150)).toBe('optimal');
    expect(parlayCategory(175, 85.72)).toBe('optimal');
    expect(parlayCategory(176, 85.23)).toBe('standard');
    expect(parlayCategory(-105, 157.5)).toBe('standard');
  });

  it('calls a stake under $50 low risk', () => {
    expect(parlayCategory(600, 25)).toBe('lowRisk');
    expect(parlayCategory(300, 49.99)).toBe('lowRisk');
    expect(parlayCategory(300, 50)).toBe('standard');
  });

  it('lets optimal win when a parlay is both in the optimal range and under $50', () => {
    expect(parlayCategory(150, 20)).toBe('optimal');
  });
});
