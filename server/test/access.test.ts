import { adminUsersResponseSchema } from '@playbook/contracts';
import { describe, expect, it } from 'vitest';
import { errorMessageOf } from './helpers/test-app.ts';
import { useTestApp } from './helpers/use-test-app.ts';
import { DOCS_PREFIX } from '../src/features/docs/routes.ts';

const t = useTestApp();
const userSession = t.userSession('plain_user');
const adminSession = t.adminSession();

const concrete = (url: string) => url.replace(/:(\w+)/g, 'x').replace('*', 'anything');

describe('the session gate (server-side, not only the browser)', () => {
  it('answers 401 on every gated route without a session', async () => {
    const gated = t.app.routeList.filter((route) => route.access !== 'public');
    expect(gated.length).toBeGreaterThanOrEqual(3);
    for (const route of gated) {
      const response = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url) });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answers an unknown /api path with a JSON 404: it reaches no handler, so there is nothing to gate', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/not-a-route' })).statusCode).toBe(404);
    const signedIn = await t.app.inject({ method: 'GET', url: '/api/not-a-route', cookies: userSession });
    expect(signedIn.statusCode).toBe(404);
    expect(signedIn.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No route for GET /api/not-a-route' } });
  });

  it('keeps only the auth routes, health and the API docs (ADR 014: public, no data) public', () => {
    const open = t.app.routeList.filter((route) => route.access === 'public').map((route) => `${route.method} ${route.url}`);
    const docs = open.filter((route) => route.startsWith(`GET ${DOCS_PREFIX}`));
    expect(docs).toContain(`GET ${DOCS_PREFIX}/json`);
    expect(open.filter((route) => !docs.includes(route)).sort()).toEqual(
      ['GET /api/health', 'POST /admin-api/login', 'POST /admin-api/logout', 'POST /api/login', 'POST /api/logout', 'POST /api/register'].sort(),
    );
  });

  it('answers 403 to a signed-in non-admin on every admin route but login and logout', async () => {
    const adminRoutes = t.app.routeList.filter((route) => route.access === 'admin');
    expect(adminRoutes.map((route) => route.url).sort()).toEqual(['/admin-api/user', '/admin-api/users']);
    for (const route of adminRoutes) {
      const response = await t.app.inject({ method: route.method as 'GET', url: route.url, cookies: userSession });
      expect(response.statusCode, route.url).toBe(403);
    }
  });
});

describe('admin (docs/product/accounts-and-admin.md)', () => {
  it('lists every account without password hashes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/admin-api/users', cookies: adminSession });
    expect(response.statusCode).toBe(200);
    const body = adminUsersResponseSchema.parse(response.json());
    expect(body.totalUsers).toBe(2);
    expect(body.users.map((u) => u.username)).toEqual(['plain_user', 'chief']);
    expect(JSON.stringify(body)).not.toMatch(/argon2|password/i);
  });

  it('returns the admin from /admin-api/user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/admin-api/user', cookies: adminSession });
    expect(response.json()).toMatchObject({ username: 'chief', role: 'admin' });
  });

  it('refuses a regular user at the admin sign-in with the message of docs/product/accounts-and-admin.md', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/admin-api/login',
      payload: { username: 'plain_user', password: 'correct horse' },
    });
    expect(response.statusCode).toBe(401);
    expect(errorMessageOf(response)).toBe('Invalid credentials or insufficient privileges');
    expect(response.cookies).toHaveLength(0);
  });
});

describe('security headers and origin checks', () => {
  it('sends a CSP without inline scripts and the usual hardening headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a state-changing request from another origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { origin: 'https://evil.example' },
      cookies: userSession,
    });
    expect(response.statusCode).toBe(403);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', cookies: userSession });
    expect(me.statusCode).toBe(200);
  });

  it('accepts the same origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'http://localhost:5000', host: 'localhost:5000' },
      payload: { username: 'plain_user', password: 'correct horse' },
    });
    expect(response.statusCode).toBe(200);
  });
});
