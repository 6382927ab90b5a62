import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  alternateLinesResponseSchema,
  eventIdParamSchema,
  footballLeagueQuerySchema,
  liveBettingLinesResponseSchema,
  liveGamesResponseSchema,
  sortedAlternatesQuerySchema,
  sortedAlternatesResponseSchema,
} from '@playbook/contracts';
import { HttpError } from '../../../plugins/error-handler.ts';
import type { SportsReads } from '../sports-data.ts';
import { SlateService } from './service.ts';

/** The live game slate's feeds (docs/product/live-slate.md). */
export function registerSlateRoutes(app: FastifyInstance, sports: SportsReads): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = new SlateService(sports);

  routes.get('/api/live/betting-lines', { schema: { response: { 200: liveBettingLinesResponseSchema } } }, (request, reply) =>
    sports.answers.send(request, reply, `slate-lines:${sports.today()}`, liveBettingLinesResponseSchema, () => service.bettingLines()),
  );

  routes.get('/api/live/games', { schema: { response: { 200: liveGamesResponseSchema } } }, (request, reply) =>
    sports.answers.send(request, reply, `slate-games:${sports.today()}`, liveGamesResponseSchema, () => service.games()),
  );

  // The week's alternates in one request: the slate asked for each game's one after another.
  routes.get(
    '/api/live/alternate-lines',
    { schema: { querystring: footballLeagueQuerySchema, response: { 200: alternateLinesResponseSchema } } },
    async (request) => ({ success: true as const, ...(await service.weekAlternates(request.query.league)) }),
  );

  routes.get(
    '/api/live/alternate-lines/:eventId',
    { schema: { params: eventIdParamSchema, response: { 200: alternateLinesResponseSchema } } },
    async (request) => {
      const found = await service.alternatesOfGame(request.params.eventId);
      if (!found) throw new HttpError(404, 'NOT_FOUND', `No game with event id ${request.params.eventId}`);
      return { success: true as const, ...found };
    },
  );

  routes.get(
    '/api/betting/lines/alternates/sorted',
    { schema: { querystring: sortedAlternatesQuerySchema, response: { 200: sortedAlternatesResponseSchema } } },
    (request) => service.sortedAlternates(request.query.marketType, request.query.sortOrder, request.query.limit),
  );
}
