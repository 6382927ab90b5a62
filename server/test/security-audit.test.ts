import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@playbook/contracts';
import { refreshLog } from '../src/db/sports-schema.ts';
import { errorMessageOf } from './helpers/test-app.ts';
import { useTestApp } from './helpers/use-test-app.ts';
import { rawRequest } from './helpers/raw-http.ts';

// Every finding of the audit, tried the way an attacker would, over inject() and real HTTP.

const t = useTestApp();
const userSession = t.userSession('plain_user');
const adminSession = t.adminSession();
let port: number;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  port = address.port;
});

const concrete = (url: string): string => url.replace(/:(\w+)/g, '1').replace('*', 'anything');
const gatedRoutes = () => t.app.routeList.filter((route) => route.access !== 'public');
const hex = (char: string): string => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`;

/** The path with the characters at the given positions percent-encoded (upper or lower case hex). */
function encodeAt(path: string, positions: readonly number[], upper: boolean): string {
  return [...path]
    .map((char, index) => {
      if (!positions.includes(index) || char === '/') return char;
      const escape = hex(char);
      return upper ? escape.toUpperCase() : escape;
    })
    .join('');
}

describe('finding 1: access is decided by the matched route, not by the URL text', () => {
  it.each([
    ['GET', '/%61dmin-api/users'],
    ['GET', '/admin-api/%75sers'],
    ['GET', '/ap%69/gamehub/all'],
    ['GET', '/%61pi/teams/nfl'],
    ['GET', '/%41PI/teams/nfl'],
    ['POST', '/%61pi/teams/refresh-all'],
    ['POST', '/%61pi/injuries/nfl/refresh'],
  ])('%s %s with no cookie (sent byte for byte) is refused before any handler', async (method, path) => {
    const before = await refreshLogRows();
    const response = await rawRequest(port, `${method} ${path} HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Length: 0`);
    expect([401, 404], `${path} → ${response.status} ${response.body}`).toContain(response.status);
    expect(apiErrorSchema.safeParse(JSON.parse(response.body)).success).toBe(true);
    expect(await refreshLogRows()).toBe(before);
  });

  it('refuses a plain user on an encoded admin path (403, as on the plain one)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/%61dmin-api/users', cookies: userSession });
    expect(response.statusCode).toBe(403);
  });

  it('never lets a random percent-encoding of any gated route reach its handler without a session', async () => {
    const routes = gatedRoutes();
    expect(routes.length).toBeGreaterThan(10);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.array(fc.nat({ max: 60 }), { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        async (route, positions, upper) => {
          const url = encodeAt(concrete(route.url), positions, upper);
          const response = await t.app.inject({ method: route.method as 'GET', url });
          // 401: the gate stopped it; 404: it matched no route (an encoded ':param' value, say), so no handler.
          expect([401, 404], `${route.method} ${url} → ${response.statusCode}`).toContain(response.statusCode);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses every gated route sent as an absolute-form target with no session', async () => {
    for (const route of gatedRoutes()) {
      const target = `http://localhost:${port}${concrete(route.url)}`;
      const response = await rawRequest(port, `${route.method} ${target} HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Length: 0`);
      expect([401, 404], `${route.method} ${target} → ${response.status}`).toContain(response.status);
    }
  });

  it('answers only the host names it serves (DNS rebinding), in the Host header or an absolute-form target', async () => {
    const foreign = await rawRequest(port, `GET /api/health HTTP/1.1\r\nHost: attacker.example:${port}`);
    expect(foreign.status).toBe(400);
    expect(JSON.parse(foreign.body)).toMatchObject({ error: { code: 'HOST_NOT_ALLOWED' } });
    const absolute = await rawRequest(port, `GET http://attacker.example/api/health HTTP/1.1\r\nHost: localhost:${port}`);
    expect(absolute.status).toBe(400);
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, `LOCALHOST:${port}`]) {
      expect((await rawRequest(port, `GET /api/health HTTP/1.1\r\nHost: ${host}`)).status, host).toBe(200);
    }
  });
});

