import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { lineHistoryResponseSchema, lineIdParamSchema } from '@playbook/contracts';
import { HttpError } from '../../../plugins/error-handler.ts';
import type { SportsReads } from '../sports-data.ts';
import { lineHistory } from './service.ts';

/**
 * A betting line's price history (the slate's 'View Historical Data', later closing line value). Not cached
 * with the read models: it is one small indexed read, and a line's history only grows.
 */
export function registerLineRoutes(app: FastifyInstance, sports: SportsReads): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/api/lines/:id/history', { schema: { params: lineIdParamSchema, response: { 200: lineHistoryResponseSchema } } }, async (request) => {
    const found = await lineHistory(sports.db, request.params.id);
    if (!found) throw new HttpError(404, 'NOT_FOUND', `No betting line with id ${request.params.id}`);
    return found;
  });
}
