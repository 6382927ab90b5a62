import { describe, expect, it } from 'vitest';
import type { LiveBettingLine } from '@playbook/contracts';
import { liveLineOf } from './generator-test-helpers';
import { legsWithLineIds, liveLineIds, withoutLineIds } from './saved-line-ids';

const live = (id: string, description: string, odds: number): LiveBettingLine =>
  liveLineOf({ game: 'KC @ BUF', type: 'spread', description, odds }, 0, id);

describe('saved line ids', () => {
  it('links a leg to the first live line with its game, selection and price, and leaves the others unlinked', () => {
    const ids = liveLineIds([live('7', 'KC -3.5', -110), live('8', 'KC -3.5', -110), live('x9', 'BUF +3.5', -110)]);
    const legs = legsWithLineIds(
      [
        { game: 'KC @ BUF', selection: 'KC -3.5', odds: -110, type: 'spread' },
        { game: 'KC @ BUF', selection: 'KC -3.5', odds: -115, type: 'spread' },
        { game: 'KC @ BUF', selection: 'BUF +3.5', odds: -110, type: 'spread' },
      ],
      ids,
    );
    expect(legs.map((leg) => leg.lineId)).toEqual([7, undefined, undefined]);
  });

  it('drops the links for a re-save', () => {
    const record = withoutLineIds({
      parlayDescription: 'KC -3.5',
      totalOdds: -110,
      impliedProbability: 0.52,
      numLegs: 1,
      category: 'lowRisk',
      stakeAmount: 10,
      potentialPayout: 19.09,
      legs: [{ game: 'KC @ BUF', selection: 'KC -3.5', odds: -110, type: 'spread', lineId: 7 }],
    });
    expect(record.legs).toEqual([{ game: 'KC @ BUF', selection: 'KC -3.5', odds: -110, type: 'spread' }]);
  });
});
