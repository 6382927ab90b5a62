import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { footballLeagueParamSchema, injuriesQuerySchema, injuriesResponseSchema, injuryRefreshResponseSchema } from '@playbook/contracts';
import { refreshFailure } from '../refresh/refresh-failure.ts';
import type { SportsData } from '../sports-data.ts';
import type { RefreshCooldown } from '../refresh/refresh-cooldown.ts';
import { InjuriesService } from './service.ts';

/** Injury reports (docs/product/dashboard.md; the refresh's {id} is the league: docs/product/README.md). */
export function registerInjuryRoutes(app: FastifyInstance, sports: SportsData, cooldown: RefreshCooldown): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = new InjuriesService(sports);

  routes.get(
    '/api/injuries/:league',
    { schema: { params: footballLeagueParamSchema, querystring: injuriesQuerySchema, response: { 200: injuriesResponseSchema } } },
    async (request, reply) => {
      const { league } = request.params;
      const { team } = request.query;
      if (team !== undefined) return service.injuries(league, team);
      return sports.answers.send(request, reply, `injuries:${league}`, injuriesResponseSchema, () => service.injuries(league, undefined));
    },
  );

  routes.post(
    '/api/injuries/:league/refresh',
    { schema: { params: footballLeagueParamSchema, response: { 200: injuryRefreshResponseSchema } } },
    async (request) => {
      const { league } = request.params;
      await cooldown.admit([`injuries:${league}`], `${league} injuries`);
      return sports.refreshInjuries(league).catch(refreshFailure('Unable to refresh injury data'));
    },
  );
}
