import { z } from 'zod';

/**
 * zod schemas of the ESPN site API payloads, holding only the fields the adapter reads (zod drops the rest,
 * and ESPN sends a lot: links, logos, broadcasts, leaders). Anything ESPN sometimes leaves out is optional.
 */

/** An `open`/`close` price of the odds block's string blocks: `{ line: "+6", odds: "-105" }`. */
const quoteSchema = z.object({ line: z.string().optional(), odds: z.string().optional() });
const openCloseSchema = z.object({ open: quoteSchema.optional(), close: quoteSchema.optional() });

const teamOddsSchema = z.object({
  moneyLine: z.number().optional(),
  spreadOdds: z.number().optional(),
});

export const espnOddsSchema = z.object({
  provider: z.object({ name: z.string().min(1) }),
  overUnder: z.number().optional(),
  /** The home team's line (negative when the home team is favoured). */
  spread: z.number().optional(),
  awayTeamOdds: teamOddsSchema.optional(),
  homeTeamOdds: teamOddsSchema.optional(),
  moneyline: z.object({ home: openCloseSchema.optional(), away: openCloseSchema.optional() }).optional(),
  pointSpread: z.object({ home: openCloseSchema.optional(), away: openCloseSchema.optional() }).optional(),
  total: z.object({ over: openCloseSchema.optional(), under: openCloseSchema.optional() }).optional(),
});
export type EspnOdds = z.infer<typeof espnOddsSchema>;

export const espnTeamSchema = z.object({
  id: z.string().min(1),
  abbreviation: z.string().optional(),
  displayName: z.string().min(1),
  shortDisplayName: z.string().optional(),
  name: z.string().optional(),
  location: z.string().optional(),
});
export type EspnTeam = z.infer<typeof espnTeamSchema>;

const competitorSchema = z.object({
  homeAway: z.enum(['home', 'away']),
  score: z.string().optional(),
  team: espnTeamSchema,
  linescores: z.array(z.object({ value: z.number(), period: z.number().int().optional() })).optional(),
});

export const espnStatusSchema = z.object({
  period: z.number().int().optional(),
  displayClock: z.string().optional(),
  type: z.object({ name: z.string(), state: z.enum(['pre', 'in', 'post']), completed: z.boolean() }),
});

export type EspnStatus = z.infer<typeof espnStatusSchema>;

export const espnEventSchema = z.object({
  id: z.string().min(1),
  date: z.string().min(1),
  season: z.object({ year: z.number().int(), type: z.number().int() }),
  week: z.object({ number: z.number().int() }).optional(),
  status: espnStatusSchema,
  competitions: z
    .array(
      z.object({
        competitors: z.array(competitorSchema),
        venue: z.object({ fullName: z.string().optional() }).optional(),
        /** True for a game at neither team's home (a London game, a Super Bowl, a bowl game). */
        neutralSite: z.boolean().optional(),
        odds: z.array(espnOddsSchema).optional(),
      }),
    )
    .min(1),
});
export type EspnEvent = z.infer<typeof espnEventSchema>;

const calendarEntrySchema = z.object({ value: z.string(), label: z.string().optional(), startDate: z.string(), endDate: z.string() });
/** A season part of `leagues[0].calendar`: value "1" preseason, "2" regular season, "3" postseason. */
const calendarPartSchema = z.object({ value: z.string(), entries: z.array(calendarEntrySchema).optional() });

export const espnScoreboardSchema = z.object({
  leagues: z
    .array(
      z.object({
        // MLB's calendar is a plain list of dates; only football's has weeks.
        calendar: z.array(z.union([calendarPartSchema, z.string()])).optional(),
      }),
    )
    .optional(),
  season: z.object({ year: z.number().int(), type: z.number().int() }).optional(),
  week: z.object({ number: z.number().int() }).optional(),
  events: z.array(espnEventSchema),
});
export type EspnScoreboard = z.infer<typeof espnScoreboardSchema>;

