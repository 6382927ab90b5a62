import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataSourcesResponseSchema, hubLeagueParamSchema } from '@playbook/contracts';
import type { SportsReads } from '../sports-data.ts';
import { leftOutSourcesOf } from './left-out-sources.ts';
import { storedSourcesOf } from './service.ts';

/**
 * Where a league's stored numbers come from (docs/product/README.md: every screen says so): the footer's credits, and the
 * sources the latest refresh left out, whose data is older (ADR 030), and when a paused one is asked again (ADR 040).
 */
export function registerDataSourceRoutes(app: FastifyInstance, sports: SportsReads): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/data-sources/:league',
    { schema: { params: hubLeagueParamSchema, response: { 200: dataSourcesResponseSchema } } },
    (request, reply) => {
      const { league } = request.params;
      // Cached until the next refresh commits, like every read answer: the group-bys run once per refresh.
      // The refresh log's success row commits with the data, so the left-out sources change only with the cache.
      return sports.answers.send(request, reply, `data-sources:${league}`, dataSourcesResponseSchema, async () => {
        const sources = await storedSourcesOf(sports.db, league);
        const leftOut = await leftOutSourcesOf(sports.db, league, sources);
        // A source paused after failing (ADR 040) says when it is asked again; pauses change only in refreshes, whose
        // commit drops this answer.
        const withPauses = await Promise.all(
          leftOut.map(async (entry) => {
            const retryAt = await sports.retryAtOf(entry.source, league);
            return retryAt === null ? entry : { ...entry, retryAt: retryAt.toISOString() };
          }),
        );
        return { league, sources, leftOut: withPauses };
      });
    },
  );
}
