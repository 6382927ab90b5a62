import { expect, it } from 'vitest';
import fc from 'fast-check';
import { useTestApp } from './helpers/use-test-app.ts';

// Generous limits so the property reaches validation and the database rather than stopping at 429.
const t = useTestApp({ authLimits: { attemptsPerIp: 1_000_000, failuresPerAccountAndAddress: 1_000_000, failuresPerAccount: 1_000_000, windowMs: 60_000 } });

// 'binary' strings include NUL and other control characters (PostgreSQL refuses NUL in text).
const field = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }), fc.jsonValue({ maxDepth: 2 }), fc.emailAddress());
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record({ username: field, password: field, email: field }, { requiredKeys: [] }),
);

it('never answers a random JSON body on the auth routes with a 5xx', async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom('/api/login', '/api/register', '/admin-api/login'), body, async (url, payload) => {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload) ?? 'null',
      });
      expect(response.statusCode, `${url} ${JSON.stringify(payload)} → ${response.body}`).toBeLessThan(500);
    }),
    { numRuns: 150 },
  );
});
