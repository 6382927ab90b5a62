import { z } from 'zod';
import { points, price, sourceId, text } from '../feed-bounds.ts';
import { MAX_EVENTS_PER_PAYLOAD } from '../payload-limits.ts';
import { recordList } from '../read-records.ts';

/**
 * The Odds API v4 payloads (api.the-odds-api.com): `/v4/sports/{sport}/odds` answers an array of events,
 * `/v4/sports/{sport}/events/{id}/odds` one event. Only the fields Playbook reads are checked; others pass.
 * Every string and number is bounded: an event, or an outcome of a market, holding a value no game
 * can have is dropped with its reason and counted; the rest of the answer is stored.
 */
export const oddsApiOutcomeSchema = z.object({
  /** A team's full name ("Philadelphia Eagles") or "Over" / "Under". */
  name: text().min(1),
  /** American (oddsFormat=american) or decimal (oddsFormat=decimal); see odds-price.ts. */
  price,
  /** Spreads and totals only. */
  point: points.nullish(),
});
export type OddsApiOutcome = z.infer<typeof oddsApiOutcomeSchema>;

const updatedAt = z.iso.datetime({ offset: true });

export const oddsApiMarketSchema = z.object({
  key: text(60).min(1),
  last_update: updatedAt.optional(),
  outcomes: recordList(oddsApiOutcomeSchema, 'outcome', { max: 500, plural: 'outcomes' }),
});
export type OddsApiMarket = z.infer<typeof oddsApiMarketSchema>;

export const oddsApiBookmakerSchema = z.object({
  key: text(60).min(1),
  title: text(80).min(1),
  last_update: updatedAt.optional(),
  markets: z.array(oddsApiMarketSchema).max(100),
});
export type OddsApiBookmaker = z.infer<typeof oddsApiBookmakerSchema>;

export const oddsApiEventSchema = z.object({
  id: sourceId,
  sport_key: text(60).min(1),
  commence_time: z.iso.datetime({ offset: true }),
  home_team: text().min(1),
  away_team: text().min(1),
  // The events endpoint (no odds) leaves bookmakers out.
  bookmakers: z.array(oddsApiBookmakerSchema).max(100).default([]),
});
export type OddsApiEvent = z.infer<typeof oddsApiEventSchema>;

/** What still names the game of an event that failed its schema (see unread-games.ts). */
export const oddsApiEventRefSchema = oddsApiEventSchema
  .pick({ id: true, home_team: true, away_team: true, commence_time: true })
  .transform((event) => ({ id: event.id, homeTeam: event.home_team, awayTeam: event.away_team, startDate: event.commence_time }));

export const oddsApiEventsSchema = recordList(oddsApiEventSchema, 'odds-api event', { max: MAX_EVENTS_PER_PAYLOAD, plural: 'events' });

/** `/v4/sports/{sport}/scores`: scores are strings by team name, null before kickoff. */
export const oddsApiScoreEventSchema = z.object({
  id: sourceId,
  sport_key: text(60).min(1),
  commence_time: z.iso.datetime({ offset: true }),
  completed: z.boolean(),
  home_team: text().min(1),
  away_team: text().min(1),
  scores: z
    .array(z.object({ name: text().min(1), score: text(3).regex(/^\d+$/, 'expected a whole number') }))
    .max(4)
    .nullable(),
  last_update: updatedAt.nullable(),
});
export type OddsApiScoreEvent = z.infer<typeof oddsApiScoreEventSchema>;

export const oddsApiScoresSchema = recordList(oddsApiScoreEventSchema, 'odds-api event', { max: MAX_EVENTS_PER_PAYLOAD, plural: 'events' });
