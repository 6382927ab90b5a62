import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  footballLeagueParamSchema,
  refreshAllResponseSchema,
  teamAveragesResponseSchema,
  teamsResponseSchema,
  type FootballLeague,
} from '@playbook/contracts';
import type { RefreshCooldown } from '../refresh/refresh-cooldown.ts';
import { refreshFailure } from '../refresh/refresh-failure.ts';
import { FOOTBALL_LEAGUES, type SportsData } from '../sports-data.ts';
import { TeamsService } from './service.ts';

/** A league's teams as GET /api/teams/:league answers them (JSON). */
export type TeamsJson = (league: FootballLeague) => Promise<Buffer>;

/**
 * Team rankings (docs/product/dashboard.md). Answers how to read a league's teams as the route sends them: the
 * server-rendered first screen reads them so (ADR 080).
 */
export function registerTeamRoutes(app: FastifyInstance, sports: SportsData, cooldown: RefreshCooldown): TeamsJson {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = new TeamsService(sports);
  const teamsKey = (league: FootballLeague) => `teams:${league}`;

  routes.get('/api/teams/:league', { schema: { params: footballLeagueParamSchema, response: { 200: teamsResponseSchema } } }, (request, reply) => {
    const { league } = request.params;
    return sports.answers.send(request, reply, teamsKey(league), teamsResponseSchema, () => service.teams(league));
  });

  routes.get(
    '/api/teams/:league/averages',
    { schema: { params: footballLeagueParamSchema, response: { 200: teamAveragesResponseSchema } } },
    (request, reply) => {
      const { league } = request.params;
      return sports.answers.send(request, reply, `averages:${league}`, teamAveragesResponseSchema, () => service.averages(league));
    },
  );

  /**
   * Both football leagues all or nothing: a failure leaves both as they were and answers 502. Each league
   * refreshes at most once per cooldown for all users together, and a refresh already running is joined.
   */
  routes.post('/api/teams/refresh-all', { schema: { response: { 200: refreshAllResponseSchema } } }, async () => {
    await cooldown.admit(
      FOOTBALL_LEAGUES.map((league) => `teams:${league}`),
      'team data',
    );
    const results = await sports.refreshLeagues(FOOTBALL_LEAGUES).catch(refreshFailure('Unable to refresh team data'));
    // A secondary source left out (ADR 030) is named beside the count; the answer stays 200 with the counts the
    // 'All Data Refreshed' toast reads (docs/product/header-and-leagues.md).
    const countOf = (league: FootballLeague) => {
      const result = results.get(league);
      return { count: result?.teams ?? 0, ...(result?.sourceFailures.length ? { sourceFailures: result.sourceFailures } : {}) };
    };
    return { results: { nfl: countOf('NFL'), ncaa: countOf('NCAA') } };
  });

  return (league) => sports.answers.json(teamsKey(league), teamsResponseSchema, () => service.teams(league));
}
