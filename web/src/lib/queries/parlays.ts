/**
 * Every tracker query starts with this key, so one invalidation refreshes history and performance together (the
 * tracker's own changes, and a parlay the alert stream says was graded).
 */
export const PARLAYS_QUERY_KEY = ['parlays'] as const;
