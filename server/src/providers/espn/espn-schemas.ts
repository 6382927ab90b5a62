import { z } from 'zod';
import { points, price as odds, seasonYear, smallCount, text } from '../feed-bounds.ts';
import { MAX_EVENTS_PER_PAYLOAD } from '../payload-limits.ts';
import { recordList } from '../read-records.ts';

/**
 * zod schemas of the ESPN site API payloads, holding only the fields the adapter reads (zod drops the rest,
 * and ESPN sends a lot: links, logos, broadcasts, leaders). Anything ESPN sometimes leaves out is optional.
 * Every string and number is bounded: a value no game can have (a season 2147483648, a name of a
 * megabyte) makes its event a bad record, dropped and counted, never a failed read of everything stored.
 */
const id = z.string().min(1).max(40);
/** American odds and lines as ESPN writes them in its string blocks ("+240", "o43.5"). */
const quoteText = text(20);

/** An `open`/`close` price of the odds block's string blocks: `{ line: "+6", odds: "-105" }`. */
const quoteSchema = z.object({ line: quoteText.optional(), odds: quoteText.optional() });
const openCloseSchema = z.object({ open: quoteSchema.optional(), close: quoteSchema.optional() });

const teamOddsSchema = z.object({
  moneyLine: odds.optional(),
  spreadOdds: odds.optional(),
});

export const espnOddsSchema = z.object({
  provider: z.object({ name: text(80).min(1) }),
  overUnder: points.optional(),
  /** The home team's line (negative when the home team is favoured). */
  spread: points.optional(),
  awayTeamOdds: teamOddsSchema.optional(),
  homeTeamOdds: teamOddsSchema.optional(),
  moneyline: z.object({ home: openCloseSchema.optional(), away: openCloseSchema.optional() }).optional(),
  pointSpread: z.object({ home: openCloseSchema.optional(), away: openCloseSchema.optional() }).optional(),
  total: z.object({ over: openCloseSchema.optional(), under: openCloseSchema.optional() }).optional(),
});
export type EspnOdds = z.infer<typeof espnOddsSchema>;

export const espnTeamSchema = z.object({
  id,
  abbreviation: text(20).optional(),
  displayName: text().min(1),
  shortDisplayName: text().optional(),
  name: text().optional(),
  location: text().optional(),
});
export type EspnTeam = z.infer<typeof espnTeamSchema>;

const competitorSchema = z.object({
  homeAway: z.enum(['home', 'away']),
  score: text(8).optional(),
  team: espnTeamSchema,
  linescores: z.array(z.object({ value: z.number().min(0).max(999), period: smallCount.optional() })).max(99).optional(),
});

export const espnStatusSchema = z.object({
  period: smallCount.optional(),
  displayClock: text(20).optional(),
  type: z.object({ name: text(60), state: z.enum(['pre', 'in', 'post']), completed: z.boolean() }),
});

export type EspnStatus = z.infer<typeof espnStatusSchema>;

export const espnEventSchema = z.object({
  id,
  date: text(40).min(1),
  season: z.object({ year: seasonYear, type: smallCount }),
  week: z.object({ number: smallCount }).optional(),
  status: espnStatusSchema,
  competitions: z
    .array(
      z.object({
        competitors: z.array(competitorSchema).max(4),
        venue: z.object({ fullName: text().optional() }).optional(),
        /** True for a game at neither team's home (a London game, a Super Bowl, a bowl game). */
        neutralSite: z.boolean().optional(),
        odds: z.array(espnOddsSchema).max(50).optional(),
      }),
    )
    .min(1)
    .max(4),
});
export type EspnEvent = z.infer<typeof espnEventSchema>;

const calendarEntrySchema = z.object({ value: text(20), label: text().optional(), startDate: text(40), endDate: text(40) });
/** A season part of `leagues[0].calendar`: value "1" preseason, "2" regular season, "3" postseason. */
const calendarPartSchema = z.object({ value: text(20), entries: z.array(calendarEntrySchema).max(60).optional() });

/**
 * A scoreboard, its events read one by one: an event that fails its schema is dropped with its reason (its id
 * kept, so a full refresh keeps the stored game it stands for), never the whole answer.
 */
export const espnEventListSchema = recordList(espnEventSchema, 'espn event', { max: MAX_EVENTS_PER_PAYLOAD, plural: 'events' });

export const espnScoreboardSchema = z.object({
  leagues: z
    .array(
      z.object({
        // MLB's calendar is a plain list of dates; only football's has weeks.
        calendar: z.array(z.union([calendarPartSchema, text(40)])).max(400).optional(),
      }),
    )
    .optional(),
  season: z.object({ year: seasonYear, type: smallCount }).optional(),
  week: z.object({ number: smallCount }).optional(),
  events: espnEventListSchema,
});
export type EspnScoreboard = z.infer<typeof espnScoreboardSchema>;
