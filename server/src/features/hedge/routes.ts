import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hedgeRequestSchema, hedgeResponseSchema, lastLegHedgeRequestSchema, lastLegHedgeResponseSchema } from '@playbook/contracts';
import { hedgeOpportunity, lastLegHedgeResult } from './service.ts';

/**
 * The hedge calculators (docs/product/arbitrage-and-hedging.md). Pure calculations with no stored state, behind the session gate
 * like every product route (docs/product/README.md: all /api routes except auth and health need a session).
 */
export function registerHedgeRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/arbitrage/calculate-hedge',
    { config: { access: 'user' }, schema: { body: hedgeRequestSchema, response: { 200: hedgeResponseSchema } } },
    async (request) => ({ opportunity: hedgeOpportunity(request.body) }),
  );

  routes.post(
    '/api/hedge/last-leg',
    { config: { access: 'user' }, schema: { body: lastLegHedgeRequestSchema, response: { 200: lastLegHedgeResponseSchema } } },
    async (request) => lastLegHedgeResult(request.body),
  );
}
