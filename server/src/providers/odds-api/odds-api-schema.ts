import { z } from 'zod';
import { MAX_EVENTS_PER_PAYLOAD, refusal } from '../payload-limits.ts';

/**
 * The Odds API v4 payloads (api.the-odds-api.com): `/v4/sports/{sport}/odds` answers an array of events,
 * `/v4/sports/{sport}/events/{id}/odds` one event. Only the fields Playbook reads are checked; others pass.
 */
export const oddsApiOutcomeSchema = z.object({
  /** A team's full name ("Philadelphia Eagles") or "Over" / "Under". */
  name: z.string().min(1),
  /** American (oddsFormat=american) or decimal (oddsFormat=decimal); see odds-price.ts. */
  price: z.number(),
  /** Spreads and totals only. */
  point: z.number().nullish(),
});
export type OddsApiOutcome = z.infer<typeof oddsApiOutcomeSchema>;

export const oddsApiMarketSchema = z.object({
  key: z.string().min(1),
  last_update: z.iso.datetime({ offset: true }).optional(),
  outcomes: z.array(oddsApiOutcomeSchema).max(500),
});
export type OddsApiMarket = z.infer<typeof oddsApiMarketSchema>;

export const oddsApiBookmakerSchema = z.object({
  key: z.string().min(1),
  title: z.string().min(1),
  last_update: z.iso.datetime({ offset: true }).optional(),
  markets: z.array(oddsApiMarketSchema).max(100),
});
export type OddsApiBookmaker = z.infer<typeof oddsApiBookmakerSchema>;

export const oddsApiEventSchema = z.object({
  id: z.string().min(1),
  sport_key: z.string().min(1),
  commence_time: z.iso.datetime({ offset: true }),
  home_team: z.string().min(1),
  away_team: z.string().min(1),
  // The events endpoint (no odds) leaves bookmakers out.
  bookmakers: z.array(oddsApiBookmakerSchema).max(100).default([]),
});
export type OddsApiEvent = z.infer<typeof oddsApiEventSchema>;

export const oddsApiEventsSchema = z.array(oddsApiEventSchema).max(MAX_EVENTS_PER_PAYLOAD, refusal('events', MAX_EVENTS_PER_PAYLOAD));

/** `/v4/sports/{sport}/scores`: scores are strings by team name, null before kickoff. */
export const oddsApiScoreEventSchema = z.object({
  id: z.string().min(1),
  sport_key: z.string().min(1),
  commence_time: z.iso.datetime({ offset: true }),
  completed: z.boolean(),
  home_team: z.string().min(1),
  away_team: z.string().min(1),
  scores: z.array(z.object({ name: z.string().min(1), score: z.string().regex(/^\d+$/, 'expected a whole number') })).nullable(),
  last_update: z.iso.datetime({ offset: true }).nullable(),
});
export type OddsApiScoreEvent = z.infer<typeof oddsApiScoreEventSchema>;

export const oddsApiScoresSchema = z.array(oddsApiScoreEventSchema).max(MAX_EVENTS_PER_PAYLOAD, refusal('events', MAX_EVENTS_PER_PAYLOAD));
