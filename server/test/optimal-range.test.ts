import { describe, expect, it } from 'vitest';
import { optimalRangePage, type BettingLine } from '@playbook/core';
import { optimalRangeResponseSchema } from '@playbook/contracts';
import { errorMessageOf } from './helpers/test-app.ts';
import { useTestApp } from './helpers/use-test-app.ts';

// POST /api/parlays/optimal-range (ADR 055): the optimal range table's pages, sorted and searched on
// the server, for the same inputs as the profit-target search.

const t = useTestApp();
const cookies = t.userSession('optimal_range');

const post = (payload: unknown, as: Record<string, string> = cookies) =>
  t.app.inject({ method: 'POST', url: '/api/parlays/optimal-range', cookies: as, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });

/** Favourites and short prices over six games, so that hundreds of parlays price at +100 to +175. */
const LINES: BettingLine[] = ['KC @ BUF', 'PHI @ DAL', 'SF @ SEA', 'DET @ MIN', 'BAL @ PIT', 'MIA @ NYJ'].flatMap((game, g) => {
  const [away = 'A', home = 'B'] = game.split(' @ ');
  return [
    { game, type: 'moneyline' as const, description: `${home} ML`, odds: -150 - 30 * g },
    { game, type: 'spread' as const, description: `${away} +3.5`, odds: -110 },
    { game, type: 'total' as const, description: 'Over 44.5', odds: -105 - g },
  ];
});
const inputs = { targetProfit: 150, bettingLines: LINES, minLegs: 2, maxLegs: 4 };
const options = { targetProfit: 150, maxRisk: 500, minLegs: 2, maxLegs: 4, correlatedLegs: 'exclude' as const };

describe('POST /api/parlays/optimal-range', () => {
  it('answers the range page by page in the order asked, each page the one core gives from the cursor', async () => {
    const first = optimalRangeResponseSchema.parse((await post({ inputs, sort: 'oddsDesc' })).json());
    const expected = optimalRangePage(LINES, options, { order: 'oddsDesc' });
    expect(first.parlays).toEqual(expected.parlays);
    expect(first.parlays[0]?.totalAmericanOdds).toBe(175);
    expect(first.nextCursor).not.toBeNull();
    const second = optimalRangeResponseSchema.parse((await post({ inputs, sort: 'oddsDesc', cursor: first.nextCursor })).json());
    expect(second.parlays.length).toBeGreaterThan(0);
    expect(second.parlays[0]?.totalAmericanOdds).toBeLessThanOrEqual(first.parlays.at(-1)?.totalAmericanOdds ?? 0);
    expect(second.parlays.map((p) => p.id)).not.toContain(first.parlays[0]?.id);
  });

  it('keeps only parlays with a leg that matches the query, any case', async () => {
    const body = optimalRangeResponseSchema.parse((await post({ inputs, query: 'det' })).json());
    expect(body.parlays.length).toBeGreaterThan(0);
    for (const parlay of body.parlays) expect(parlay.parlayDescription).toContain('DET');
  });

  it.each([
    [{ inputs, sort: 'odds' }, 'sort', 'sort must be oddsAsc, oddsDesc, legsAsc or legsDesc'],
    [{ inputs, cursor: '3.9-2' }, 'cursor', 'cursor must be the nextCursor of an earlier page'],
    [{ inputs, query: 'x'.repeat(61) }, 'query', 'query must be at most 60 characters'],
    [{ inputs: { ...inputs, targetProfit: 0 } }, 'inputs.targetProfit', 'Please enter a valid profit target'],
    [{ sort: 'oddsAsc' }, 'inputs', ''],
  ])('answers 400 naming the field: %j', async (payload, field, message) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(errorMessageOf(response)).toContain(`${field}: ${message}`);
  });

  it('is for signed-in users only', async () => {
    expect((await post({ inputs }, {})).statusCode).toBe(401);
  });
});
