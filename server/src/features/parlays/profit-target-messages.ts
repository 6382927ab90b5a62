/**
 * What the server and the parlay search worker say to each other. Both sides parse what they receive: a
 * message crossing threads is outside data to each of them.
 */
import { z } from 'zod';
import { CORRELATED_LEGS, categorizedParlaysSchema, generatedParlaySchema, profitTargetBettingLineSchema } from '@playbook/contracts';
import { OPTIMAL_RANGE_ORDERS } from '@playbook/core';

const cursorSchema = z.object({ band: z.number().int().nonnegative(), path: z.array(z.number().int().nonnegative()) });

export const searchJobSchema = z.object({
  id: z.number().int(),
  lines: z.array(profitTargetBettingLineSchema),
  options: z.object({
    targetProfit: z.number(),
    maxRisk: z.number(),
    minLegs: z.number().int(),
    maxLegs: z.number().int(),
    correlatedLegs: z.enum(CORRELATED_LEGS),
  }),
  /** The search's work bound (ADR 046) when the server's settings change it; the core default otherwise. */
  workLimits: z.object({ work: z.number().int().positive(), countWork: z.number().int().nonnegative(), countBandWork: z.number().int().nonnegative().optional() }).optional(),
  /** Present for a page of the optimal range (ADR 055) instead of the search. */
  page: z.object({ order: z.enum(OPTIMAL_RANGE_ORDERS), search: z.string(), cursor: cursorSchema.optional() }).optional(),
});
export type SearchJob = z.infer<typeof searchJobSchema>;

export const workerMessageSchema = z.union([
  z.object({ ready: z.literal(true) }),
  z.object({
    id: z.number().int(),
    ok: z.literal(true),
    outcome: z.object({ result: categorizedParlaysSchema, combinationsVisited: z.number().int() }),
    elapsedMs: z.number(),
  }),
  z.object({
    id: z.number().int(),
    ok: z.literal(true),
    page: z.object({ parlays: z.array(generatedParlaySchema), next: cursorSchema.nullable() }),
    elapsedMs: z.number(),
  }),
  z.object({ id: z.number().int(), ok: z.literal(false), message: z.string() }),
]);
export type WorkerMessage = z.infer<typeof workerMessageSchema>;
