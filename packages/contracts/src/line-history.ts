import { z } from 'zod';
import { dataSourceSchema } from './leagues.ts';
import { marketTypeSchema } from './lines.ts';

/** Digits only (400 otherwise); a number past the database's integer range names no line (404). */
export const lineIdParamSchema = z.object({ id: z.string().regex(/^\d+$/, 'Line id must be a whole number') });

/**
 * One price a betting line had, from when it was recorded. A main line's history is its side's (ADR 044): the
 * book's prices of that game, market and selection at every point it has offered, each with its `lineValue`, so a
 * moved point reads as a move. Absent (an older server): the line's own point.
 */
export const linePricePointSchema = z.object({
  americanOdds: z.number().int(),
  recordedAt: z.string(),
  lineValue: z.number().nullable().optional(),
});
export type LinePricePoint = z.infer<typeof linePricePointSchema>;

/**
 * GET /api/lines/:id/history: a line (one game, bookmaker, market, selection and point) with its opening,
 * latest and closing prices (closing: the last price before kick-off, null while none was recorded), whether
 * it is still offered (a main line whose point moved is not), and every price it has had, oldest first. `unconfirmedCloseSource`: the line's source when
 * its close is one that source did not confirm before kick-off (ADR 035), as a tracked leg answers it; null
 * otherwise, and by default for an older server.
 */
export const lineHistoryResponseSchema = z.object({
  line: z.object({
    id: z.number().int(),
    gameId: z.number().int(),
    bookmaker: z.string(),
    market: marketTypeSchema,
    selection: z.string(),
    lineValue: z.number().nullable(),
    openingOdds: z.number().int(),
    latestOdds: z.number().int(),
    closingOdds: z.number().int().nullable(),
    active: z.boolean(),
    unconfirmedCloseSource: dataSourceSchema.nullable().default(null),
  }),
  history: z.array(linePricePointSchema),
});
export type LineHistoryResponse = z.infer<typeof lineHistoryResponseSchema>;
