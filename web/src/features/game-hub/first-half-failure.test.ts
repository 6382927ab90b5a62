import { describe, expect, it } from 'vitest';
import { FirstHalfTeamNotFound } from '@/lib/queries/first-half';
import { firstHalfFailureToast } from './first-half-failure';

describe('firstHalfFailureToast (docs/product/game-hub.md prediction errors)', () => {
  it('names the team of a not-found answer, whatever its message says', () => {
    expect(firstHalfFailureToast(new FirstHalfTeamNotFound('Michigan Wolverines', 'No such school'))).toEqual({
      title: 'Team Data Not Found',
      description: 'Could not find stats for Michigan Wolverines',
    });
  });

  it("says Prediction Failed with the error's message", () => {
    expect(firstHalfFailureToast(new Error('No advanced stats for Army from the current data source'))).toEqual({
      title: 'Prediction Failed',
      description: 'No advanced stats for Army from the current data source',
    });
    // Worded like the 404 but not one (another status): not a missing team.
    expect(firstHalfFailureToast(new Error('Team not found: Army'))).toEqual({ title: 'Prediction Failed', description: 'Team not found: Army' });
  });

  it('falls back to the generic text when there is no message', () => {
    const fallback = { title: 'Prediction Failed', description: 'Unable to generate prediction. Please try again.' };
    expect(firstHalfFailureToast(new Error(''))).toEqual(fallback);
    expect(firstHalfFailureToast('not an error')).toEqual(fallback);
  });
});
