import { describe, expect, it } from 'vitest';
import { firstHalfFailureToast } from './first-half-failure';

describe('firstHalfFailureToast (spec 3 §8 prediction errors)', () => {
  it('names the team the model does not know', () => {
    expect(firstHalfFailureToast(new Error('Team not found: Michigan Wolverines'))).toEqual({
      title: 'Team Data Not Found',
      description: 'Could not find stats for Michigan Wolverines',
    });
  });

  it("says Prediction Failed with the error's message", () => {
    expect(firstHalfFailureToast(new Error('No advanced stats for Army from the current data source'))).toEqual({
      title: 'Prediction Failed',
      description: 'No advanced stats for Army from the current data source',
    });
  });

  it('falls back to the spec text when there is no message', () => {
    const fallback = { title: 'Prediction Failed', description: 'Unable to generate prediction. Please try again.' };
    expect(firstHalfFailureToast(new Error(''))).toEqual(fallback);
    expect(firstHalfFailureToast('not an error')).toEqual(fallback);
  });
});
