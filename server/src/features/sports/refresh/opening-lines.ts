import { z } from 'zod';
import { lineRecordSchema, type LineRecord } from '../../../providers/records.ts';

const withOpenings = z.object({ openingLines: z.array(lineRecordSchema) });

/**
 * The opening prices a source still shows beside its current ones (ESPN's 'open' odds), which travel outside
 * the snapshot schema: a line first stored while one of them has its natural key opens at that price, and its
 * history starts with it. A missing or malformed list is no list: it is extra, not the data being refreshed.
 */
export function openingLinesOf(raw: unknown): LineRecord[] {
  const parsed = withOpenings.safeParse(raw);
  return parsed.success ? parsed.data.openingLines : [];
}
