import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  favoriteParlaySchema,
  watchlistPredictionSchema,
  type WatchlistPutRequest,
  type WatchlistResponse,
} from '@playbook/contracts';
import type { Database } from '../../db/connect.ts';
import { watchlists } from '../../db/watchlist-schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';

export const WATCHLIST_CONFLICT_CODE = 'WATCHLIST_CONFLICT';

/** Stored JSON is read back through the contract: an entry that no longer reads (an older shape) is left out. */
function entriesOf<T>(stored: unknown, schema: z.ZodType<T>): T[] {
  const list = z.array(z.unknown()).safeParse(stored);
  if (!list.success) return [];
  return list.data.flatMap((item) => {
    const entry = schema.safeParse(item);
    return entry.success ? [entry.data] : [];
  });
}

const conflict = () =>
  new HttpError(409, WATCHLIST_CONFLICT_CODE, 'The watchlist was changed in another browser; read it again and merge');

/**
 * A signed-in user's watchlist (beyond docs/product/watchlist.md, which keeps it per browser): every read and write is scoped to
 * the caller. A write replaces both lists whole (the browser merged them first) and only when it names the
 * version it merged against, so two browsers writing at once never silently drop each other's entries.
 */
export class WatchlistService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async get(userId: number): Promise<WatchlistResponse> {
    const [row] = await this.db.select().from(watchlists).where(eq(watchlists.userId, userId));
    if (!row) return { predictions: [], favorites: [], version: 0 };
    return {
      predictions: entriesOf(row.predictions, watchlistPredictionSchema),
      favorites: entriesOf(row.favorites, favoriteParlaySchema),
      version: row.version,
    };
  }

  /** Compare-and-set on the version: one atomic statement each way, so racing writes cannot both win. */
  async put(userId: number, body: WatchlistPutRequest): Promise<WatchlistResponse> {
    const values = { predictions: body.predictions, favorites: body.favorites, version: body.version + 1, updatedAt: this.now() };
    const written =
      body.version === 0
        ? await this.db
            .insert(watchlists)
            .values({ userId, ...values })
            .onConflictDoNothing()
            .returning({ version: watchlists.version })
        : await this.db
            .update(watchlists)
            .set(values)
            .where(and(eq(watchlists.userId, userId), eq(watchlists.version, body.version)))
            .returning({ version: watchlists.version });
    const [row] = written;
    if (!row) throw conflict();
    return { predictions: body.predictions, favorites: body.favorites, version: row.version };
  }
}
