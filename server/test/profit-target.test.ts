import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { searchParlaysExact, type BettingLine } from '@playbook/core';
import { PARLAY_SEARCH_TIMEOUT_CODE, apiErrorSchema, liveBettingLinesResponseSchema, profitTargetResponseSchema } from '@playbook/contracts';
import { liveSearchLines } from '../src/features/parlays/profit-target-service.ts';
import { createTestApp, errorMessageOf, registerUser, withSession, type TestApp } from './helpers/test-app.ts';
import { useSportsApp, useTestApp } from './helpers/use-test-app.ts';

// POST /api/parlays/profit-target (docs/product/api.md): both modes, validation naming the field, the time
// bound, and a body property (no body answers 5xx).

const t = useTestApp();
const cookies = t.userSession('profit_target');

const post = (app: Pick<TestApp, 'app'>, payload: unknown, as: Record<string, string> = cookies) =>
  app.app.inject({
    method: 'POST',
    url: '/api/parlays/profit-target',
    cookies: as,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload) ?? 'null',
  });

const TEAMS = ['KC', 'BUF', 'PHI', 'DAL', 'SF', 'SEA', 'BAL', 'CIN', 'MIA', 'NYJ', 'GB', 'DET', 'LAR', 'ARI', 'PIT', 'CLE'];
const TEAMS_MORE = ['HOU', 'IND', 'JAX', 'TEN', 'DEN', 'LV', 'LAC', 'NE', 'NYG', 'WAS', 'CHI', 'MIN', 'ATL', 'CAR', 'NO', 'TB'];

/** Six lines a game (both spreads, both moneylines, over, under) for `games` games. */
function slate(games: number): BettingLine[] {
  const teams = [...TEAMS, ...TEAMS_MORE];
  return Array.from({ length: games }, (_, g) => {
    const away = teams[2 * g] ?? 'A';
    const home = teams[2 * g + 1] ?? 'B';
    const game = `${away} @ ${home}`;
    const step = (g * 5) % 9;
    return [
      { game, type: 'spread' as const, description: `${home} -${step}.5`, odds: -105 - step },
      { game, type: 'spread' as const, description: `${away} +${step}.5`, odds: -112 + step },
      { game, type: 'moneyline' as const, description: `${home} ML`, odds: -130 - 25 * step },
      { game, type: 'moneyline' as const, description: `${away} ML`, odds: 115 + 22 * step },
      { game, type: 'total' as const, description: `Over ${40 + step}.5`, odds: -110 },
      { game, type: 'total' as const, description: `Under ${40 + step}.5`, odds: -108 - step },
    ];
  }).flat();
}

describe('POST /api/parlays/profit-target, lines mode', () => {
  it('searches every line and answers the exact categorized result (docs/product/profit-target.md) with its parlays', async () => {
    const lines = slate(4);
    const response = await post(t, { targetProfit: 150, bettingLines: lines, minLegs: 2, maxLegs: 5 });
    expect(response.statusCode).toBe(200);
    const body = profitTargetResponseSchema.parse(response.json());
    const expected = searchParlaysExact(lines, { targetProfit: 150, maxRisk: 500, minLegs: 2, maxLegs: 5, correlatedLegs: 'exclude' }).result;
    expect(body.categorized).toEqual(expected);
    expect(body.search.lineCount).toBe(24);
    expect(body.bettingLines).toEqual(lines);
    const ids = body.parlays.map((parlay) => parlay.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(expected.closestToTarget.map((parlay) => parlay.id)));
  });

  it('takes the max risk tolerance when sent (the call may leave it out) and min/max legs defaults 2 and 4', async () => {
    const lines = slate(3);
    const response = await post(t, { targetProfit: 40, bettingLines: lines, maxRisk: 100 });
    expect(response.statusCode).toBe(200);
    const body = profitTargetResponseSchema.parse(response.json());
    expect(body.categorized).toEqual(searchParlaysExact(lines, { targetProfit: 40, maxRisk: 100, minLegs: 2, maxLegs: 4, correlatedLegs: 'exclude' }).result);
  });

  it('leaves a team’s spread with its own moneyline out unless allowed, and marks same-game parlays', async () => {
    const game = 'KC @ BUF';
    const lines = [
      { game, type: 'spread' as const, description: 'KC -3.5', odds: -110 },
      { game, type: 'moneyline' as const, description: 'KC ML', odds: -180 },
      { game, type: 'total' as const, description: 'Over 47.5', odds: -110 },
    ];
    const request = { targetProfit: 150, bettingLines: lines, minLegs: 2, maxLegs: 3 };
    const excluded = profitTargetResponseSchema.parse((await post(t, request)).json());
    const allowed = profitTargetResponseSchema.parse((await post(t, { ...request, correlatedLegs: 'allow' })).json());
    // Each of KC -3.5 and KC ML with the over; allowed adds the two together, and all three.
    expect(excluded.categorized.summary.totalCount).toBe(2);
    expect(allowed.categorized.summary.totalCount).toBe(4);
    expect(allowed.parlays.length).toBeGreaterThan(0);
    expect(allowed.parlays.every((parlay) => parlay.sameGame === true)).toBe(true);
  });

  it.each([
    [{ targetProfit: 150, bettingLines: slate(1), correlatedLegs: 'maybe' }, 'correlatedLegs', 'correlatedLegs must be exclude or allow'],
    [{ targetProfit: 0, bettingLines: slate(1) }, 'targetProfit', 'Please enter a valid profit target'],
    [{ bettingLines: slate(1) }, 'targetProfit', 'Please enter a valid profit target'],
    [{ targetProfit: 150 }, 'bettingLines', 'Please upload screenshots or manually enter betting lines'],
    [{ targetProfit: 150, bettingLines: [] }, 'bettingLines', 'Please upload screenshots or manually enter betting lines'],
    [{ targetProfit: 150, bettingLines: slate(1), minLegs: 5 }, 'minLegs', 'Min legs must be a whole number from 2 to 4'],
    [{ targetProfit: 150, bettingLines: slate(1), maxLegs: 9 }, 'maxLegs', 'Max legs must be a whole number from 2 to 8'],
    [{ targetProfit: 150, bettingLines: slate(1), minLegs: 4, maxLegs: 3 }, 'maxLegs', 'Max legs must be at least min legs'],
    [{ targetProfit: 150, bettingLines: [{ game: 'KC @ BUF', type: 'spread', description: 'KC -3.5', odds: 50 }] }, 'bettingLines.0.odds', 'Odds must be American odds at or beyond ±100'],
    [{ targetProfit: 150, bettingLines: [{ game: ' ', type: 'spread', description: 'KC -3.5', odds: -110 }] }, 'bettingLines.0.game', 'Game is required'],
    [{ targetProfit: 150, bettingLines: [{ game: 'KC @ BUF', type: 'prop', description: 'KC -3.5', odds: -110 }] }, 'bettingLines.0.type', 'Type must be spread, moneyline or total'],
  ])('answers 400 naming the field: %j', async (payload, field, message) => {
    const response = await post(t, payload);
    expect(response.statusCode).toBe(400);
    expect(errorMessageOf(response)).toContain(`${field}: ${message}`);
  });
});

