import { describe, expect, it } from 'vitest';
import { modelAnswer } from '@/test/model-answer';
import { modelHeadline, modelTotalHeadline, statEdgeStory, statHeadline, statTotalStory, totalHeadline } from './headline';

// Browns @ Commanders as a review found it: the stat comparison 85.8 % by 39.5, the model by 5.8.
const stat = { winner: 'Washington Commanders', confidence: 85.8, spread: 39.5, evenlyMatched: false };
const answer = modelAnswer({
  home: { id: 1, teamName: 'Washington Commanders', abbreviation: 'WAS' },
  away: { id: 2, teamName: 'Cleveland Browns', abbreviation: 'CLE' },
  prediction: { homePoints: 24.4, awayPoints: 18.6, margin: 5.8, homeWinProbability: 0.66, total: 43 },
});

describe('one headline per matchup (ADR 048)', () => {
  it("headlines the model's winner, probability, margin and total where it knows the game", () => {
    expect(modelHeadline(answer, 'Washington Commanders', 'Cleveland Browns')).toEqual({
      source: 'model',
      winner: 'Washington Commanders',
      probability: 0.66,
      margin: 5.8,
      total: 43,
    });
  });

  it("reads the model's away favourite from the home margin", () => {
    const away = modelAnswer({ prediction: { homePoints: 20, awayPoints: 23, margin: -3, homeWinProbability: 0.4, total: 43 } });
    const headline = modelHeadline(away, 'Miami Dolphins', 'Jacksonville Jaguars');
    expect([headline.winner, headline.margin, headline.probability]).toEqual(['Jacksonville Jaguars', 3, 0.6]);
  });

  it('falls back to the stat comparison only where the model cannot answer, and says so by its source', () => {
    expect(statHeadline(stat)).toEqual({ source: 'stats', winner: 'Washington Commanders', probability: 0.858, margin: 39.5, total: null });
  });

  it('gives the stat comparison a side and no figures of its own beside a model headline', () => {
    const headline = modelHeadline(answer, 'Washington Commanders', 'Cleveland Browns');
    const same = statEdgeStory(stat, headline);
    const other = statEdgeStory({ ...stat, winner: 'Cleveland Browns' }, headline);
    expect(same).toBe('Stat edge: Washington Commanders, the same side as the Playbook model.');
    expect(other).toBe('Stat edge: Cleveland Browns; the Playbook model still makes Washington Commanders the winner.');
    for (const text of [same, other]) expect(text).not.toMatch(/39\.5|85\.8|spec/);
    expect(statEdgeStory({ ...stat, evenlyMatched: true }, headline)).toBe('Stat edge: none, the weighted stats are evenly matched.');
  });

  it("calls the total from the model's total against the line, with the chance of that side", () => {
    const under = modelTotalHeadline(41, 44.5, 'NFL');
    expect(under.side).toBe('UNDER');
    expect(under.probability).toBeGreaterThan(0.5);
    expect(modelTotalHeadline(44.5, 44.5, 'NFL')).toMatchObject({ side: null, probability: 0.5 });
    expect(statTotalStory('OVER', 44.5, under)).toBe('Stat edge: OVER 44.5; the Playbook model says UNDER (total 41.0).');
  });

  it("headlines the model's total where it answered, else the stat comparison's call", () => {
    const statTotal = { recommendation: 'OVER' as const, predictedTotal: 51.2, confidence: 72 };
    expect(totalHeadline({ total: 41, league: 'NFL' }, statTotal, 44.5)).toEqual(modelTotalHeadline(41, 44.5, 'NFL'));
    expect(totalHeadline(null, statTotal, 44.5)).toEqual({ source: 'stats', side: 'OVER', total: 51.2, probability: 0.72 });
  });
});
