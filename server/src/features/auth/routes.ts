import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginRequestSchema, registerRequestSchema, userSchema } from '@playbook/contracts';
import type { Database } from '../../db/connect.ts';
import type { SessionStore } from '../../auth/sessions.ts';
import { requireUser } from '../../auth/access.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { authenticate, createUser, recordLogin } from './service.ts';
import { endSession, startSession } from './session-cookie.ts';
import type { SignInGuard } from './sign-in-guard.ts';
import { userView } from './user-view.ts';

const invalidCredentials = (): HttpError => new HttpError(401, 'INVALID_CREDENTIALS', 'Invalid username or password');

export function registerAuthRoutes(app: FastifyInstance, db: Database, guard: SignInGuard, sessions: SessionStore): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/user', { schema: { response: { 200: userSchema } } }, async (request) => userView(requireUser(request)));

  routes.post(
    '/api/login',
    { config: { access: 'public' }, schema: { body: loginRequestSchema, response: { 200: userSchema } } },
    async (request, reply) => {
      const { username, password } = request.body;
      const ticket = await guard.admitSignIn(request, username);
      const user = await authenticate(db, username, password);
      if (!user) throw invalidCredentials();
      await ticket.succeeded();
      // The password may have changed since it was checked (an admin promotion, ADR 041): then it is wrong now.
      if (!(await startSession(sessions, request, reply, user))) throw invalidCredentials();
      return userView(await recordLogin(db, user.id));
    },
  );

  routes.post(
    '/api/register',
    { config: { access: 'public' }, schema: { body: registerRequestSchema, response: { 201: userSchema } } },
    async (request, reply) => {
      await guard.admitSignUp(request);
      const { username, email, password } = request.body;
      const user = await createUser(db, { username, email, password });
      // Only if create-admin promoted the new account in that instant (ADR 041): it is no longer this caller's.
      if (!(await startSession(sessions, request, reply, user))) throw invalidCredentials();
      return reply.code(201).send(userView(await recordLogin(db, user.id)));
    },
  );

  routes.post('/api/logout', { config: { access: 'public' } }, async (request, reply) => {
    await endSession(sessions, request, reply);
    return reply.code(204).send();
  });
}
