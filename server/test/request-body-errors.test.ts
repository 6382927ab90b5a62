import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/use-test-app.ts';

// A bettor's client (or an attacker) sending a body the server cannot read as JSON: a 400 that names the body,
// in the words of every other bad input, not the framework's own code and wording about content types.
const t = useTestApp();
const alice = t.userSession('body_alice');

const send = (payload: string) =>
  t.app.inject({ method: 'POST', url: '/api/hedge/last-leg', cookies: alice, headers: { 'content-type': 'application/json' }, payload });

describe('a request body that is not JSON', () => {
  it.each([
    ['cut short', '{"parlayStake": 10,'],
    ['not JSON at all', 'nul'],
    ['bytes that are not text', '\xff\xfe{'],
    ['a prototype key', '{"parlayStake":10,"__proto__":{"isAdmin":true}}'],
  ])('answers a body %s with a 400 naming the body', async (_case, payload) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message: 'body: The request body is not valid JSON' } });
  });

  it('answers an empty body sent as JSON with a 400 naming the body', async () => {
    const response = await send('');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message: 'body: The request body is empty; send a JSON object' } });
  });
});

describe('a body or a field of the wrong kind', () => {
  const message = async (url: string, payload: string) => {
    const response = await t.app.inject({ method: 'POST', url, cookies: alice, headers: { 'content-type': 'application/json' }, payload });
    expect(response.statusCode).toBe(400);
    return response.json<{ error: { message: string } }>().error.message;
  };

  it.each(['"text"', '12', '[1, 2]', 'null'])('asks for a JSON object when the body is %s', async (payload) => {
    expect(await message('/api/hedge/last-leg', payload)).toBe('body: Send a JSON object');
  });

  it('names a list item or a nested object of the wrong kind plainly, one message per field', async () => {
    const leg = { game: 'Bills @ Jets', selection: 'Bills -3', odds: -110, type: 'spread' };
    const hostile = { legs: [leg, 'x'], stakeAmount: 10, totalOdds: 200, placedOn: 'x' };
    expect(await message('/api/parlays/manual', JSON.stringify(hostile))).toBe('legs.1: Must be an object; placedOn: Must be a date (YYYY-MM-DD)');
  });
});