describe('a request about the server as a whole (OPTIONS *)', () => {
  it('answers OPTIONS * with the methods the server answers, never a word about the host name', async () => {
    const response = await rawRequest(port, `OPTIONS * HTTP/1.1\r\nHost: localhost:${port}`);
    expect(response.status).toBe(204);
    expect(response.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE');
  });

  it('still refuses a host name it does not serve, and * for any other method with a message naming the target', async () => {
    const foreign = await rawRequest(port, `OPTIONS * HTTP/1.1\r\nHost: attacker.example:${port}`);
    expect(JSON.parse(foreign.body)).toMatchObject({ error: { code: 'HOST_NOT_ALLOWED' } });
    const get = await rawRequest(port, `GET * HTTP/1.1\r\nHost: localhost:${port}`);
    expect(get.status).toBe(400);
    expect(JSON.parse(get.body)).toEqual({ error: { code: 'BAD_TARGET', message: 'Only an OPTIONS request may name * as its target' } });
  });
});

describe('finding 5: odd input answers 400 or 404, never 500', () => {
  it.each(['/api/login', '/admin-api/login'])('%s with a NUL in the username says which rule failed', async (url) => {
    const response = await t.app.inject({ method: 'POST', url, payload: { username: 'chief\u0000', password: 'whatever' } });
    expect(response.statusCode).toBe(400);
    expect(errorMessageOf(response)).toBe('username: Username must not contain control characters');
  });

  it('answers an event id beyond a 32-bit integer with a 404', async () => {
    for (const id of ['2147483648', '99999999999999999999', '-1', '1e3']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/live/alternate-lines/${id}`, cookies: userSession });
      expect(response.statusCode, id).toBe(404);
      expect(errorMessageOf(response)).toBe(`No game with event id ${id}`);
    }
  });
});

describe('finding 6: each message names the rule that failed', () => {
  const login = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/login', payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });

  it.each<[unknown, string]>([
    [{ username: 'x'.repeat(10_000), password: 'pw' }, 'username: Username must be at most 32 characters'],
    [{ username: 12345, password: 'pw' }, 'username: Username must be text'],
    [{ password: 'pw' }, 'username: Username is required'],
    [{ username: 'someone', password: 'p'.repeat(300) }, 'password: Password must be at most 256 characters'],
    [{ username: 'someone', password: 7 }, 'password: Password must be text'],
  ])('login %j', async (payload, message) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(errorMessageOf(response)).toBe(message);
  });

  it('says homeTeam is too long, not missing', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/cfb/first-half-prediction?homeTeam=${'a'.repeat(101)}&awayTeam=Navy`,
      cookies: userSession,
    });
    expect(response.statusCode).toBe(400);
    expect(errorMessageOf(response)).toBe('homeTeam: homeTeam must be at most 100 characters');
  });
});

describe('finding 7: smaller gaps', () => {
  it('compares the scheme of the Origin too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { origin: 'https://localhost:5000', host: 'localhost:5000' },
      cookies: userSession,
    });
    expect(response.statusCode).toBe(403);
    const same = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { origin: 'http://localhost:5000', host: 'localhost:5000' } });
    expect(same.statusCode).toBe(204);
  });

  it('marks authenticated answers no-store', async () => {
    const user = await t.app.inject({ method: 'GET', url: '/api/user', cookies: userSession });
    const users = await t.app.inject({ method: 'GET', url: '/admin-api/users', cookies: adminSession });
    expect(user.headers['cache-control']).toBe('no-store');
    expect(users.headers['cache-control']).toBe('no-store');
  });

  it('keeps the standard error shape for an undecodable path and oversized headers', async () => {
    const badUrl = await rawRequest(port, `GET /api/teams/%ff HTTP/1.1\r\nHost: localhost:${port}`);
    expect(badUrl.status).toBe(400);
    expect(apiErrorSchema.parse(JSON.parse(badUrl.body)).error.code).toBe('FST_ERR_BAD_URL');
    const huge = await rawRequest(port, `GET /api/health HTTP/1.1\r\nHost: localhost:${port}\r\nX-Filler: ${'a'.repeat(20_000)}`);
    expect(huge.status).toBe(431);
    expect(apiErrorSchema.parse(JSON.parse(huge.body)).error.code).toBe('HEADERS_TOO_LARGE');
  });

  it.each<[Record<string, string>, string]>([
    [{ username: 'spaces_only', email: 's@example.com', password: '        ' }, 'password: Password must not be only spaces'],
    [{ username: '...', email: 'd@example.com', password: 'long enough' }, 'username: Username must contain at least one letter or digit'],
  ])('refuses registration %j', async (payload, message) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/register', payload });
    expect(response.statusCode).toBe(400);
    expect(errorMessageOf(response)).toBe(message);
  });
});

async function refreshLogRows(): Promise<number> {
  const [row] = await t.app.db.select({ rows: count() }).from(refreshLog);
  return row?.rows ?? 0;
}
