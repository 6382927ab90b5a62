import { afterAll, beforeAll, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/auth/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: true });
});
afterAll(() => t.close());

it('marks the session cookie Secure when served over HTTPS (behind a TLS proxy)', async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    headers: { 'x-forwarded-proto': 'https' },
    payload: { username: 'secure_one', email: 's@example.com', password: 'password1' },
  });
  expect(response.statusCode).toBe(201);
  expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
});
