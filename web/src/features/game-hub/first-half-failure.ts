/** Spec 3 §8: the fallback when a failed prediction carries no message of its own. */
export const PREDICTION_FAILED_FALLBACK = 'Unable to generate prediction. Please try again.';

// The first-half route answers an unknown team with 404 "Team not found: {team}" (server/src/features/sports/cfb).
const TEAM_NOT_FOUND = /^Team not found: (.+)$/;

/**
 * Spec 3 §8 prediction errors, as the toast the GameHub 1st Half Prediction shows before its dialog closes:
 * "Team Data Not Found" naming the team the model does not know, otherwise "Prediction Failed" with the
 * error's message (or the spec's fallback when it has none).
 */
export function firstHalfFailureToast(error: unknown): { title: string; description: string } {
  const message = error instanceof Error ? error.message.trim() : '';
  const team = TEAM_NOT_FOUND.exec(message)?.[1];
  if (team !== undefined) return { title: 'Team Data Not Found', description: `Could not find stats for ${team}` };
  return { title: 'Prediction Failed', description: message === '' ? PREDICTION_FAILED_FALLBACK : message };
}
