import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  gameHubAllResponseSchema,
  gameHubCombinedResponseSchema,
  gameHubLeagueResponseSchema,
  gameHubLiveResponseSchema,
  hubLeagueParamSchema,
} from '@playbook/contracts';
import type { SportsData } from '../sports-data.ts';
import { GameHubService } from './service.ts';

const scheduledOnly = <T extends { status: string }>(games: readonly T[]): T[] => games.filter((game) => game.status === 'scheduled');

/** GameHub feeds (spec 1 §3.2, spec 3 §3 and §7); each body is cached per day, the timestamp is the request's. */
export function registerGameHubRoutes(app: FastifyInstance, sports: SportsData): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const hub = new GameHubService(sports);
  const stamped = () => ({ timestamp: sports.now().toISOString() });

  routes.get('/api/gamehub/all', { schema: { response: { 200: gameHubAllResponseSchema } } }, (_request, reply) =>
    sports.answers.send(
      reply,
      `hub-all:${sports.today()}`,
      gameHubAllResponseSchema.omit({ timestamp: true }),
      async () => {
        const { nfl, mlb, ncaa, ...freshness } = await hub.allLeagues();
        return {
          ...freshness,
          data: {
            live: { nfl: nfl.live, mlb: mlb.live, ncaa: ncaa.live },
            schedule: { nfl: nfl.schedule, mlb: mlb.schedule, ncaa: ncaa.schedule },
            organizedByDay: { nfl: nfl.organizedByDay, mlb: mlb.organizedByDay, ncaa: ncaa.organizedByDay },
          },
        };
      },
      stamped(),
    ),
  );

  routes.get('/api/gamehub/live', { schema: { response: { 200: gameHubLiveResponseSchema } } }, (_request, reply) =>
    sports.answers.send(
      reply,
      `hub-live:${sports.today()}`,
      gameHubLiveResponseSchema.omit({ timestamp: true }),
      async () => {
        const { nfl, mlb, ncaa, ...freshness } = await hub.allLeagues();
        return { ...freshness, data: { nfl: nfl.live, mlb: mlb.live, ncaa: ncaa.live } };
      },
      stamped(),
    ),
  );

  routes.get('/api/gamehub', { schema: { response: { 200: gameHubCombinedResponseSchema } } }, (_request, reply) =>
    sports.answers.send(
      reply,
      `hub-scheduled:${sports.today()}`,
      gameHubCombinedResponseSchema.omit({ timestamp: true }),
      async () => {
        const { nfl, ncaa, ...freshness } = await hub.allLeagues();
        return { ...freshness, nflSchedule: scheduledOnly(nfl.schedule), ncaaSchedule: scheduledOnly(ncaa.schedule) };
      },
      stamped(),
    ),
  );

  routes.get(
    '/api/gamehub/:league',
    { schema: { params: hubLeagueParamSchema, response: { 200: gameHubLeagueResponseSchema } } },
    (request, reply) => {
      const { league } = request.params;
      return sports.answers.send(reply, `hub-${league}:${sports.today()}`, gameHubLeagueResponseSchema, async () => {
        const leagueHub = await hub.leagueHub(league);
        return { success: true as const, ...hub.freshness(leagueHub), data: { schedule: leagueHub.schedule, organizedByDay: leagueHub.organizedByDay } };
      });
    },
  );
}
