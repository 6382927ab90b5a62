import { describe, expect, it } from 'vitest';
import { GLOSSARY } from './glossary.ts';

// docs/product/odds-and-storage.md, in its order.
const SPEC_KEYS = [
  'rank', 'third_down_pct', 'red_zone_pct', 'ats_win_pct', 'ppg', 'points_per_game', 'turnovers_per_game',
  'yards_per_play', 'penalties_per_game', 'field_goals_per_game', 'opponent_ppg', 'opponent_red_zone_scores',
  'strength_of_schedule', 'points_per_play_margin', 'time_of_possession', 'seconds_per_play', 'combined_score',
  'moneyline_odds', 'implied_win_probability', 'odds', 'stake', 'profit', 'implied_probability', 'spread',
  'over_under', 'total', 'favored_score', 'bankroll', 'risk_fraction', 'kelly_multiplier', 'payout_multiplier',
  'total_stake_required', 'guaranteed_min_profit', 'guaranteed_max_profit', 'sum_of_inverse_returns',
  'expected_payout', 'predicted_total', 'confidence', 'win_percentage', 'required_stake', 'actual_profit',
  'performance', 'trend',
];

const definitionOf = (key: string) => GLOSSARY.find((entry) => entry.key === key)?.definition;

describe('metric glossary (docs/product/odds-and-storage.md)', () => {
  it('has all 43 keys of docs/product/odds-and-storage.md, each exactly once, in its order', () => {
    expect(SPEC_KEYS).toHaveLength(43);
    expect(GLOSSARY.map((entry) => entry.key)).toEqual(SPEC_KEYS);
  });

  it('gives every entry a title, a one- or two-sentence definition and a category of the page', () => {
    for (const entry of GLOSSARY) {
      expect(entry.title.trim(), entry.key).not.toBe('');
      expect(entry.definition, entry.key).toMatch(/^[A-Z"].*\.$/);
      expect(entry.definition.split(/\.\s+(?=[A-Z])/).length, entry.key).toBeLessThanOrEqual(2);
      expect(['team_stats', 'betting', 'prediction', 'financial'], entry.key).toContain(entry.category);
    }
    expect(new Set(GLOSSARY.map((entry) => entry.category)).size).toBe(4);
  });

  it('contains the three definition texts the page gives', () => {
    expect(definitionOf('risk_fraction')).toContain('Typically 1 to 5% per bet');
    expect(definitionOf('kelly_multiplier')).toContain('A Kelly multiplier of 0.25 means 25% of the optimal bet');
    expect(definitionOf('sum_of_inverse_returns')).toContain(
      'A sum of inverse returns under 1.0 indicates profitable arbitrage',
    );
  });

  it('files team statistics and money-management terms under their categories', () => {
    const categoryOf = (key: string) => GLOSSARY.find((entry) => entry.key === key)?.category;
    expect(categoryOf('third_down_pct')).toBe('team_stats');
    expect(categoryOf('spread')).toBe('betting');
    expect(categoryOf('bankroll')).toBe('financial');
    expect(categoryOf('predicted_total')).toBe('prediction');
  });

  // The hedge calculator's payout multiplier m is net (docs/product/README.md), so a win returns the stake
  // times 1 + m (decimal odds 1 + m) and the arbitrage test sums 1 / (1 + m).
  it('explains the hedge terms with the net payout multiplier the calculator uses', () => {
    const payout = definitionOf('payout_multiplier') ?? '';
    expect(payout).toContain('net');
    expect(payout).toContain('stake not included');
    expect(payout).toContain('decimal odds 1 + m');
    expect(payout).toContain('2.5x pays $2.50 of profit and returns $3.50');
    expect(payout).not.toContain('stake included');
    expect(definitionOf('sum_of_inverse_returns')).toContain('1 / (1 + m)');
    expect(definitionOf('expected_payout')).toContain('stake times (1 + m)');
    expect(definitionOf('expected_payout')).toContain('stake included');
  });
});
