import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.ts';
import { watchlists } from '../src/db/watchlist-schema.ts';
import {
  WATCHLIST_MAX_FAVORITES,
  WATCHLIST_MAX_PREDICTIONS,
  watchlistResponseSchema,
  type FavoriteParlay,
  type WatchlistPrediction,
} from '@playbook/contracts';
import { favoriteParlay, matchupPrediction } from '@playbook/contracts/testing/watchlist-fixtures';
import { errorMessageOf, registerUser, withSession } from './helpers/test-app.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp();
const alice = t.userSession('alice_watch');
const bob = t.userSession('bob_watch');

const put = (cookies: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/watchlist', cookies, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) ?? 'null' });
const read = async (cookies: Record<string, string>) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/watchlist', cookies });
  expect(response.statusCode).toBe(200);
  return watchlistResponseSchema.parse(response.json());
};

const savedAt = '2026-11-23T18:00:00.000Z';
const prediction = (id: string): WatchlistPrediction => matchupPrediction(id, savedAt);
const favorite = (id: string): FavoriteParlay => ({ ...favoriteParlay, id, savedAt });

describe('GET/PUT /api/watchlist', () => {
  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/watchlist' })).statusCode).toBe(401);
    expect((await put({}, { predictions: [], favorites: [], version: 0 })).statusCode).toBe(401);
  });

  it('starts empty at version 0, then keeps the full lists of a PUT and bumps the version', async () => {
    const carol = withSession(await registerUser(t.app, 'carol_watch'));
    expect(await read(carol)).toEqual({ predictions: [], favorites: [], version: 0 });
    const body = { predictions: [prediction('p1')], favorites: [favorite('parlay-1')], version: 0 };
    const response = await put(carol, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...body, version: 1 });
    expect(await read(carol)).toEqual({ ...body, version: 1 });
    // A removal is a PUT of the list without it.
    expect((await put(carol, { predictions: [], favorites: [favorite('parlay-1')], version: 1 })).statusCode).toBe(200);
    expect(await read(carol)).toMatchObject({ predictions: [], version: 2 });
  });

  it('refuses a PUT merged against an older version with 409 and changes nothing', async () => {
    const dave = withSession(await registerUser(t.app, 'dave_watch'));
    expect((await put(dave, { predictions: [prediction('a')], favorites: [], version: 0 })).statusCode).toBe(200);
    const stale = await put(dave, { predictions: [], favorites: [], version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: { code: 'WATCHLIST_CONFLICT' } });
    expect((await put(dave, { predictions: [], favorites: [], version: 7 })).statusCode).toBe(409);
    expect(await read(dave)).toMatchObject({ predictions: [prediction('a')], version: 1 });
  });

  it("keeps each user's list apart: another user's entries are never read or changed", async () => {
    expect((await put(alice, { predictions: [prediction('alice-only')], favorites: [favorite('alice-fav')], version: 0 })).statusCode).toBe(200);
    const bobs = await read(bob);
    expect(bobs).toEqual({ predictions: [], favorites: [], version: 0 });
    expect((await put(bob, { predictions: [prediction('bob-only')], favorites: [], version: 0 })).statusCode).toBe(200);
    expect((await read(alice)).predictions.map((p) => p.id)).toEqual(['alice-only']);
    expect((await read(bob)).predictions.map((p) => p.id)).toEqual(['bob-only']);
  });

  it("keeps a hand-picked neutral matchup's flag and league; entries saved before the flag read as home games (ADR 034)", async () => {
    const gwen = withSession(await registerUser(t.app, 'gwen_watch'));
    const neutral = { ...prediction('neutral-one'), neutral: true, league: 'NFL' as const };
    const { neutral: _omitted, ...older } = prediction('older-one');
    expect((await put(gwen, { predictions: [neutral, older], favorites: [], version: 0 })).statusCode).toBe(200);
    expect((await read(gwen)).predictions).toEqual([neutral, { ...older, neutral: false }]);
    // A row written before the flag existed (no such key in the stored JSON) reads the same: not neutral.
    const [user] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.username, 'gwen_watch'));
    await t.app.db.update(watchlists).set({ predictions: [older] }).where(eq(watchlists.userId, user?.id ?? -1));
    expect((await read(gwen)).predictions).toEqual([{ ...older, neutral: false }]);
    // Another user never sees it.
    expect((await read(bob)).predictions.some((p) => p.id === 'neutral-one')).toBe(false);
  });

  it.each([
    ['a neutral flag that is not a boolean', { predictions: [{ ...prediction('x'), neutral: 'yes' }], favorites: [], version: 0 }, 'Neutral must be true or false'],
    ['an unknown league', { predictions: [{ ...prediction('x'), league: 'MLB' }], favorites: [], version: 0 }, 'League must be NFL or NCAA'],
    ['a missing version', { predictions: [], favorites: [] }, 'version'],
    ['a prediction without its winner', { predictions: [{ ...prediction('x'), predictedWinner: null }], favorites: [], version: 0 }, 'winner'],
    ['a confidence above 100', { predictions: [{ ...prediction('x'), winnerConfidence: 101 }], favorites: [], version: 0 }, 'between 0 and 100'],
    ['a repeated id', { predictions: [prediction('x'), prediction('x')], favorites: [], version: 0 }, 'unique'],
    ['a favorite without legs', { predictions: [], favorites: [{ ...favorite('f'), legs: [] }], version: 0 }, 'at least one leg'],
    ['a favorite without savedAt', { predictions: [], favorites: [{ ...favorite('f'), savedAt: undefined }], version: 0 }, 'Saved at'],
    [
      'a total past any football line',
      { predictions: [{ ...prediction('x'), type: 'overunder', totalLine: 150.5, overUnder: 'over', totalConfidence: 60 }], favorites: [], version: 0 },
      'predictions.0.totalLine: Total line must be at most 150',
    ],
    ['a NUL in a team name', { predictions: [{ ...prediction('x'), homeTeam: 'A\u0000' }], favorites: [], version: 0 }, 'control characters'],
  ])('answers 400 naming the field for %s', async (_name, body, words) => {
    const response = await put(alice, body);
    expect(response.statusCode).toBe(400);
    expect(errorMessageOf(response)).toContain(words);
  });

  it(`is size-bounded: at most ${WATCHLIST_MAX_PREDICTIONS} predictions and ${WATCHLIST_MAX_FAVORITES} favorites`, async () => {
    const erin = withSession(await registerUser(t.app, 'erin_watch'));
    const predictions = Array.from({ length: WATCHLIST_MAX_PREDICTIONS + 1 }, (_, i) => prediction(`p${i}`));
    const tooMany = await put(erin, { predictions, favorites: [], version: 0 });
    expect(tooMany.statusCode).toBe(400);
    expect(errorMessageOf(tooMany)).toContain(`at most ${WATCHLIST_MAX_PREDICTIONS} predictions`);
    const favorites = Array.from({ length: WATCHLIST_MAX_FAVORITES + 1 }, (_, i) => favorite(`f${i}`));
    expect(errorMessageOf(await put(erin, { predictions: [], favorites, version: 0 }))).toContain(`at most ${WATCHLIST_MAX_FAVORITES} favorite`);
    // The full bound fits in one request body.
    const full = await put(erin, { predictions: predictions.slice(1), favorites: favorites.slice(1), version: 0 });
    expect(full.statusCode).toBe(200);
    // Past the body limit: 413, not 500.
    const huge = await put(erin, { predictions: [], favorites: [], version: 1, padding: 'x'.repeat(1_100_000) });
    expect(huge.statusCode).toBe(413);
  });

  it('never answers 5xx on fuzzed bodies (fast-check)', async () => {
    const fuzzer = withSession(await registerUser(t.app, 'fuzz_watch'));
    const text = fc.oneof(fc.string({ maxLength: 30 }), fc.constant('\u0000'), fc.constant('x'.repeat(300)));
    const numberish = fc.oneof(fc.double(), fc.integer(), fc.constantFrom(0, -1, 101, 2_147_483_648, 1e308), fc.constant(null), text);
    const entry = fc.oneof(
      fc.record(
        {
          id: text,
          type: fc.oneof(fc.constantFrom('matchup', 'overunder'), text),
          awayTeam: text,
          homeTeam: text,
          predictedWinner: fc.oneof(text, fc.constant(null)),
          winnerConfidence: numberish,
          totalLine: numberish,
          overUnder: fc.oneof(fc.constantFrom('over', 'under', null), text),
          totalConfidence: numberish,
          savedAt: fc.oneof(fc.constant(savedAt), text),
          neutral: fc.oneof(fc.boolean(), numberish),
          league: fc.oneof(fc.constantFrom('NFL', 'NCAA'), text),
          legs: fc.jsonValue({ maxDepth: 2 }),
        },
        { requiredKeys: [] },
      ),
      fc.jsonValue({ maxDepth: 2 }),
    );
    const body = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.record({ predictions: fc.oneof(fc.array(entry, { maxLength: 5 }), fc.jsonValue()), favorites: fc.oneof(fc.array(entry, { maxLength: 5 }), fc.jsonValue()), version: numberish }, { requiredKeys: [] }),
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const response = await put(fuzzer, payload);
        expect(response.statusCode, response.body).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
    // Whatever was accepted still reads back through the contract.
    await read(fuzzer);
  });
});
