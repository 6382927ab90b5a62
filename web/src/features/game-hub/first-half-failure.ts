import { FirstHalfTeamNotFound } from '@/lib/queries/first-half';

/** docs/product/game-hub.md: the fallback when a failed prediction carries no message of its own. */
export const PREDICTION_FAILED_FALLBACK = 'Unable to generate prediction. Please try again.';

/**
 * docs/product/game-hub.md prediction errors, as the toast the GameHub 1st Half Prediction shows before its dialog closes:
 * "Team Data Not Found" when the server answered 404 naming the team it does not know (fetchFirstHalf's
 * FirstHalfTeamNotFound, from the status and the answer's `team` field, never from the message's wording),
 * otherwise "Prediction Failed" with the error's message (or the page's fallback when it has none).
 */
export function firstHalfFailureToast(error: unknown): { title: string; description: string } {
  if (error instanceof FirstHalfTeamNotFound) return { title: 'Team Data Not Found', description: `Could not find stats for ${error.team}` };
  const message = error instanceof Error ? error.message.trim() : '';
  return { title: 'Prediction Failed', description: message === '' ? PREDICTION_FAILED_FALLBACK : message };
}
