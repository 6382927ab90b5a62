import { describe, expect, it } from 'vitest';
import { cumulativeProfitSeries, manualParlayTicket, parlayStatistics, roiByCategory, roiByLegCount } from '@playbook/core';
import {
  parlayHistoryItemSchema,
  parlayHistoryResponseSchema,
  parlayPerformanceResponseSchema,
  trackedParlayOf,
  type SaveParlayRequest,
} from '@playbook/contracts';
import { errorMessageOf, registerUser, withSession } from './helpers/test-app.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp();
const alice = t.userSession('alice_parlays');
const bob = t.userSession('bob_parlays');

type Method = 'GET' | 'POST' | 'PATCH';
const call = (cookies: Record<string, string>, method: Method, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    cookies,
    ...(payload === undefined ? {} : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) }),
  });

const savedParlay: SaveParlayRequest = {
  parlayDescription: 'KC -3.5 + Over 47.5 (KC @ BUF)',
  totalOdds: 264,
  impliedProbability: 0.2744,
  numLegs: 2,
  category: 'lowRisk',
  stakeAmount: 41.21,
  potentialPayout: 191.21,
  targetProfit: 150,
  legs: [
    { game: 'KC @ BUF', selection: 'KC -3.5', odds: -110, type: 'spread' },
    { game: 'KC @ BUF', selection: 'Over 47.5', odds: -110, type: 'total' },
  ],
  gameDate: '2025-11-23',
  status: 'pending',
};

const history = async (cookies: Record<string, string>) => parlayHistoryResponseSchema.parse((await call(cookies, 'GET', '/api/parlays/history')).json());
const save = async (cookies: Record<string, string>, body: unknown = savedParlay) => {
  const response = await call(cookies, 'POST', '/api/parlays/save', body);
  expect(response.statusCode).toBe(201);
  return parlayHistoryItemSchema.parse(response.json());
};

