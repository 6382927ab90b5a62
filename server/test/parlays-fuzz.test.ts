import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { useTestApp } from './helpers/use-test-app.ts';

// Property tests: no body, path or mix of valid and invalid fields makes a parlay call answer 5xx.

const t = useTestApp();
const cookies = t.userSession('parlay_fuzzer');

const send = (method: 'POST' | 'PATCH', url: string, payload: unknown) =>
  t.app.inject({ method, url, cookies, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) ?? 'null' });

const numberish = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.constantFrom(0, -110, 150, 2_147_483_648, 1e308, Number.MAX_SAFE_INTEGER),
  fc.constant(null),
  fc.string({ maxLength: 5 }),
);
const text = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }), fc.constant('\u0000'), fc.constant('x'.repeat(600)));
const leg = fc.oneof(
  fc.record({ game: text, selection: text, odds: numberish, type: fc.oneof(fc.constantFrom('spread', 'moneyline', 'total'), text) }, { requiredKeys: [] }),
  fc.jsonValue({ maxDepth: 1 }),
);
const legs = fc.oneof(fc.array(leg, { maxLength: 19 }), fc.jsonValue({ maxDepth: 1 }));
const day = fc.oneof(fc.constantFrom('2025-11-23', '2025-02-30', '9999-12-31', '0000-01-01', ''), text);

async function expectNoServerError(method: 'POST' | 'PATCH', url: fc.Arbitrary<string>, body: fc.Arbitrary<unknown>): Promise<void> {
  await fc.assert(
    fc.asyncProperty(url, body, async (path, payload) => {
      const response = await send(method, path, payload);
      expect(response.statusCode, response.body).toBeLessThan(500);
    }),
    { numRuns: 150 },
  );
}

describe('parlay calls never answer 5xx (fast-check)', () => {
  it('POST /api/parlays/save', async () => {
    const fields = {
      parlayDescription: text,
      totalOdds: numberish,
      impliedProbability: numberish,
      numLegs: numberish,
      category: fc.oneof(fc.constantFrom('optimal', 'lowRisk', 'standard'), text),
      stakeAmount: numberish,
      potentialPayout: numberish,
      targetProfit: numberish,
      legs,
      gameDate: day,
      status: fc.oneof(fc.constantFrom('pending', 'won'), text),
    };
    await expectNoServerError('POST', fc.constant('/api/parlays/save'), fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.record(fields, { requiredKeys: [] })));
  });

  it('POST /api/parlays/manual', async () => {
    const fields = { legs, stakeAmount: numberish, totalOdds: numberish, placedOn: day, notes: text };
    await expectNoServerError('POST', fc.constant('/api/parlays/manual'), fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.record(fields, { requiredKeys: [] })));
  });

  it('PATCH /api/parlays/:id/status with any id and body', async () => {
    const saved = await send('POST', '/api/parlays/manual', { legs: [{ game: 'A @ B', selection: 'A ML', odds: 120, type: 'moneyline' }], stakeAmount: 5 });
    expect(saved.statusCode).toBe(201);
    const id = fc.oneof(
      fc.constant('1'),
      fc.nat().map(String),
      fc.bigInt({ min: 0n, max: 10n ** 30n }).map(String),
      fc.string({ maxLength: 12 }).map(encodeURIComponent),
    );
    const fields = {
      status: fc.oneof(fc.constantFrom('won', 'lost', 'partially_won', 'pending'), text),
      actualPayout: numberish,
      notes: text,
    };
    await expectNoServerError(
      'PATCH',
      id.map((value) => `/api/parlays/${value}/status`),
      fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.record(fields, { requiredKeys: [] })),
    );
  });
});
