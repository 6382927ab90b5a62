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
 * GET /api/data-sources/:league: every source whose data is stored for the league (the footer credits them all),
 * the league's last full refresh's source first, then the others by stored rows; empty before any load.
 */
export const dataSourcesResponseSchema = z.object({
  league: hubLeagueSchema,
  sources: z.array(storedSourceSchema),
});
export type DataSourcesResponse = z.infer<typeof dataSourcesResponseSchema>;
