import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, PARLAY_SEARCH_BUSY_CODE, PARLAY_SEARCH_TIMEOUT_CODE } from '@playbook/contracts';
import { SEARCH_QUEUE_LIMIT } from '../src/features/parlays/profit-target-pool.ts';
import { SEARCHES_PER_ADDRESS } from '../src/features/parlays/profit-target-service.ts';
import { createTestApp, registerUser, type TestApp } from './helpers/test-app.ts';
import { SESSION_COOKIE } from '../src/auth/sessions.ts';

// ADR 033: one machine with many accounts cannot fill the parlay-search queue. Over HTTP, behind the proxy
// (TRUST_PROXY), so each request names its client's address in X-Forwarded-For.

/** Sixteen games of six lines with a large target: a search that runs to the (small) time bound. */
const heavySearch = {
  targetProfit: 1000,
  maxRisk: 500,
  minLegs: 2,
  maxLegs: 8,
  bettingLines: Array.from({ length: 16 }, (_, g) => {
    const game = `A${g} @ H${g}`;
    const step = (g * 5) % 9;
    return [
      [`H${g} -${step}.5`, 'spread', -105 - step],
      [`A${g} +${step}.5`, 'spread', -112 + step],
      [`H${g} ML`, 'moneyline', -130 - 25 * step],
      [`A${g} ML`, 'moneyline', 115 + 22 * step],
      [`Over ${40 + step}.5`, 'total', -110],
      [`Under ${40 + step}.5`, 'total', -110],
    ].map(([description, type, odds]) => ({ game, type, description, odds }));
  }).flat(),
};

let t: TestApp;
let base = '';
beforeAll(async () => {
  process.env.PLAYBOOK_PARLAY_SEARCH_TIMEOUT_MS = '300';
  // No work bound to speak of (ADR 046), so each search holds its place until the time bound ends it: on a quiet
  // machine the bounded search could finish first and give its place back before the others asked.
  process.env.PLAYBOOK_PARLAY_SEARCH_WORK = '1000000000000';
  try {
    t = await createTestApp({ trustProxy: true });
  } finally {
    delete process.env.PLAYBOOK_PARLAY_SEARCH_TIMEOUT_MS;
    delete process.env.PLAYBOOK_PARLAY_SEARCH_WORK;
  }
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(() => t.close());

/** One search's answer, its body read (an unread body would hold the connection open past the test). */
async function search(token: string, client: string) {
  const response = await fetch(`${base}/api/parlays/profit-target`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${token}`, 'x-forwarded-for': client },
    body: JSON.stringify(heavySearch),
  });
  const { code } = apiErrorSchema.parse(await response.json()).error;
  return { status: response.status, code, retryAfter: response.headers.get('retry-after') };
}

describe('parlay searches held per address (ADR 033)', () => {
  it(`lets one address (an IPv6 /64) hold at most ${SEARCHES_PER_ADDRESS} searches, whatever its accounts, while another address still gets a place`, async () => {
    expect(SEARCHES_PER_ADDRESS).toBeLessThan(SEARCH_QUEUE_LIMIT);
    const crowd = SEARCHES_PER_ADDRESS + 3;
    const tokens = [];
    for (let n = 0; n < crowd + 1; n++) tokens.push(await registerUser(t.app, `crowd_${n}`));
    const [outsider = '', ...many] = tokens;
    // Every account on its own address of one /64: one subscriber's machine.
    const crowded = many.map((token, n) => search(token, `2001:db8:5:6::${(n + 1).toString(16)}`));
    const other = search(outsider, '198.51.100.20');
    const answers = await Promise.all(crowded);
    expect(answers.filter((answer) => answer.code === PARLAY_SEARCH_TIMEOUT_CODE)).toHaveLength(SEARCHES_PER_ADDRESS);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(crowd - SEARCHES_PER_ADDRESS);
    for (const answer of refused) expect(answer).toEqual({ status: 429, code: PARLAY_SEARCH_BUSY_CODE, retryAfter: '2' });
    expect((await other).status).toBe(422);

    // The places are given back when the searches end.
    const again = await search(many[0] ?? '', '2001:db8:5:6::99');
    expect(again.status).toBe(422);
  }, 60_000);
});
