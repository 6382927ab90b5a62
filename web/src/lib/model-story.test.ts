import { describe, expect, it } from 'vitest';
import type { ModelPredictResponse } from '@playbook/contracts';
import { modelAnswer } from '@/test/model-answer';
import { formatEdge, modelFavourite, modelOverProbability, modelTotalSide, neutralSiteStory, restStory, totalStory, winnerStory } from './model-story';

const HOME = 'Miami Dolphins';
const AWAY = 'Jacksonville Jaguars';

const answer = (homeWinProbability: number, margin: number, market: ModelPredictResponse['market'] = null): ModelPredictResponse =>
  modelAnswer({ prediction: { homePoints: 23, awayPoints: 23 - margin, margin, homeWinProbability, total: 46 - margin }, market });

describe('modelFavourite', () => {
  it('reads the favourite, or a named side, with its probability, margin and edge', () => {
    const market = { homeMoneyline: -150, awayMoneyline: 130, homeProbability: 0.58, awayProbability: 0.42, homeEdge: 4, awayEdge: -4 };
    expect(modelFavourite(answer(0.62, 3.2, market), HOME, AWAY)).toEqual({ team: HOME, probability: 0.62, margin: 3.2, edge: 4 });
    const away = modelFavourite(answer(0.62, 3.2, market), HOME, AWAY, AWAY);
    expect(away).toMatchObject({ team: AWAY, margin: -3.2, edge: -4 });
    expect(away.probability).toBeCloseTo(0.38, 12);
    expect(modelFavourite(answer(0.4, -2.6), HOME, AWAY)).toMatchObject({ team: AWAY, margin: 2.6, edge: null });
  });
});

describe('winnerStory', () => {
  it('says in words when the stat comparison and the model favour different teams (ADR 048)', () => {
    const model = modelFavourite(answer(0.58, 2.1), HOME, AWAY);
    expect(winnerStory(AWAY, model)).toBe('Stat edge: Jacksonville Jaguars; the Playbook model favours Miami Dolphins (58.0%).');
    expect(winnerStory(HOME, model)).toBe('Stat edge: Miami Dolphins, the same side as the Playbook model (58.0%).');
  });
});

describe('totalStory', () => {
  it("says when the model's total lands on the other side of the line", () => {
    expect(modelTotalSide(47.2, 44)).toBe('OVER');
    expect(totalStory('UNDER', 44, 47.2)).toBe('Stat edge: UNDER 44; the Playbook model says OVER (total 47.2).');
    expect(totalStory('OVER', 44, 47.2)).toBe('Stat edge: OVER 44, the same side as the Playbook model (total 47.2).');
    expect(totalStory('OVER', 44, 44)).toBe("Stat edge: OVER 44; the Playbook model's total sits on the line (44.0).");
  });

  it('formats the edge in percentage points, or says there is no price', () => {
    expect(formatEdge(3.14)).toBe('+3.1 pp');
    expect(formatEdge(null)).toBe('No posted moneyline');
  });
});

describe('restStory', () => {
  it('names the rest the model counted, away side first, only when both are known', () => {
    expect(restStory(modelAnswer({ rest: { home: 6, away: 3 } }))).toBe(`Rest: ${AWAY} 3 days vs ${HOME} 6 days`);
    expect(restStory(modelAnswer({ rest: { home: 1, away: 10 } }))).toBe(`Rest: ${AWAY} 10 days vs ${HOME} 1 day`);
    // Unknown rest counts as equal in the model: nothing to say.
    expect(restStory(modelAnswer({ rest: { home: 6, away: null } }))).toBeNull();
    expect(restStory(modelAnswer())).toBeNull();
  });
});

describe('neutralSiteStory', () => {
  it('says a neutral-site game gives no home-field edge, and nothing of a home game', () => {
    expect(neutralSiteStory(modelAnswer({ neutralSite: true }))).toBe('Neutral site: no home-field edge');
    expect(neutralSiteStory(modelAnswer())).toBeNull();
  });
});

describe('modelOverProbability', () => {
  it("reads the model's total against the line in the parlay analysis' spread of totals", () => {
    expect(modelOverProbability(44.5, 44.5, 'NFL')).toBeCloseTo(0.5, 12);
    expect(modelOverProbability(57.5, 44.5, 'NFL')).toBeCloseTo(0.8413, 4);
    expect(modelOverProbability(28.5, 44.5, 'NCAA')).toBeCloseTo(0.1587, 4);
  });
});
