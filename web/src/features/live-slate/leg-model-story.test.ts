import { describe, expect, it } from 'vitest';
import type { LiveBettingLine } from '@playbook/contracts';
import type { LegProbability } from '@playbook/core';
import { modelAnswer } from '@/test/model-answer';
import { legModelRequest, legModelStory, recommendationModelText } from './leg-model-story';

const line = (over: Partial<LiveBettingLine>): LiveBettingLine => ({
  id: 'l1',
  game: 'g1',
  matchup: 'Jacksonville Jaguars @ Miami Dolphins',
  type: 'moneyline',
  description: 'Jacksonville Jaguars',
  odds: 120,
  bookmaker: 'DraftKings',
  league: 'NFL',
  eventId: 'e1',
  isAlternate: false,
  line: null,
  gameTime: '2026-11-29T18:00:00.000Z',
  ...over,
});

const result = (over: Partial<LegProbability>): LegProbability => ({ probability: 55, source: 'matchup model', pick: 'Jacksonville Jaguars', agreesWithModel: true, basis: '', ...over });

const answer = modelAnswer();

describe('legModelStory', () => {
  it("gives a moneyline leg the model's probability of its team and the edge against its no-vig price, and says the two disagree", () => {
    const story = legModelStory({ line: line({}), result: result({}) }, answer, 0.45);
    expect(story.figures).toBe('Fitted model: Jacksonville Jaguars 40.6% · edge vs no-vig -4.4 pp');
    expect(story.story).toBe('Stat edge: Jacksonville Jaguars; the Playbook model favours Miami Dolphins (59.4%).');
  });

  it("reads the stat comparison's call from a leg that goes against it", () => {
    const story = legModelStory({ line: line({}), result: result({ agreesWithModel: false }) }, answer, undefined);
    expect(story.figures).toContain('No posted moneyline');
    expect(story.story).toBe('Stat edge: Miami Dolphins, the same side as the Playbook model (59.4%).');
  });

  it("compares a total leg's side with the model's total", () => {
    const total = line({ type: 'total', description: 'Under 44.5', line: 44.5 });
    const story = legModelStory({ line: total, result: result({ pick: 'Under', agreesWithModel: true }) }, answer, 0.5);
    expect(story).toEqual({ figures: 'Fitted model total 45.7', story: 'Stat edge: UNDER 44.5; the Playbook model says OVER (total 45.7).' });
  });

  it("asks the model for football games only, by team name, with the game's kick-off for the rest", () => {
    expect(legModelRequest(line({}))).toEqual({ league: 'NFL', home: 'Miami Dolphins', away: 'Jacksonville Jaguars', kickoff: '2026-11-29T18:00:00.000Z' });
    expect(legModelRequest(line({ league: 'MLB' }))).toBeNull();
  });
});

describe('recommendationModelText', () => {
  const recommendation = {
    game: 'Jacksonville Jaguars @ Miami Dolphins',
    eventId: 'e1',
    league: 'NFL' as const,
    bookmaker: 'DraftKings',
    betType: 'moneyline' as const,
    selection: 'Miami Dolphins',
    odds: -150,
    confidence: 66,
    reasoning: [],
  };

  it("puts the model's probability and edge against the pick's price beside a moneyline pick", () => {
    // -150 implies 60.0%; the model gives Miami 59.4%.
    expect(recommendationModelText(recommendation, answer)).toBe('fitted model 59.4%, edge vs the price -0.6 pp');
  });

  it("gives the model's margin or total for other picks", () => {
    expect(recommendationModelText({ ...recommendation, betType: 'spread', selection: 'Miami Dolphins -3.5' }, answer)).toBe('fitted model: Miami Dolphins by 2.5');
    expect(recommendationModelText({ ...recommendation, betType: 'total', selection: 'Over 44.5' }, answer)).toBe('fitted model total 45.7');
  });
});
