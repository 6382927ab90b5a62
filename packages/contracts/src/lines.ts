import { z } from 'zod';
import { gameStatusDetailSchema } from './gamehub.ts';
import { freshnessSchema, hubLeagueSchema } from './leagues.ts';
import { textField } from './text-field.ts';

export const marketTypeSchema = z.enum(['moneyline', 'spread', 'total']);
export type MarketType = z.infer<typeof marketTypeSchema>;

/** docs/product/live-slate.md betting line of the live slate. */
export const liveBettingLineSchema = z.object({
  id: z.string(),
  game: z.string(),
  matchup: z.string(),
  type: marketTypeSchema,
  description: z.string(),
  odds: z.number().int(),
  bookmaker: z.string(),
  league: hubLeagueSchema,
  eventId: z.string(),
  isAlternate: z.boolean(),
  line: z.number().nullable(),
  gameTime: z.string(),
});
export type LiveBettingLine = z.infer<typeof liveBettingLineSchema>;

export const liveBettingLinesResponseSchema = freshnessSchema.extend({ lines: z.array(liveBettingLineSchema) });

/** docs/product/live-slate.md live game. */
export const liveGameSchema = z.object({
  id: z.string(),
  awayTeam: z.string(),
  homeTeam: z.string(),
  league: hubLeagueSchema,
  sport: z.string(),
  gameTime: z.string(),
  referee: z.string().nullable(),
  status: z.string(),
  /** The source's finer state (postponed, delayed, halftime…); null or absent: nothing to add. */
  statusDetail: gameStatusDetailSchema.nullable().optional(),
});
export const liveGamesResponseSchema = freshnessSchema.extend({ games: z.array(liveGameSchema) });

/** docs/product/live-slate.md alternate line (server). */
export const alternateLineSchema = z.object({
  eventId: z.string(),
  selection: z.string(),
  marketType: z.enum(['spread', 'total']),
  lineValue: z.number(),
  americanOdds: z.number().int(),
  awayTeam: z.string(),
  homeTeam: z.string(),
  league: hubLeagueSchema,
  bookmaker: z.string(),
});
export type AlternateLine = z.infer<typeof alternateLineSchema>;

export const eventIdParamSchema = z.object({ eventId: textField('eventId', 100) });
export const alternateLinesResponseSchema = freshnessSchema.extend({ success: z.literal(true), alternateLines: z.array(alternateLineSchema) });

export const ALTERNATES_DEFAULT_LIMIT = 25;
export const sortedAlternatesQuerySchema = z.object({
  marketType: z.enum(['spread', 'total']).default('spread'),
  sortOrder: z.enum(['worst-to-best', 'best-to-worst']).default('worst-to-best'),
  limit: z.coerce.number({ error: 'Limit must be a number' }).int('Limit must be a whole number').min(1, 'Limit must be at least 1').max(200, 'Limit must be at most 200').default(ALTERNATES_DEFAULT_LIMIT),
});
export const sortedAlternatesResponseSchema = freshnessSchema.extend({
  success: z.literal(true),
  marketType: z.enum(['spread', 'total']),
  sortOrder: z.enum(['worst-to-best', 'best-to-worst']),
  lines: z.array(alternateLineSchema),
});
