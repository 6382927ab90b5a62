import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { displaySettingsResponseSchema, displaySettingsSchema } from '@playbook/contracts';
import { requireUser } from '../../auth/access.ts';
import type { Database } from '../../db/connect.ts';
import { DisplaySettingsService } from './service.ts';

/** The account's display settings: the odds format every price is shown and typed in, and the theme. */
export function registerDisplaySettingsRoutes(app: FastifyInstance, db: Database): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const settings = new DisplaySettingsService(db);

  routes.get('/api/settings/display', { schema: { response: { 200: displaySettingsResponseSchema } } }, (request) => settings.get(requireUser(request).id));

  routes.put('/api/settings/display', { schema: { body: displaySettingsSchema, response: { 200: displaySettingsResponseSchema } } }, (request) =>
    settings.put(requireUser(request).id, request.body),
  );
}
