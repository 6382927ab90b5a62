import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { epaResponseSchema, epaYearParamSchema, firstHalfQuerySchema, firstHalfResponseSchema } from '@playbook/contracts';
import type { SportsData } from '../sports-data.ts';
import { CfbService } from './service.ts';

/** College advanced stats: the first-half prediction (spec 1 §3.2) and EPA per team (spec 3 §3, §7). */
export function registerCfbRoutes(app: FastifyInstance, sports: SportsData): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = new CfbService(sports);

  routes.get(
    '/api/cfb/first-half-prediction',
    { schema: { querystring: firstHalfQuerySchema, response: { 200: firstHalfResponseSchema, 404: firstHalfResponseSchema } } },
    async (request, reply) => {
      const outcome = await service.firstHalf(request.query.homeTeam, request.query.awayTeam);
      if (!outcome.found) return reply.code(404).send({ success: false as const, error: `Team not found: ${outcome.missing}` });
      return { success: true as const, data: outcome.prediction, ...outcome.freshness };
    },
  );

  routes.get('/api/cfb/epa/:year', { schema: { params: epaYearParamSchema, response: { 200: epaResponseSchema } } }, (request, reply) => {
    const { year } = request.params;
    return sports.answers.send(request, reply, `epa:${year}`, epaResponseSchema, async () => {
      const { teams, lastUpdated, source } = await service.seasonStats(year);
      const epa = teams.map((team) => ({ team: team.teamName, offense: { overall: team.stats.offenseEpa }, defense: { overall: team.stats.defenseEpa } }));
      return { success: true as const, lastUpdated, source, data: { epa } };
    });
  });
}
