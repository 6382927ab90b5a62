import { z } from 'zod';
import { footballLeagueSchema, freshnessSchema } from './leagues.ts';
import { textField } from './text-field.ts';

/** docs/product/dashboard.md injury record. */
export const injurySchema = z.object({
  id: z.number().int(),
  playerName: z.string(),
  position: z.string(),
  teamName: z.string(),
  injuryType: z.string().nullable(),
  injuryStatus: z.string(),
  gameStatus: z.string().nullable(),
  lastReported: z.string(),
});
export type InjuryRecord = z.infer<typeof injurySchema>;

export const injuriesQuerySchema = z.object({ team: textField('team', 100).optional() });

export const injuriesResponseSchema = freshnessSchema.extend({ injuries: z.array(injurySchema) });
export type InjuriesResponse = z.infer<typeof injuriesResponseSchema>;

export const injuryRefreshResponseSchema = z.object({
  league: footballLeagueSchema,
  totalInjuries: z.number().int(),
  newInjuriesDetected: z.number().int(),
});
export type InjuryRefreshResponse = z.infer<typeof injuryRefreshResponseSchema>;

export const rosterPlayerSchema = z.object({ name: z.string(), position: z.string(), number: z.number().int().nullable() });
export const teamRosterSchema = z.object({ teamName: z.string(), abbreviation: z.string(), players: z.array(rosterPlayerSchema) });
export const rostersResponseSchema = freshnessSchema.extend({
  rosters: z.array(teamRosterSchema),
  totalPlayers: z.number().int(),
  totalTeams: z.number().int(),
});
export type RostersResponse = z.infer<typeof rostersResponseSchema>;
