import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { weeklyRecommendationsQuerySchema, weeklyRecommendationsResponseSchema } from '@playbook/contracts';
import type { SportsData } from '../sports/sports-data.ts';
import { RecommendationsService } from './service.ts';

/** docs/product/live-slate.md GET /api/recommendations/weekly (behind the session gate like every /api/* route). */
export function registerRecommendationRoutes(app: FastifyInstance, sports: SportsData): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = new RecommendationsService(sports);

  routes.get(
    '/api/recommendations/weekly',
    { schema: { querystring: weeklyRecommendationsQuerySchema, response: { 200: weeklyRecommendationsResponseSchema } } },
    (request) => service.weekly(request.query.league),
  );
}
