import { describe, expect, it } from 'vitest';
import { useSportsApp, useTestApp } from './helpers/use-test-app.ts';

// The shared set-up of the API tests: the sessions it hands out are real ones, filled before the tests run.
const t = useTestApp();
const reader = t.userSession('session_reader');
const admin = t.adminSession();

describe('useTestApp', () => {
  it('signs the users up before the tests, in the order they were asked for', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/user', cookies: reader });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: 'session_reader', role: 'user' });
    const users = await t.app.inject({ method: 'GET', url: '/admin-api/users', cookies: admin });
    expect(users.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/admin-api/users', cookies: reader })).statusCode).toBe(403);
  });

  it('refuses a session asked for once the tests have started (it would never be filled)', () => {
    expect(() => t.userSession('too_late')).toThrow('Ask for sessions at the top level, before the tests start');
  });
});

describe('useSportsApp', () => {
  const sports = useSportsApp();
  const fan = sports.userSession('sports_reader');

  it('builds the fixture season once for the block, with its own signed-in helpers and the sessions asked for', async () => {
    expect((await sports.get('/api/teams/NFL')).statusCode).toBe(200);
    expect(sports.provider.fault).toBeNull();
    const me = await sports.app.inject({ method: 'GET', url: '/api/user', cookies: fan });
    expect(me.json()).toMatchObject({ username: 'sports_reader' });
  });
});
