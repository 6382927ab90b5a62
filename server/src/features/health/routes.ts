import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** A database that takes longer than this to answer `SELECT 1` counts as unreachable. */
export const HEALTH_TIMEOUT_MS = 2_000;

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * For load balancers and monitors: 200 while the database answers, 503 while it does not (the instance
 * cannot serve anything useful then). Nothing is cached: it recovers with the database's first answer, as
 * the pool opens new connections on its own.
 */
const healthySchema = z.object({ status: z.literal('ok') });
const unavailableSchema = z.object({ status: z.literal('unavailable'), reason: z.string() });

export function registerHealthRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const schema = { response: { 200: healthySchema, 503: unavailableSchema } };
  routes.get('/api/health', { config: { access: 'public' }, schema }, async (request, reply) => {
    try {
      await withTimeout(app.database.ping(), HEALTH_TIMEOUT_MS);
      return { status: 'ok' as const };
    } catch (error) {
      request.log.warn({ err: error }, 'health check: the database is unreachable');
      return reply.code(503).send({ status: 'unavailable' as const, reason: 'database unreachable' });
    }
  });
}
