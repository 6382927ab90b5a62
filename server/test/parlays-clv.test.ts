import { and, eq, inArray, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { closingLineValue } from '@playbook/core';
import {
  liveBettingLinesResponseSchema,
  parlayHistoryItemSchema,
  parlayHistoryResponseSchema,
  parlayPerformanceResponseSchema,
  type LiveBettingLine,
  type SaveParlayRequest,
} from '@playbook/contracts';
import { bettingLines } from '../src/db/sports-schema.ts';
import { resolveHandEnteredLegs } from '../src/features/parlays/resolve-leg-lines.ts';
import { useSportsApp } from './helpers/use-test-app.ts';
import { errorMessageOf, registerUser, withSession } from './helpers/test-app.ts';

// Closing line value: legs linked to stored lines (ADR 025).
const t = useSportsApp();
const alice = t.userSession('alice_clv');
const bob = t.userSession('bob_clv');
let lines: (typeof bettingLines.$inferSelect)[];
beforeAll(async () => {
  lines = await t.app.db.select().from(bettingLines).orderBy(bettingLines.id).limit(3);
});

const call = (cookies: Record<string, string>, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    cookies,
    ...(payload === undefined ? {} : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) }),
  });

function parlayOf(legs: SaveParlayRequest['legs']): SaveParlayRequest {
  return {
    parlayDescription: 'Linked legs',
    totalOdds: 264,
    impliedProbability: 0.2744,
    numLegs: legs.length,
    category: 'lowRisk',
    stakeAmount: 10,
    potentialPayout: 36.4,
    legs,
  };
}

const lineAt = (index: number) => {
  const line = lines[index];
  if (!line) throw new Error('the fixture season has fewer lines than the test needs');
  return line;
};

const history = async (cookies: Record<string, string>) => parlayHistoryResponseSchema.parse((await call(cookies, 'GET', '/api/parlays/history')).json());

describe('parlay legs linked to stored lines', () => {
  it('stores the line id and answers each leg’s CLV from its stored closing price, the parlay’s and the user’s mean', async () => {
    const [first, second] = [lineAt(0), lineAt(1)];
    // No other side has a close here, so each CLV compares the raw prices (the fair close is the next test's).
    await t.app.db
      .update(bettingLines)
      .set({ closingOdds: null })
      .where(and(inArray(bettingLines.gameId, [first.gameId, second.gameId]), ne(bettingLines.id, first.id)));
    await t.app.db.update(bettingLines).set({ closingOdds: -130 }).where(eq(bettingLines.id, first.id));
    await t.app.db.update(bettingLines).set({ closingOdds: null }).where(eq(bettingLines.id, second.id));
    const response = await call(
      alice,
      'POST',
      '/api/parlays/save',
      parlayOf([
        { game: 'A @ B', selection: 'B ML', odds: -110, type: 'moneyline', lineId: first.id },
        { game: 'A @ B', selection: 'Over 44.5', odds: -105, type: 'total', lineId: second.id },
        { game: 'C @ D', selection: 'D -3', odds: 120, type: 'spread' },
      ]),
    );
    expect(response.statusCode).toBe(201);
    const item = parlayHistoryItemSchema.parse(response.json());
    const clv = closingLineValue(-110, -130);
    expect(item.legs.map(({ lineId, closingOdds, clv: value }) => ({ lineId, closingOdds, clv: value }))).toEqual([
      { lineId: first.id, closingOdds: -130, clv },
      { lineId: second.id, closingOdds: null, clv: null },
      { lineId: null, closingOdds: null, clv: null },
    ]);
    expect(item.averageClv).toBeCloseTo(clv, 12);
    expect(clv).toBeGreaterThan(4);
    expect((await history(alice)).find((parlay) => parlay.id === item.id)).toEqual(item);

    // A later closing price shows up on the next read; the user's mean spans every parlay's legs.
    await t.app.db.update(bettingLines).set({ closingOdds: -100 }).where(eq(bettingLines.id, second.id));
    await call(alice, 'POST', '/api/parlays/manual', { legs: [{ game: 'E @ F', selection: 'F ML', odds: 150, type: 'moneyline', lineId: first.id }], stakeAmount: 5 });
    const performance = parlayPerformanceResponseSchema.parse((await call(alice, 'GET', '/api/parlays/performance')).json());
    const expected = [clv, closingLineValue(-105, -100), closingLineValue(150, -130)];
    expect(performance.clvLegCount).toBe(3);
    expect(performance.averageClv).toBeCloseTo(expected.reduce((sum, value) => sum + value, 0) / 3, 12);
  });

  it('takes the fair close when the other side’s close is stored (ADR 051: de-vigged CLV)', async () => {
    const [line] = await t.app.db.select().from(bettingLines).where(eq(bettingLines.market, 'moneyline')).orderBy(bettingLines.id).limit(1);
    if (!line) throw new Error('the fixture season has no moneyline');
    const [other] = await t.app.db
      .select()
      .from(bettingLines)
      .where(and(eq(bettingLines.gameId, line.gameId), eq(bettingLines.market, 'moneyline'), eq(bettingLines.bookmaker, line.bookmaker), ne(bettingLines.selection, line.selection)))
      .limit(1);
    if (!other) throw new Error('the fixture moneyline has no other side');
    // Every line of the game closes at +110, then this side at -130: the other side's close is +110.
    await t.app.db.update(bettingLines).set({ closingOdds: 110 }).where(eq(bettingLines.gameId, line.gameId));
    await t.app.db.update(bettingLines).set({ closingOdds: -130 }).where(eq(bettingLines.id, line.id));
    const response = await call(bob, 'POST', '/api/parlays/save', parlayOf([{ game: 'A @ B', selection: 'B ML', odds: -110, type: 'moneyline', lineId: line.id }]));
    const item = parlayHistoryItemSchema.parse(response.json());
    expect(item.legs[0]?.clv).toBeCloseTo(closingLineValue(-110, -130, 110), 12);
    expect(item.legs[0]?.clv).toBeLessThan(closingLineValue(-110, -130));
  });

  it.each([
    [999_999, 'legs.1.lineId: No betting line with id 999999'],
    [2_147_483_648, 'legs.1.lineId: No betting line with id 2147483648'],
    [0, 'legs.1.lineId: Line id must be a positive whole number'],
    [1.5, 'legs.1.lineId: Line id must be a whole number'],
    ['7', 'legs.1.lineId: Line id must be a number'],
  ])('answers 400 naming the field for line id %j and stores nothing', async (lineId, message) => {
    const before = (await history(bob)).length;
    const legs = [
      { game: 'A @ B', selection: 'B ML', odds: -110, type: 'moneyline', lineId: lineAt(0).id },
      { game: 'A @ B', selection: 'Over 44.5', odds: -105, type: 'total', lineId },
    ];
    const response = await call(bob, 'POST', '/api/parlays/save', { ...parlayOf([]), numLegs: 2, legs });
    expect(response.statusCode).toBe(400);
    expect(errorMessageOf(response)).toBe(message);
    expect(await history(bob)).toHaveLength(before);
  });

  it('never shows another user’s parlays or counts their legs', async () => {
    const fresh = withSession(await registerUser(t.app, 'carol_clv'));
    await call(alice, 'POST', '/api/parlays/save', parlayOf([{ game: 'A @ B', selection: 'B ML', odds: -110, type: 'moneyline', lineId: lineAt(0).id }]));
    expect(await history(fresh)).toEqual([]);
    const performance = parlayPerformanceResponseSchema.parse((await call(fresh, 'GET', '/api/parlays/performance')).json());
    expect(performance).toMatchObject({ totalParlays: 0, averageClv: null, clvLegCount: 0 });
  });

  it('keeps the leg when its line is deleted, without a link or CLV', async () => {
    const third = lineAt(2);
    await t.app.db.update(bettingLines).set({ closingOdds: 110 }).where(eq(bettingLines.id, third.id));
    const saved = parlayHistoryItemSchema.parse(
      (await call(bob, 'POST', '/api/parlays/save', parlayOf([{ game: 'G @ H', selection: 'H ML', odds: 120, type: 'moneyline', lineId: third.id }]))).json(),
    );
    expect(saved.legs[0]?.clv).toBeCloseTo(closingLineValue(120, 110), 12);
    await t.app.db.delete(bettingLines).where(eq(bettingLines.id, third.id));
    const after = (await history(bob)).find((parlay) => parlay.id === saved.id);
    expect(after?.legs).toEqual([{ game: 'G @ H', selection: 'H ML', odds: 120, type: 'moneyline', lineId: null, closingOdds: null, clv: null, unconfirmedCloseSource: null, result: null, gradable: true, gameStatusDetail: null }]);
    expect(after?.averageClv).toBeNull();
  });
});

