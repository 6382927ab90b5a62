import { describe, expect, it } from 'vitest';
import type { MatchupPrediction } from '@playbook/core';
import { spreadAnalysis } from './spread-analysis';

const away = { teamName: 'Denver Broncos', rank: 10 };
const home = { teamName: 'Houston Texans', rank: 3 };
const prediction = (winner: string, spread: number): MatchupPrediction => ({
  winner,
  spread,
  confidence: 70,
  evenlyMatched: spread === 0,
  reasoning: [],
  keyMatchups: [],
  injuryImpact: {
    team1: { impact: 'low', keyPlayersOut: 0, keyPlayersQuestionable: 0, notes: [] },
    team2: { impact: 'low', keyPlayersOut: 0, keyPlayersQuestionable: 0, notes: [] },
  },
});
const line = (homeSpread: number | null) => ({ bookmaker: 'DraftKings', homeSpread, awayMoneyline: null, homeMoneyline: null });

describe('spreadAnalysis (docs/product/matchup-predictor.md: margin greater than the spread covers)', () => {
  it('a favoured winner must beat the posted spread', () => {
    expect(spreadAnalysis(prediction('Houston Texans', 4), away, home, line(-3.5))).toMatchObject({
      source: 'posted',
      favourite: 'Houston Texans',
      points: 3.5,
      pointsToCover: 3.5,
      verdict: 'Will Cover',
    });
    expect(spreadAnalysis(prediction('Houston Texans', 3.5), away, home, line(-3.5)).verdict).toBe('May Not Cover');
  });

  it('an underdog predicted to win covers', () => {
    expect(spreadAnalysis(prediction('Denver Broncos', 1), away, home, line(-3.5))).toMatchObject({ pointsToCover: 0, verdict: 'Will Cover' });
  });

  it('without a posted spread uses the rank difference × 0.5, favouring the better rank', () => {
    // Ranks 10 and 3: 3.5 points to Houston.
    expect(spreadAnalysis(prediction('Houston Texans', 3), away, home, null)).toMatchObject({
      source: 'rank',
      favourite: 'Houston Texans',
      points: 3.5,
      verdict: 'May Not Cover',
    });
    expect(spreadAnalysis(prediction('Houston Texans', 3), away, home, line(null)).source).toBe('rank');
    expect(spreadAnalysis(prediction('Houston Texans', 20), { ...away, rank: 100 }, home, null).points).toBe(14);
  });
});
