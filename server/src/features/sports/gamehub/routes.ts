import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  gameHubAllResponseSchema,
  gameHubCombinedResponseSchema,
  gameHubLeagueResponseSchema,
  gameHubLiveResponseSchema,
  hubLeagueParamSchema,
} from '@playbook/contracts';
import type { SportsReads } from '../sports-data.ts';
import { GameHubService } from './service.ts';

const scheduledOnly = <T extends { status: string }>(games: readonly T[]): T[] => games.filter((game) => game.status === 'scheduled');

/**
 * GameHub feeds (docs/product/game-hub.md). Each body is cached until the next refresh or for a minute at
 * most, so its timestamp says when the answer was assembled from the store (never more than a minute ago).
 */
export function registerGameHubRoutes(app: FastifyInstance, sports: SportsReads): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const hub = new GameHubService(sports);
  const stamp = () => sports.now().toISOString();

  routes.get('/api/gamehub/all', { schema: { response: { 200: gameHubAllResponseSchema } } }, (request, reply) =>
    sports.answers.send(
      request,
      reply,
      `hub-all:${sports.today()}`,
      gameHubAllResponseSchema,
      async () => {
        const { nfl, mlb, ncaa, ...freshness } = await hub.allLeagues();
        return {
          timestamp: stamp(),
          ...freshness,
          data: {
            live: { nfl: nfl.live, mlb: mlb.live, ncaa: ncaa.live },
            schedule: { nfl: nfl.schedule, mlb: mlb.schedule, ncaa: ncaa.schedule },
            organizedByDay: { nfl: nfl.organizedByDay, mlb: mlb.organizedByDay, ncaa: ncaa.organizedByDay },
            breaks: { nfl: nfl.break, mlb: mlb.break, ncaa: ncaa.break },
          },
        };
      },
    ),
  );

  routes.get('/api/gamehub/live', { schema: { response: { 200: gameHubLiveResponseSchema } } }, (request, reply) =>
    sports.answers.send(
      request,
      reply,
      `hub-live:${sports.today()}`,
      gameHubLiveResponseSchema,
      async () => {
        const { nfl, mlb, ncaa, ...freshness } = await hub.allLeagues();
        return { timestamp: stamp(), ...freshness, data: { nfl: nfl.live, mlb: mlb.live, ncaa: ncaa.live } };
      },
    ),
  );

  routes.get('/api/gamehub', { schema: { response: { 200: gameHubCombinedResponseSchema } } }, (request, reply) =>
    sports.answers.send(
      request,
      reply,
      `hub-scheduled:${sports.today()}`,
      gameHubCombinedResponseSchema,
      async () => {
        const { nfl, ncaa, ...freshness } = await hub.allLeagues();
        return { timestamp: stamp(), ...freshness, nflSchedule: scheduledOnly(nfl.schedule), ncaaSchedule: scheduledOnly(ncaa.schedule) };
      },
    ),
  );

  routes.get(
    '/api/gamehub/:league',
    { schema: { params: hubLeagueParamSchema, response: { 200: gameHubLeagueResponseSchema } } },
    (request, reply) => {
      const { league } = request.params;
      return sports.answers.send(request, reply, `hub-${league}:${sports.today()}`, gameHubLeagueResponseSchema, async () => {
        const leagueHub = await hub.leagueHub(league);
        return { success: true as const, ...hub.freshness(leagueHub), data: { schedule: leagueHub.schedule, organizedByDay: leagueHub.organizedByDay, break: leagueHub.break } };
      });
    },
  );
}
