import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { firstHalfResponseSchema, firstHalfTeamNotFoundSchema } from '@playbook/contracts';
import { ApiError, toApiError } from '@/lib/api';

/** docs/product/matchup-predictor.md: the first-half failure messages. */
export const FIRST_HALF_FAILED = 'Failed to load first half prediction';
export const FIRST_HALF_NETWORK_ERROR = 'Network error: Unable to load first half prediction';

type FirstHalfResponse = z.infer<typeof firstHalfResponseSchema>;
export type FirstHalfData = Extract<FirstHalfResponse, { success: true }>['data'];

/**
 * The server's 404: a team it has no stats for, named by the answer's own `team` field. Its message stays the
 * server's (the predictor shows it as it is); GameHub tells it apart by this class, not by the wording.
 */
export class FirstHalfTeamNotFound extends Error {
  readonly team: string;
  constructor(team: string, message: string) {
    super(message);
    this.name = 'FirstHalfTeamNotFound';
    this.team = team;
  }
}

/**
 * GET /api/cfb/first-half-prediction (docs/product/matchup-predictor.md). The answer is {success, data, error} for success and
 * failure alike, so the body is read whatever the status: its `error` is the message when there is one,
 * otherwise the page's generic one. A 404 naming the unknown team is a FirstHalfTeamNotFound. A request that
 * never got an answer is the network error.
 */
export async function fetchFirstHalf(homeTeam: string, awayTeam: string): Promise<FirstHalfData> {
  const query = new URLSearchParams({ homeTeam, awayTeam });
  let response: Response;
  try {
    response = await fetch(`/api/cfb/first-half-prediction?${query.toString()}`, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new Error(FIRST_HALF_NETWORK_ERROR);
  }
  // Not the route's own answer but the session gate's: an ApiError the ended-session rule recognises (ADR 001
  // stop 23), still worded as the page's generic failure for the card.
  if (response.status === 401) {
    const gate = await toApiError(response);
    throw new ApiError(gate.status, FIRST_HALF_FAILED, gate.serverMessage, gate.code);
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy error page, an empty body): the generic message below.
  }
  const missing = response.status === 404 ? firstHalfTeamNotFoundSchema.safeParse(body) : null;
  if (missing?.success) throw new FirstHalfTeamNotFound(missing.data.team, missing.data.error.trim() === '' ? FIRST_HALF_FAILED : missing.data.error);
  const parsed = firstHalfResponseSchema.safeParse(body);
  if (parsed.success) {
    if (parsed.data.success && response.ok) return parsed.data.data;
    if (!parsed.data.success && parsed.data.error.trim() !== '') throw new Error(parsed.data.error);
  }
  throw new Error(FIRST_HALF_FAILED);
}

/**
 * The first-half prediction of one matchup as a query, kept per matchup: read through TanStack Query wherever it
 * is asked (a hook or `queryClient.fetchQuery`), so a session that ended elsewhere meets the app's one rule.
 */
export const firstHalfQuery = (homeTeam: string, awayTeam: string) =>
  queryOptions({
    queryKey: ['cfb', 'first-half', homeTeam, awayTeam] as const,
    queryFn: () => fetchFirstHalf(homeTeam, awayTeam),
    refetchOnWindowFocus: false,
    // Offline it is asked all the same, so the card says 'Network error' instead of waiting for the network.
    networkMode: 'always',
  });

/** The first-half prediction of one matchup, asked only while `enabled` (a dialog is open). */
export function useFirstHalf(homeTeam: string, awayTeam: string, enabled: boolean) {
  return useQuery({ ...firstHalfQuery(homeTeam, awayTeam), enabled });
}
