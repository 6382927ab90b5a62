import { z } from 'zod';
import { DAYS_IN_ORDER_ISSUE, daysInOrder, parlayHistoryFilterFields } from './tracker.ts';

// Paging of GET /api/parlays/history (ADR 043). docs/product/api.md names the route and its list of saved parlays but not
// its size; an account at PARLAY_MAX_PER_USER answered 167 MB in one read (ADR 041). The body stays that list,
// one page of it; whether more exist, and where the next page starts, travel in a header.

/** A page with no `limit`: a screen's worth, and about 1.7 MB at the largest parlays (17 legs of full texts). */
export const PARLAY_HISTORY_PAGE_DEFAULT = 100;
/** The largest page asked for: the CSV export pages through with it, so 10,000 parlays are 50 reads of ~3.4 MB. */
export const PARLAY_HISTORY_PAGE_MAX = 200;
/** The answer's header naming the next page's `before`; absent on the last page. */
export const PARLAY_HISTORY_NEXT_HEADER = 'x-next-cursor';

/** PostgreSQL's integer: a parlay id past it names no parlay. */
const MAX_PARLAY_ID = 2_147_483_647;

/** A page of the history, filtered (league, book, market, status, days placed, tag). */
export const parlayHistoryQuerySchema = z
  .object({
    ...parlayHistoryFilterFields,
    limit: z
      .string()
      .regex(/^\d{1,9}$/, 'limit must be a whole number')
      .transform(Number)
      .pipe(z.number().min(1, 'limit must be at least 1').max(PARLAY_HISTORY_PAGE_MAX, `limit must be at most ${PARLAY_HISTORY_PAGE_MAX}`))
      .optional(),
    /**
     * The cursor from the previous page's header: opaque to the client. It is the id of that page's last parlay;
     * the next page holds the parlays after it in the history's order (generated time, then id, newest first),
     * so parlays saved between reads neither repeat nor shift a page.
     */
    before: z
      .string()
      .regex(/^[1-9]\d{0,9}$/, 'before must be a cursor from the previous page')
      .transform(Number)
      .refine((id) => id <= MAX_PARLAY_ID, 'before must be a cursor from the previous page')
      .optional(),
  })
  .refine(daysInOrder, DAYS_IN_ORDER_ISSUE);
export type ParlayHistoryQuery = z.infer<typeof parlayHistoryQuerySchema>;
