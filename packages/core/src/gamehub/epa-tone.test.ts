import { describe, expect, it } from 'vitest';
import { epaTone } from './epa-tone.ts';

describe('epaTone (docs/product/game-hub.md EPA Statistics colours)', () => {
  it('shows positive offense EPA green and negative offense EPA red', () => {
    expect(epaTone('offense', 0.12)).toBe('good');
    expect(epaTone('offense', -0.05)).toBe('bad');
  });

  it('shows negative defense EPA green (fewer points allowed) and positive defense EPA red', () => {
    expect(epaTone('defense', -0.08)).toBe('good');
    expect(epaTone('defense', 0.03)).toBe('bad');
  });

  it('keeps exactly 0 (and an unreadable number) neutral', () => {
    expect(epaTone('offense', 0)).toBe('even');
    expect(epaTone('defense', -0)).toBe('even');
    expect(epaTone('defense', Number.NaN)).toBe('even');
  });
});
