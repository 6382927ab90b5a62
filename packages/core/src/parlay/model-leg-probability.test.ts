import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ParlayLeg } from './betting-line.ts';
import { LEG_PROBABILITY_CAP, LEG_PROBABILITY_FLOOR } from './leg-probability.ts';
import { modelLegProbability, type ModelGamePrediction } from './model-leg-probability.ts';

const game = 'Cleveland Browns @ Washington Commanders';
const sides = { away: 'Cleveland Browns', home: 'Washington Commanders' };
const leg = (selection: string, type: ParlayLeg['type']): ParlayLeg => ({ game, selection, odds: -110, type });
/** Washington by 5.8, 69 % to win, 41.5 points in all (the Browns @ Commanders a review found). */
const washington: ModelGamePrediction = { margin: 5.8, homeWinProbability: 0.69, total: 41.5 };

describe('modelLegProbability', () => {
  it("gives a moneyline the model's chance of the pick, either side, named as the screen names the teams", () => {
    expect(modelLegProbability(leg('Washington Commanders ML', 'moneyline'), washington, 'NFL', sides)).toMatchObject({
      probability: 69,
      source: 'Playbook model',
      pick: 'Washington Commanders',
      agreesWithModel: true,
    });
    const browns = modelLegProbability(leg('Cleveland Browns ML', 'moneyline'), washington, 'NFL', sides);
    expect(browns).toMatchObject({ probability: 31, pick: 'Cleveland Browns', agreesWithModel: false });
    expect(browns?.basis).toBe('Playbook model: Cleveland Browns 31.0% to win, an expected margin of -5.8 points');
  });

  it("reads a spread as the model's margin against the line: -4.5 is covered a little more often than not", () => {
    const favourite = modelLegProbability(leg('Washington Commanders -4.5', 'spread'), washington, 'NFL', sides);
    const underdog = modelLegProbability(leg('Cleveland Browns +4.5', 'spread'), washington, 'NFL', sides);
    expect(favourite?.probability).toBe(53.8);
    expect(underdog?.probability).toBe(46.2);
    expect(favourite?.basis).toContain('against a line of -4.5');
  });

  it("reads a total as the model's total against the line", () => {
    const under = modelLegProbability(leg('Under 44.5', 'total'), washington, 'NFL', sides);
    expect(under).toMatchObject({ pick: 'Under', agreesWithModel: true, basis: 'Playbook model total 41.5 against the line of 44.5' });
    expect(under?.probability).toBe(59.1);
  });

  it('has no answer for a selection that names no side of the game: the stat comparison keeps it', () => {
    expect(modelLegProbability(leg('Dallas Cowboys ML', 'moneyline'), washington, 'NFL', sides)).toBeNull();
    expect(modelLegProbability(leg('Over/Under 44.5', 'total'), washington, 'NFL', sides)).toBeNull();
    expect(modelLegProbability(leg('???', 'spread'), washington, 'NFL', sides)).toBeNull();
  });

  const predictions = fc.record({
    margin: fc.double({ min: -45, max: 45, noNaN: true }),
    homeWinProbability: fc.double({ min: 0, max: 1, noNaN: true }),
    total: fc.double({ min: 0, max: 120, noNaN: true }),
  });
  const lines = fc.integer({ min: -80, max: 80 }).map((halfPoints) => halfPoints / 2);
  const leagues = fc.constantFrom('NFL' as const, 'NCAA' as const);

  it('holds every leg within the floor and the cap, whatever the model says', () => {
    fc.assert(
      fc.property(predictions, lines, leagues, fc.constantFrom('Washington Commanders', 'Cleveland Browns'), (prediction, line, league, team) => {
        const selections: [string, ParlayLeg['type']][] = [
          [`${team} ML`, 'moneyline'],
          [`${team} ${line >= 0 ? '+' : ''}${line}`, 'spread'],
          [`Over ${Math.abs(line) + 30}`, 'total'],
          [`Under ${Math.abs(line) + 30}`, 'total'],
        ];
        for (const [selection, type] of selections) {
          const result = modelLegProbability(leg(selection, type), prediction, league, sides);
          expect(result).not.toBeNull();
          expect(result!.probability).toBeGreaterThanOrEqual(LEG_PROBABILITY_FLOOR);
          expect(result!.probability).toBeLessThanOrEqual(LEG_PROBABILITY_CAP);
        }
      }),
    );
  });

  it('more points never make a spread less likely, and a higher total line never makes the over more likely', () => {
    fc.assert(
      fc.property(predictions, lines, lines, (prediction, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const spread = (line: number) => modelLegProbability(leg(`Cleveland Browns ${line >= 0 ? '+' : ''}${line}`, 'spread'), prediction, 'NFL', sides)!.probability;
        const over = (line: number) => modelLegProbability(leg(`Over ${line + 45}`, 'total'), prediction, 'NFL', sides)!.probability;
        expect(spread(high)).toBeGreaterThanOrEqual(spread(low));
        expect(over(high)).toBeLessThanOrEqual(over(low));
      }),
    );
  });
});