describe('hand-entered legs linked only when one current line matches (ADR 025)', () => {
  const line = (id: string, description: string, odds: number): LiveBettingLine => ({
    id,
    game: 'KC @ BUF',
    matchup: 'KC @ BUF',
    type: 'spread',
    description,
    odds,
    bookmaker: `Book ${id}`,
    league: 'NFL',
    eventId: 'e1',
    isAlternate: false,
    line: -3.5,
    gameTime: '2026-11-23T18:00:00Z',
  });

  it('links a unique match (case and spacing ignored), never an ambiguous one, and keeps a given id', () => {
    const slate = [line('1', 'KC -3.5', -110), line('2', 'KC -3.5', -110), line('3', 'BUF +3.5', -105)];
    const legs = resolveHandEnteredLegs(
      [
        { game: ' kc  @ buf', selection: 'buf +3.5', odds: -105, type: 'spread' },
        { game: 'KC @ BUF', selection: 'KC -3.5', odds: -110, type: 'spread' },
        { game: 'KC @ BUF', selection: 'BUF +3.5', odds: -110, type: 'spread' },
        { game: 'KC @ BUF', selection: 'BUF +3.5', odds: -105, type: 'moneyline' },
        { game: 'KC @ BUF', selection: 'KC -3.5', odds: -110, type: 'spread', lineId: 2 },
      ],
      slate,
    );
    expect(legs.map((leg) => leg.lineId)).toEqual([3, undefined, undefined, undefined, 2]);
  });

  it('links a parlay placed elsewhere to the slate line it names', async () => {
    const { lines: slate } = liveBettingLinesResponseSchema.parse((await t.get('/api/live/betting-lines')).json());
    const keyOf = (candidate: LiveBettingLine) => [candidate.game, candidate.type, candidate.description, candidate.odds].join('|');
    const counts = new Map<string, number>();
    for (const candidate of slate) counts.set(keyOf(candidate), (counts.get(keyOf(candidate)) ?? 0) + 1);
    const unique = slate.find((candidate) => counts.get(keyOf(candidate)) === 1);
    if (!unique) throw new Error('the fixture slate has no line with a unique price');
    const response = await call(alice, 'POST', '/api/parlays/manual', {
      legs: [{ game: unique.game.toUpperCase(), selection: unique.description, odds: unique.odds, type: unique.type }],
      stakeAmount: 5,
    });
    expect(response.statusCode).toBe(201);
    expect(parlayHistoryItemSchema.parse(response.json()).legs[0]?.lineId).toBe(Number(unique.id));
  });
});