describe('POST /api/parlays/profit-target, live mode', () => {
  it('answers from the stored lines of the current week (none on an empty database: an empty result)', async () => {
    const response = await post(t, { targetProfit: 150, useLiveData: true, minLegs: 2, maxLegs: 4 });
    expect(response.statusCode).toBe(200);
    const body = profitTargetResponseSchema.parse(response.json());
    expect(body.bettingLines).toEqual([]);
    expect(body.categorized.summary.totalCount).toBe(0);
  });

  it.each([
    [{ useLiveData: true }, 'targetProfit', 'Please enter a valid profit target'],
    [{ targetProfit: -5, useLiveData: true }, 'targetProfit', 'Please enter a valid profit target'],
    [{ targetProfit: 150, useLiveData: 'yes' }, 'useLiveData', 'useLiveData must be true or false'],
    [{ targetProfit: 150, useLiveData: true, minLegs: 1 }, 'minLegs', 'Min legs must be a whole number from 2 to 4'],
    [{ targetProfit: 150, useLiveData: true, maxLegs: 2.5 }, 'maxLegs', 'Max legs must be a whole number from 2 to 8'],
    [{ targetProfit: 150, useLiveData: true, bettingLines: slate(1) }, 'bettingLines', 'Send either useLiveData or bettingLines, not both'],
  ])('answers 400 naming the field: %j', async (payload, field, message) => {
    const response = await post(t, payload);
    expect(response.statusCode).toBe(400);
    expect(errorMessageOf(response)).toContain(`${field}: ${message}`);
  });

  it('is for signed-in users only', async () => {
    const response = await post(t, { targetProfit: 150, useLiveData: true }, {});
    expect(response.statusCode).toBe(401);
  });
});

