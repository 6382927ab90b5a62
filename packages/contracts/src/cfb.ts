import { z } from 'zod';
import { freshnessSchema } from './leagues.ts';
import { textField } from './text-field.ts';

export const firstHalfQuerySchema = z.object({
  homeTeam: textField('homeTeam', 100),
  awayTeam: textField('awayTeam', 100),
});

const firstHalfSideSchema = z.object({
  teamName: z.string(),
  winProbability: z.number(),
  metrics: z.object({
    ppa: z.number(),
    successRate: z.number(),
    turnoverMargin: z.number(),
    pointsPerPlayMargin: z.number(),
    firstHalfPointsPerGame: z.number(),
  }),
});

/** docs/product/matchup-predictor.md first-half prediction response. */
export const firstHalfResponseSchema = z.union([
  z.object({
    success: z.literal(true),
    data: z.object({
      prediction: z.object({ winner: z.string(), confidence: z.number(), predictedMargin: z.number() }),
      home: firstHalfSideSchema,
      away: firstHalfSideSchema,
    }),
    lastUpdated: freshnessSchema.shape.lastUpdated,
    source: freshnessSchema.shape.source,
  }),
  z.object({ success: z.literal(false), error: z.string() }),
]);

/**
 * The 404 of the first-half prediction: a team the server does not know (docs/product/matchup-predictor.md "Team Data Not Found").
 * `team` names it as asked, so a screen chooses its toast by the status and names the team from this field,
 * never by reading the wording of `error` (which the predictor shows as it is, docs/product/matchup-predictor.md).
 */
export const firstHalfTeamNotFoundSchema = z.object({ success: z.literal(false), error: z.string(), team: z.string() });

export const epaYearParamSchema = z.object({
  year: z.coerce.number({ error: 'Season must be a year such as 2025' }).int('Season must be a year such as 2025').min(2000, 'Season must be 2000 or later').max(2100, 'Season must be 2100 or earlier'),
});
export const epaResponseSchema = freshnessSchema.extend({
  success: z.literal(true),
  data: z.object({
    epa: z.array(z.object({ team: z.string(), offense: z.object({ overall: z.number() }), defense: z.object({ overall: z.number() }) })),
  }),
});
