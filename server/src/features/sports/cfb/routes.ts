import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { epaResponseSchema, epaYearParamSchema, firstHalfQuerySchema, firstHalfResponseSchema, firstHalfTeamNotFoundSchema } from '@playbook/contracts';
import type { SportsReads } from '../sports-data.ts';
import { CfbService } from './service.ts';

/** College advanced stats: the first-half prediction (docs/product/matchup-predictor.md) and EPA per team (docs/product/game-hub.md). */
export function registerCfbRoutes(app: FastifyInstance, sports: SportsReads): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = new CfbService(sports);

  routes.get(
    '/api/cfb/first-half-prediction',
    { schema: { querystring: firstHalfQuerySchema, response: { 200: firstHalfResponseSchema, 404: firstHalfTeamNotFoundSchema, 422: firstHalfResponseSchema } } },
    async (request, reply) => {
      // The one route whose failures are not {error: {code, message}}: the product fixes this call's answer as
      // {success, data, error} for success and failure alike, and the screens show that `error` (ADR 070,
      // docs/product/api.md). Its bad input (400) has the common shape.
      const outcome = await service.firstHalf(request.query.homeTeam, request.query.awayTeam);
      if (!outcome.found) {
        return reply.code(404).send({ success: false as const, error: `Team not found: ${outcome.missing}`, team: outcome.missing });
      }
      if (outcome.prediction === null) {
        const error = `No advanced stats for ${outcome.withoutStats} from the current data source`;
        return reply.code(422).send({ success: false as const, error });
      }
      return { success: true as const, data: outcome.prediction, ...outcome.freshness };
    },
  );

  routes.get('/api/cfb/epa/:year', { schema: { params: epaYearParamSchema, response: { 200: epaResponseSchema } } }, (request, reply) => {
    const { year } = request.params;
    return sports.answers.send(request, reply, `epa:${year}`, epaResponseSchema, async () => {
      const { teams, lastUpdated, source } = await service.seasonStats(year);
      // Teams whose source reports no EPA are left out rather than shown as zero.
      const epa = teams.flatMap(({ teamName, stats: { offenseEpa, defenseEpa } }) =>
        offenseEpa === null || defenseEpa === null ? [] : [{ team: teamName, offense: { overall: offenseEpa }, defense: { overall: defenseEpa } }],
      );
      return { success: true as const, lastUpdated, source, data: { epa } };
    });
  });
}
