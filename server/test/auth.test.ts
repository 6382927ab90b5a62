import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/auth/sessions.ts';
import { findUserByUsername } from '../src/features/auth/service.ts';
import { errorMessageOf, registerUser, sessionCookieOf, withSession } from './helpers/test-app.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp();

const login = (username: string, password: string, cookies?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, ...(cookies ? { cookies } : {}) });

describe('accounts (docs/product/accounts-and-admin.md)', () => {
  it('answers 401 to GET /api/user when signed out and the user when signed in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    const token = await registerUser(t.app, 'reader');
    const me = await t.app.inject({ method: 'GET', url: '/api/user', cookies: withSession(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: 'reader', email: 'reader@example.com', role: 'user' });
    expect(me.json()).not.toHaveProperty('passwordHash');
  });

  it('sets an HttpOnly, SameSite=Lax session cookie, not Secure over plain HTTP', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: 'cookie_monster', email: 'c@example.com', password: 'long enough' },
    });
    expect(response.statusCode).toBe(201);
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeUndefined();
    // 32 random bytes in base64url: 256 bits, well above the 128 the issue asks for.
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('rotates the session at sign-in: the earlier token stops working', async () => {
    const first = await registerUser(t.app, 'rotator', 'rotate me please');
    const response = await login('rotator', 'rotate me please', withSession(first));
    expect(response.statusCode).toBe(200);
    const second = sessionCookieOf(response);
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', cookies: withSession(first) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', cookies: withSession(second) })).statusCode).toBe(200);
  });

  it('deletes the session at logout', async () => {
    const token = await registerUser(t.app, 'leaver');
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', cookies: withSession(token) });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    expect((await t.app.inject({ method: 'GET', url: '/api/user', cookies: withSession(token) })).statusCode).toBe(401);
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    await registerUser(t.app, 'known_user', 'the right one');
    const unknown = await login('nobody_here', 'whatever123');
    const wrong = await login('known_user', 'the wrong one');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('signs in regardless of username case and refuses a case-variant duplicate', async () => {
    await registerUser(t.app, 'MixedCase', 'mixed case pw');
    expect((await login('mixedcase', 'mixed case pw')).statusCode).toBe(200);
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: 'MIXEDCASE', email: 'm@example.com', password: 'another one' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(errorMessageOf(duplicate)).toBe('Username may already be taken');
  });
});

describe('validation: a 400 naming the field, nothing stored', () => {
  const register = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/register', payload: payload as object });

  it.each([
    [{ username: 'ab', email: 'a@example.com', password: 'password1' }, 'username: Username must be at least 3 characters'],
    [{ username: 'a'.repeat(33), email: 'a@example.com', password: 'password1' }, 'username: Username must be at most 32 characters'],
    [{ username: 'bad name', email: 'a@example.com', password: 'password1' }, 'username: Username may contain only letters, digits, _, - and .'],
    [{ username: 'goodname', email: 'not-an-email', password: 'password1' }, 'email: Email must be a valid email address'],
    [{ username: 'goodname', email: 'a@example.com', password: 'short' }, 'password: Password must be at least 8 characters'],
    [{ username: 'goodname', email: 'a@example.com', password: 'p'.repeat(257) }, 'password: Password must be at most 256 characters'],
    [{ email: 'a@example.com', password: 'password1' }, 'username: Username is required'],
  ])('register %j → %s', async (payload, message) => {
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    expect(errorMessageOf(response)).toContain(message);
    expect(await findUserByUsername(t.app.db, 'goodname')).toBeUndefined();
  });

  it('accepts the boundaries: 3 and 32 character usernames, 8 and 256 character passwords', async () => {
    expect((await register({ username: 'abc', email: 'x@example.com', password: 'p'.repeat(8) })).statusCode).toBe(201);
    expect((await register({ username: 'u'.repeat(32), email: 'y@example.com', password: 'p'.repeat(256) })).statusCode).toBe(201);
  });

  it('answers malformed JSON with a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(response.statusCode).toBe(400);
    expect(errorMessageOf(response)).toMatch(/JSON/);
  });
});
