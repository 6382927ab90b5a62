import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataLoadingSchema } from '@playbook/contracts';
import type { LoadProgress } from './load-progress.ts';

/**
 * GET /api/data-loading: how far the first load from the real sources has come (the screens' progress note
 * polls it while it runs). Read from memory, never cached: it moves with every answered request.
 */
export function registerDataLoadingRoute(app: FastifyInstance, progress: LoadProgress): void {
  app.withTypeProvider<ZodTypeProvider>().get('/api/data-loading', { schema: { response: { 200: dataLoadingSchema } } }, (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return progress.view();
  });
}