describe('parlay calls need a session', () => {
  it.each<[Method, string]>([
    ['POST', '/api/parlays/save'],
    ['POST', '/api/parlays/manual'],
    ['GET', '/api/parlays/history'],
    ['GET', '/api/parlays/performance'],
    ['PATCH', '/api/parlays/1/status'],
  ])('%s %s answers 401 without one', async (method, url) => {
    const response = await call({}, method, url, method === 'GET' ? undefined : {});
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/parlays/save and GET /api/parlays/history (docs/product/profit-target.md)', () => {
  it("stores a generated parlay as pending with its legs, in the caller's history only", async () => {
    const item = await save(alice);
    expect(item).toMatchObject({
      status: 'pending',
      source: 'generated',
      category: 'lowRisk',
      numLegs: 2,
      totalOdds: 264,
      stakeAmount: 41.21,
      potentialPayout: 191.21,
      targetProfit: 150,
      gameDate: '2025-11-23',
      actualPayout: null,
      notes: null,
      settledAt: null,
      legs: savedParlay.legs,
    });
    expect((await history(alice)).map((parlay) => parlay.id)).toContain(item.id);
    expect((await history(bob)).map((parlay) => parlay.id)).not.toContain(item.id);
  });

  it.each([
    [{ numLegs: 3 }, 'numLegs: Number of legs must match the legs sent'],
    [{ totalOdds: 50 }, 'totalOdds: Total odds must be American odds at or beyond ±100'],
    [{ totalOdds: 150.5 }, 'totalOdds: Total odds must be whole American odds'],
    [{ category: 'risky' }, 'category: Category must be optimal, lowRisk or standard'],
    [{ stakeAmount: 0 }, 'stakeAmount: Stake must be greater than 0'],
    [{ stakeAmount: 1.001 }, 'stakeAmount: Stake must be in whole cents'],
    [{ potentialPayout: -1 }, 'potentialPayout: Potential payout must be at least 0'],
    [{ impliedProbability: 27 }, 'impliedProbability: Implied probability must be between 0 and 1'],
    [{ status: 'won' }, 'status: A saved parlay starts as pending'],
    [{ gameDate: '2025-02-30' }, 'gameDate: Must be a real date'],
    [{ legs: [], numLegs: 0 }, 'numLegs: Add at least one leg; legs: Add at least one leg'],
    [{ legs: [{ ...savedParlay.legs[0], game: 'A\u0000B' }, savedParlay.legs[1]] }, 'legs.0.game: Game must not contain control characters'],
    [{ legs: [{ ...savedParlay.legs[0], type: 'prop' }, savedParlay.legs[1]] }, 'legs.0.type: Type must be spread, moneyline or total'],
    [{ parlayDescription: undefined }, 'parlayDescription: Description is required'],
  ])('answers 400 naming the field for %j and stores nothing', async (change, message) => {
    const before = (await history(alice)).length;
    const response = await call(alice, 'POST', '/api/parlays/save', { ...savedParlay, ...change });
    expect(response.statusCode).toBe(400);
    expect(errorMessageOf(response)).toBe(message);
    expect(await history(alice)).toHaveLength(before);
  });
});

describe('POST /api/parlays/manual (a parlay placed elsewhere)', () => {
  const legs = [
    { game: 'DAL @ PHI', selection: 'PHI ML', odds: -150, type: 'moneyline' as const },
    { game: 'NYG @ WAS', selection: 'WAS -2.5', odds: 105, type: 'spread' as const },
    { game: 'NYG @ WAS', selection: 'Under 44.5', odds: -110, type: 'total' as const },
  ];

  it("prices the ticket with core and keeps the day it was placed and the user's notes", async () => {
    const response = await call(bob, 'POST', '/api/parlays/manual', { legs, stakeAmount: 25, placedOn: '2025-11-16', notes: 'Placed at the counter' });
    expect(response.statusCode).toBe(201);
    const item = parlayHistoryItemSchema.parse(response.json());
    expect(item).toMatchObject({ ...manualParlayTicket({ legs, stakeAmount: 25 }), source: 'manual', status: 'pending', stakeAmount: 25, legs });
    expect(item.generatedAt).toBe('2025-11-16T12:00:00.000Z');
    expect(item.notes).toBe('Placed at the counter');
  });

  it("takes the ticket's own odds (a boost)", async () => {
    const item = parlayHistoryItemSchema.parse((await call(bob, 'POST', '/api/parlays/manual', { legs, stakeAmount: 20, totalOdds: 700 })).json());
    expect(item).toMatchObject({ totalOdds: 700, potentialPayout: 160 });
  });

  it.each([
    [{ legs: [] }, 'legs: Add at least one leg'],
    [{ legs: Array.from({ length: 18 }, () => legs[0]) }, 'legs: A parlay has at most 17 legs'],
    [{ stakeAmount: -5 }, 'stakeAmount: Stake must be greater than 0'],
    [{ stakeAmount: 2_000_000 }, 'stakeAmount: Stake must be at most $1,000,000'],
    [{ placedOn: '2099-01-01' }, 'placedOn: The day placed cannot be in the future'],
    [{ placedOn: '0000-01-01' }, 'placedOn: Must be a date from 2000 to 2100'],
    [{ notes: 'x'.repeat(501) }, 'notes: Notes must be at most 500 characters'],
    [{ legs: Array.from({ length: 17 }, (_, index) => ({ ...legs[1], selection: `WAS -${index}.5`, odds: 10_000 })) }, "legs: The legs' combined odds are past +1000000; enter the ticket's total odds"],
    [{ legs: [...legs, { ...legs[1], selection: ' was  -2.5', odds: -105 }] }, 'legs.3.selection: This leg repeats leg 2: the same game and selection'],
  ])('answers 400 naming the field for %j', async (change, message) => {
    const response = await call(bob, 'POST', '/api/parlays/manual', { legs, stakeAmount: 10, ...change });
    expect(response.statusCode).toBe(400);
    expect(errorMessageOf(response)).toBe(message);
  });
});

describe('PATCH /api/parlays/:id/status (docs/product/parlay-tracker.md)', () => {
  it('settles a parlay with a payout and notes, and clears them when a later update leaves them out', async () => {
    const { id } = await save(alice);
    const won = await call(alice, 'PATCH', `/api/parlays/${id}/status`, { status: 'won', actualPayout: 191.21, notes: 'Cashed' });
    expect(won.statusCode).toBe(200);
    expect(parlayHistoryItemSchema.parse(won.json())).toMatchObject({ id, status: 'won', actualPayout: 191.21, notes: 'Cashed', legs: savedParlay.legs });
    const lost = parlayHistoryItemSchema.parse((await call(alice, 'PATCH', `/api/parlays/${id}/status`, { status: 'lost' })).json());
    expect(lost).toMatchObject({ status: 'lost', actualPayout: null, notes: null });
    expect(lost.settledAt).not.toBeNull();
  });

  it.each([
    [{ status: 'pending' }, 'status: Status must be won, lost or partially_won'],
    [{}, 'status: Required'],
    [{ status: 'won', actualPayout: -0.01 }, 'actualPayout: Actual payout must be at least 0'],
    [{ status: 'won', actualPayout: '12' }, 'actualPayout: Actual payout must be a number'],
    [{ status: 'won', actualPayout: 2e10 }, 'actualPayout: Actual payout must be at most $10,000,000,000'],
    [{ status: 'won', notes: 'n'.repeat(501) }, 'notes: Notes must be at most 500 characters'],
    [{ status: 'won', notes: 'bad\u0000byte' }, 'notes: Notes must not contain control characters'],
  ])('answers 400 naming the field for %j and changes nothing', async (body, message) => {
    const { id } = await save(alice);
    const response = await call(alice, 'PATCH', `/api/parlays/${id}/status`, body);
    expect(response.statusCode).toBe(400);
    expect(errorMessageOf(response)).toBe(message);
    expect((await history(alice)).find((parlay) => parlay.id === id)?.status).toBe('pending');
  });

  it('keeps line breaks in notes', async () => {
    const { id } = await save(alice);
    const item = parlayHistoryItemSchema.parse((await call(alice, 'PATCH', `/api/parlays/${id}/status`, { status: 'partially_won', notes: 'Leg 2 pushed\nPaid reduced' })).json());
    expect(item.notes).toBe('Leg 2 pushed\nPaid reduced');
  });

  it.each([
    ['abc', 400, 'id: Parlay id must be a whole number'],
    ['-1', 400, 'id: Parlay id must be a whole number'],
    ['0', 404, 'No parlay with id 0'],
    ['2147483648', 404, 'No parlay with id 2147483648'],
    ['99999999999999999999999', 404, 'No parlay with id 99999999999999999999999'],
    ['2147483647', 404, 'No parlay with id 2147483647'],
  ])('answers id %s with %i', async (id, status, message) => {
    const response = await call(alice, 'PATCH', `/api/parlays/${id}/status`, { status: 'won' });
    expect(response.statusCode).toBe(status);
    expect(errorMessageOf(response)).toBe(message);
  });
});

describe('cross-user access', () => {
  it("answers another user's parlay with 404 and changes nothing", async () => {
    const mine = await save(alice);
    const response = await call(bob, 'PATCH', `/api/parlays/${mine.id}/status`, { status: 'lost', actualPayout: 0, notes: 'not yours' });
    expect(response.statusCode).toBe(404);
    expect(errorMessageOf(response)).toBe(`No parlay with id ${mine.id}`);
    const after = (await history(alice)).find((parlay) => parlay.id === mine.id);
    expect(after).toEqual(mine);
    expect((await history(bob)).some((parlay) => parlay.id === mine.id)).toBe(false);
  });

  it("never counts another user's parlays in the performance", async () => {
    const fresh = withSession(await registerUser(t.app, 'carol_parlays'));
    await save(alice);
    const performance = parlayPerformanceResponseSchema.parse((await call(fresh, 'GET', '/api/parlays/performance')).json());
    expect(performance.totalParlays).toBe(0);
    expect(performance.profitOverTime).toEqual([]);
  });
});

describe('GET /api/parlays/performance', () => {
  it("equals core's statistics, breakdowns and curve on the same parlays", async () => {
    const dave = withSession(await registerUser(t.app, 'dave_parlays'));
    const ids: number[] = [];
    for (const change of [{}, { category: 'optimal', totalOdds: 150 }, { category: 'standard', stakeAmount: 75 }, {}, {}]) {
      ids.push((await save(dave, { ...savedParlay, ...change })).id);
    }
    const updates = [
      { status: 'won', actualPayout: 191.21 },
      { status: 'lost' },
      { status: 'won' },
      { status: 'partially_won', actualPayout: 60.5 },
    ];
    for (const [index, update] of updates.entries()) {
      expect((await call(dave, 'PATCH', `/api/parlays/${ids[index]}/status`, update)).statusCode).toBe(200);
    }
    const parlays = (await history(dave)).map(trackedParlayOf);
    const performance = parlayPerformanceResponseSchema.parse((await call(dave, 'GET', '/api/parlays/performance')).json());
    expect(performance).toEqual({
      ...parlayStatistics(parlays),
      // Legs entered without a stored line have no closing line value.
      averageClv: null,
      clvLegCount: 0,
      unconfirmedClvLegCount: 0,
      roiByCategory: roiByCategory(parlays),
      roiByLegCount: roiByLegCount(parlays),
      profitOverTime: cumulativeProfitSeries(parlays),
    });
    expect(performance).toMatchObject({ totalParlays: 5, pendingParlays: 1, wonParlays: 2, lostParlays: 1, winRate: 50 });
    expect(performance.profitOverTime).toHaveLength(4);
  });
});
