import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, errorMessageOf, registerUser, type TestApp } from './helpers/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
});

describe('sign-in rate limits', () => {
  it('locks a username after 5 failures, even for the right password, with a clear 429', async () => {
    t = await createTestApp();
    await registerUser(t.app, 'target', 'the real password');
    for (let i = 0; i < 5; i++) {
      const miss = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'target', password: `guess ${i}` } });
      expect(miss.statusCode).toBe(401);
    }
    const locked = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'TARGET', password: 'the real password' } });
    expect(locked.statusCode).toBe(429);
    expect(errorMessageOf(locked)).toMatch(/^Rate limited: too many failed sign-ins for this account\. Try again in 15 minutes\.$/);
  });

  it('limits attempts per IP across usernames and across sign-in and sign-up', async () => {
    t = await createTestApp({ authLimits: { attemptsPerIp: 3, failuresPerAccountAndAddress: 100, failuresPerAccount: 100, windowMs: 60_000 } });
    const app = t.app;
    const attempt = (i: number) =>
      app.inject({ method: 'POST', url: '/api/login', payload: { username: `someone${i}`, password: 'whatever1' } });
    expect((await attempt(1)).statusCode).toBe(401);
    expect((await attempt(2)).statusCode).toBe(401);
    expect((await attempt(3)).statusCode).toBe(401);
    expect((await attempt(4)).statusCode).toBe(429);
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: 'newbie', email: 'n@example.com', password: 'password1' },
    });
    expect(signUp.statusCode).toBe(429);
    expect(errorMessageOf(signUp)).toContain('Rate limited');
  });
});
