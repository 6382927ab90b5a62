import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { footballLeagueParamSchema, rostersResponseSchema } from '@playbook/contracts';
import type { SportsReads } from '../sports-data.ts';
import { RostersService } from './service.ts';

/** Team rosters (docs/product/simulator.md: rosters, totalPlayers, totalTeams). */
export function registerRosterRoutes(app: FastifyInstance, sports: SportsReads): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = new RostersService(sports);
  routes.get('/api/rosters/:league', { schema: { params: footballLeagueParamSchema, response: { 200: rostersResponseSchema } } }, (request, reply) => {
    const { league } = request.params;
    return sports.answers.send(request, reply, `rosters:${league}`, rostersResponseSchema, () => service.rosters(league));
  });
}
