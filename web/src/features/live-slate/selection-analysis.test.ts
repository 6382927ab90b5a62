import { describe, expect, it } from 'vitest';
import { modelAnswer } from '@/test/model-answer';
import { injuryRecord, teamRecord } from '@/test/sports-fixtures';
import { gameStatsOf } from './game-stats';
import { analyseSelection, modelLookup } from './selection-analysis';
import { fairProbabilities } from './slate-lines';
import { testSlateLines } from './slate-test-data';

const lines = testSlateLines(3);
// Home Team 1 is strong, Away Team 1 weak; game 2 has no stored teams.
const data = {
  teams: [teamRecord('Home Team 1', 1), teamRecord('Away Team 1', 30), teamRecord('Home Team 3', 2), teamRecord('Away Team 3', 3)],
  injuries: [injuryRecord('Away Team 1', 'QB', 'Out')],
};
const byId = (id: string) => {
  const line = lines.find((candidate) => candidate.id === id);
  if (!line) throw new Error(`no line ${id}`);
  return line;
};

describe('analyseSelection', () => {
  it('rates legs with the models on stored data, falls back to the market where a team is missing, and repeats exactly', () => {
    const selection = [byId('1-a-ml-home'), byId('2-a-sp-away'), byId('3-a-sp-home')];
    const fair = fairProbabilities(lines);
    const first = analyseSelection(selection, data, fair);
    expect(first.legs.map((leg) => leg.result.source)).toEqual(['matchup model', 'market', 'matchup model']);
    expect(first.legs[0]?.result.probability).toBeGreaterThan(60);
    expect(first.legs[1]?.result.probability).toBeCloseTo(50, 5);
    expect(first.parlay.successProbability).toBeCloseTo(first.legs.reduce((p, leg) => p * (leg.result.probability / 100), 100), 8);
    expect(analyseSelection(selection, data, fair)).toEqual(first);
  });

  it("rates a leg from the Playbook model's answer for its game, keeping the stat comparison beside it; a game without an answer keeps the stat comparison", () => {
    const selection = [byId('1-a-ml-home'), byId('3-a-sp-home')];
    // The model makes Home Team 1 a 30 % underdog, where the stat comparison makes it the favourite.
    const answer = modelAnswer({ prediction: { homePoints: 18, awayPoints: 23, margin: -5, homeWinProbability: 0.3, total: 41 } });
    const result = analyseSelection(selection, data, new Map(), [answer, null]);
    expect(result.legs.map((leg) => leg.result.source)).toEqual(['Playbook model', 'matchup model']);
    expect(result.legs[0]?.result).toMatchObject({ probability: 30, pick: 'Home Team 1', agreesWithModel: false });
    expect(result.legs[0]?.stat.source).toBe('matchup model');
    expect(result.legs[0]?.stat.probability).toBeGreaterThan(60);
    expect(result.parlay.successProbability).toBeCloseTo(30 * ((result.legs[1]?.result.probability ?? 0) / 100), 8);
  });

  it('flags two legs of one game', () => {
    const result = analyseSelection([byId('1-a-ml-home'), byId('1-a-sp-home')], data, new Map());
    expect(result.correlations).toHaveLength(1);
    expect(result.correlations[0]?.effect).toBe('understates');
  });
});

describe('gameStatsOf', () => {
  const lookup = modelLookup(data);
  it('predicts the game and keeps a pick the model backs strongly', () => {
    const stats = gameStatsOf(byId('1-a-ml-home'), lookup, lines, [], undefined);
    expect(stats.prediction?.winner).toBe('Home Team 1');
    expect(stats.away?.teamName).toBe('Away Team 1');
    expect(stats.recommendation?.type).toBe(stats.leg.probability > 70 ? 'keep' : 'avoid');
  });

  it('offers high-confidence alternatives from other games when it says avoid', () => {
    const recs = [
      { game: 'Away Team 3 @ Home Team 3', eventId: '3', league: 'NFL' as const, bookmaker: 'BookA', betType: 'spread' as const, selection: 'Home Team 3 -3.5', odds: -110, confidence: 70, reasoning: [] },
      { game: 'Away Team 2 @ Home Team 2', eventId: '2', league: 'NCAA' as const, bookmaker: 'BookA', betType: 'spread' as const, selection: 'Home Team 2 -3.5', odds: -110, confidence: 61, reasoning: [] },
    ];
    const stats = gameStatsOf(byId('1-a-ml-away'), lookup, lines, recs, undefined);
    expect(stats.recommendation?.type).not.toBe('keep');
    expect(stats.recommendation?.type).toBe('avoid');
    // Each alternative carries its game's kick-off from the slate (the fitted model's rest), or null off the slate.
    expect(stats.alternatives.map((alt) => [alt.selection, alt.gameTime])).toEqual([['Home Team 3 -3.5', '2026-11-23T18:00:00.000Z']]);
    expect(stats.gameTime).toBe(byId('1-a-ml-away').gameTime);
    const missing = gameStatsOf(byId('2-a-ml-away'), lookup, lines, recs, undefined);
    expect(missing.prediction).toBeNull();
  });
});
