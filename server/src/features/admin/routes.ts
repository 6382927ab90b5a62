import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc } from 'drizzle-orm';
import { adminUsersResponseSchema, loginRequestSchema, userSchema } from '@playbook/contracts';
import type { Database } from '../../db/connect.ts';
import type { SessionStore } from '../../auth/sessions.ts';
import { users } from '../../db/schema.ts';
import { requireUser } from '../../auth/access.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { authenticate, recordLogin } from '../auth/service.ts';
import { endSession, startSession } from '../auth/session-cookie.ts';
import type { SignInGuard } from '../auth/sign-in-guard.ts';
import { userView } from '../auth/user-view.ts';

const ADMIN_LOGIN_FAILED = 'Invalid credentials or insufficient privileges';

export function registerAdminRoutes(app: FastifyInstance, db: Database, guard: SignInGuard, sessions: SessionStore): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/admin-api/user',
    { config: { access: 'admin' }, schema: { response: { 200: userSchema } } },
    async (request) => userView(requireUser(request)),
  );

  routes.post(
    '/admin-api/login',
    { config: { access: 'public' }, schema: { body: loginRequestSchema, response: { 200: userSchema } } },
    async (request, reply) => {
      const { username, password } = request.body;
      const ticket = await guard.admitSignIn(request, username);
      const user = await authenticate(db, username, password);
      if (!user || user.role !== 'admin') {
        // docs/product/accounts-and-admin.md: admin sign-in failures are logged.
        request.log.warn({ username, ip: request.ip }, 'admin sign-in refused');
        throw new HttpError(401, 'INVALID_CREDENTIALS', ADMIN_LOGIN_FAILED);
      }
      await ticket.succeeded();
      // A password changed since it was checked (ADR 041) no longer signs in.
      if (!(await startSession(sessions, request, reply, user))) throw new HttpError(401, 'INVALID_CREDENTIALS', ADMIN_LOGIN_FAILED);
      request.log.info({ username, ip: request.ip }, 'admin signed in');
      return userView(await recordLogin(db, user.id));
    },
  );

  routes.post('/admin-api/logout', { config: { access: 'public' } }, async (request, reply) => {
    await endSession(sessions, request, reply);
    return reply.code(204).send();
  });

  routes.get(
    '/admin-api/users',
    { config: { access: 'admin' }, schema: { response: { 200: adminUsersResponseSchema } } },
    async () => {
      const rows = await db.select().from(users).orderBy(asc(users.createdAt), asc(users.id));
      return { users: rows.map(userView), totalUsers: rows.length };
    },
  );
}
