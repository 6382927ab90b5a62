import { describe, expect, it } from 'vitest';
import { liveFeedsTagline } from './live-feeds';

describe('liveFeedsTagline (docs/product/profit-target.md: the live feed names its sports data and odds feeds)', () => {
  it('names the stored sources, the demo season as simulated', () => {
    expect(liveFeedsTagline(['espn', 'odds-api'])).toBe('Lines from the sports data and odds feeds: ESPN and The Odds API.');
    expect(liveFeedsTagline(['espn', 'nflverse', 'odds-api'])).toBe('Lines from the sports data and odds feeds: ESPN, nflverse and The Odds API.');
    expect(liveFeedsTagline(['demo'])).toBe('Lines from the sports data and odds feeds: the demo season (simulated).');
    expect(liveFeedsTagline(['espn', 'demo'])).toBe('Lines from the sports data and odds feeds: ESPN and the demo season (simulated).');
  });

  it('names the kinds of feed alone while the sources are unknown or none is stored', () => {
    expect(liveFeedsTagline(undefined)).toBe('Lines from the sports data and odds feeds stored for the NFL and NCAA.');
    expect(liveFeedsTagline([])).toBe('Lines from the sports data and odds feeds stored for the NFL and NCAA.');
  });
});