describe('the search bound', () => {
  let small: TestApp;
  let smallCookies: Record<string, string>;
  beforeAll(async () => {
    process.env.PLAYBOOK_PARLAY_SEARCH_TIMEOUT_MS = '1000';
    // No work bound to speak of, so a large search runs until the time bound stops it.
    process.env.PLAYBOOK_PARLAY_SEARCH_WORK = '1000000000000';
    try {
      small = await createTestApp();
    } finally {
      delete process.env.PLAYBOOK_PARLAY_SEARCH_TIMEOUT_MS;
      delete process.env.PLAYBOOK_PARLAY_SEARCH_WORK;
    }
    smallCookies = withSession(await registerUser(small.app, 'bounded_search'));
  });
  afterAll(() => small.close());

  it('stops a search past its limit with a clear error naming the limit, then searches again', async () => {
    // A large target on a big slate: a low-risk stake needs a long price, and counting those takes long.
    const heavy = { targetProfit: 1000, maxRisk: 500, bettingLines: slate(16), minLegs: 2, maxLegs: 8 };
    const health = small.app.inject({ method: 'GET', url: '/api/health' });
    const stopped = post(small, heavy, smallCookies);
    // The event loop stays free while the worker searches.
    expect((await health).statusCode).toBeLessThan(500);
    const response = await stopped;
    expect(response.statusCode).toBe(422);
    const { error } = apiErrorSchema.parse(response.json());
    expect(error.code).toBe(PARLAY_SEARCH_TIMEOUT_CODE);
    expect(error.message).toBe('Parlay search timeout: stopped at the 1 s limit. Use fewer betting lines or fewer legs and try again.');

    const next = await post(small, { targetProfit: 150, bettingLines: slate(2), minLegs: 2, maxLegs: 3 }, smallCookies);
    expect(next.statusCode).toBe(200);
  });

  it('runs one search at a time per user', async () => {
    const heavy = { targetProfit: 1000, maxRisk: 500, bettingLines: slate(16), minLegs: 2, maxLegs: 8 };
    const [first, second] = await Promise.all([post(small, heavy, smallCookies), post(small, heavy, smallCookies)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([422, 429]);
  });
});

describe('a count the search can only bound', () => {
  let bounded: TestApp;
  let boundedCookies: Record<string, string>;
  beforeAll(async () => {
    process.env.PLAYBOOK_PARLAY_SEARCH_WORK = '5';
    try {
      bounded = await createTestApp();
    } finally {
      delete process.env.PLAYBOOK_PARLAY_SEARCH_WORK;
    }
    boundedCookies = withSession(await registerUser(bounded.app, 'bounded_counts'));
  });
  afterAll(() => bounded.close());

  it('is answered between its lower and upper bound (ADR 073), as the search gave them', async () => {
    const lines = slate(4);
    const response = await post(bounded, { targetProfit: 150, bettingLines: lines, minLegs: 2, maxLegs: 5 }, boundedCookies);
    expect(response.statusCode).toBe(200);
    const { summary } = profitTargetResponseSchema.parse(response.json()).categorized;
    const expected = searchParlaysExact(lines, { targetProfit: 150, maxRisk: 500, minLegs: 2, maxLegs: 5, correlatedLegs: 'exclude' }, { work: 5, countWork: 5, countBandWork: 5 }).result;
    expect(summary).toEqual(expected.summary);
    expect(summary.atLeast.length).toBeGreaterThan(0);
    for (const name of summary.atLeast) expect(summary.atMost[name]).toBeGreaterThan(summary[name]);
  });
});

describe('POST /api/parlays/profit-target properties', () => {
  const numberish = fc.oneof(fc.double(), fc.integer({ min: -10, max: 2000 }), fc.constant(null), fc.string({ maxLength: 4 }), fc.boolean());
  const text = fc.oneof(fc.string({ maxLength: 30 }), fc.constant('\u0000'), fc.constantFrom('KC @ BUF', 'KC -3.5', 'Over 47.5', 'BUF ML'));
  const line = fc.oneof(
    fc.record(
      { game: text, type: fc.oneof(fc.constantFrom('spread', 'moneyline', 'total'), text), description: text, odds: fc.oneof(numberish, fc.constantFrom(-110, 150, -250)) },
      { requiredKeys: [] },
    ),
    fc.jsonValue({ maxDepth: 1 }),
  );
  const body = fc.oneof(
    fc.record(
      {
        targetProfit: numberish,
        useLiveData: fc.oneof(fc.boolean(), text),
        bettingLines: fc.oneof(fc.array(line, { maxLength: 8 }), fc.jsonValue({ maxDepth: 1 })),
        maxRisk: numberish,
        minLegs: fc.oneof(fc.integer({ min: 0, max: 9 }), numberish),
        maxLegs: fc.oneof(fc.integer({ min: 0, max: 9 }), numberish),
      },
      { requiredKeys: [] },
    ),
    fc.jsonValue({ maxDepth: 2 }),
  );

  it('never answers 5xx, and a 200 always has the contract shape', async () => {
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const response = await post(t, payload);
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode === 200) profitTargetResponseSchema.parse(response.json());
      }),
      { numRuns: 120 },
    );
  });
});

describe('live mode on a stored season', () => {
  const sports = useSportsApp();
  const liveCookies = sports.userSession('live_parlays');

  it('searches every stored line of the current week, alternates included, each game and selection once at its best price', async () => {
    const live = liveBettingLinesResponseSchema.parse((await sports.get('/api/live/betting-lines')).json()).lines;
    expect(live.length).toBeGreaterThan(0);
    const response = await post(sports, { targetProfit: 150, useLiveData: true, minLegs: 2, maxLegs: 3 }, liveCookies);
    expect(response.statusCode).toBe(200);
    const body = profitTargetResponseSchema.parse(response.json());
    expect(body.bettingLines).toEqual(liveSearchLines(live));
    // Every selection, alternates included (ADR 046), is searched once.
    const selections = new Set(live.map((line) => `${line.game}|${line.description}`));
    expect(body.bettingLines).toHaveLength(selections.size);
    expect(live.some((line) => line.isAlternate)).toBe(true);
    expect(body.categorized).toEqual(searchParlaysExact(body.bettingLines, { targetProfit: 150, maxRisk: 500, minLegs: 2, maxLegs: 3, correlatedLegs: 'exclude' }).result);
    expect(body.categorized.summary.totalCount).toBeGreaterThan(0);
  });
});
