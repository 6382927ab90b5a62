import { expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/auth/sessions.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp({ trustProxy: true });

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
