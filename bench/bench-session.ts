import { SESSION_COOKIE } from '../server/src/auth/sessions.ts';

/** Registers `username` on the server at `appUrl` and answers the session cookie header its requests send. */
export async function benchSession(appUrl: string, username: string): Promise<string> {
  const registration = await fetch(`${appUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, email: `${username}@example.com`, password: 'bench password' }),
  });
  const token = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(registration.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error(`Could not sign in for the benchmark: ${registration.status}`);
  return `${SESSION_COOKIE}=${token}`;
}
