import { z } from 'zod';
import { dataSourceSchema, hubLeagueSchema } from './leagues.ts';

/** One source whose data is stored for a league, with how many stored rows it holds there. */
export const storedSourceSchema = z.object({
  source: dataSourceSchema,
  /** Games, betting lines and season advanced stats the source stored for the league. */
  rows: z.number().int().nonnegative(),
});
export type StoredSource = z.infer<typeof storedSourceSchema>;

/**
 * A credited source the league's latest full refresh left out because it failed (ADR 030): its stored data was
 * kept as it was, so it is older than the rest. `lastUpdated`: when the latest full refresh that included it
 * started (the time every answer's `lastUpdated` gives a refresh), null when the refresh log holds none.
 */
export const leftOutSourceSchema = z.object({
  source: dataSourceSchema,
  lastUpdated: z.string().nullable(),
  /**
   * ADR 040: a source paused after failing is not asked before this time (ISO); absent when it is not paused (or
   * the server predates pauses). A refresh from then on asks it again.
   */
  retryAt: z.string().optional(),
});
export type LeftOutSource = z.infer<typeof leftOutSourceSchema>;

/**
 * GET /api/data-sources/:league: every source whose data is stored for the league (the footer credits them all),
 * the league's last full refresh's source first, then the others by stored rows; empty before any load.
 */
export const dataSourcesResponseSchema = z.object({
  league: hubLeagueSchema,
  sources: z.array(storedSourceSchema),
  /**
   * The credited sources left out of the latest full refresh (ADR 030), empty when every one answered. It
   * defaults to empty so a client also reads an answer of a server without it (an instance not yet updated).
   */
  leftOut: z.array(leftOutSourceSchema).default([]),
});
export type DataSourcesResponse = z.infer<typeof dataSourcesResponseSchema>;

/** Where one league stands in the first load from the real sources. */
export const leagueLoadStateSchema = z.enum(['waiting', 'loading', 'loaded', 'failed']);
export type LeagueLoadState = z.infer<typeof leagueLoadStateSchema>;

/**
 * GET /api/data-loading: the first load of a new data folder from the real sources, which runs behind the
 * server's start (minutes for every league: hundreds of requests). `active` while it runs; `current` is the
 * league being read, its source and the requests that source has answered so far. Leagues load in order (the
 * NFL first); a screen of a league still waiting is empty until its turn, never filled with the demo season.
 */
export const dataLoadingSchema = z.object({
  active: z.boolean(),
  leagues: z.array(z.object({ league: hubLeagueSchema, state: leagueLoadStateSchema })),
  current: z
    .object({ league: hubLeagueSchema, source: dataSourceSchema, requests: z.number().int().nonnegative() })
    .nullable(),
});
export type DataLoading = z.infer<typeof dataLoadingSchema>;
