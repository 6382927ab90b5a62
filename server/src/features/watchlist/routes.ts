import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { watchlistPutRequestSchema, watchlistResponseSchema } from '@playbook/contracts';
import type { Database } from '../../db/connect.ts';
import { requireUser } from '../../auth/access.ts';
import { WatchlistService } from './service.ts';

/**
 * GET/PUT /api/watchlist (beyond docs/product/watchlist.md per-browser storage): the signed-in user's saved
 * predictions and favorite parlays, so they follow the account to another browser. Each call sees and
 * changes only the caller's own list.
 */
export function registerWatchlistRoutes(app: FastifyInstance, db: Database): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = new WatchlistService(db);

  routes.get('/api/watchlist', { config: { access: 'user' }, schema: { response: { 200: watchlistResponseSchema } } }, (request) =>
    service.get(requireUser(request).id),
  );

  routes.put(
    '/api/watchlist',
    { config: { access: 'user' }, schema: { body: watchlistPutRequestSchema, response: { 200: watchlistResponseSchema } } },
    (request) => service.put(requireUser(request).id, request.body),
  );
}
