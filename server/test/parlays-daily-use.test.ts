import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  parlayFilterOptionsSchema,
  parlayHistoryItemSchema,
  trackerSettingsSchema,
  type ParlayHistoryItem,
  type ParlayLegBody,
} from '@playbook/contracts';
import { bettingLines, games } from '../src/db/sports-schema.ts';
import { errorMessageOf } from './helpers/test-app.ts';
import { useSportsApp } from './helpers/use-test-app.ts';

// The tracker for daily use: filters, tags, the unit size and settling several parlays at once, each
// user's own only.
const t = useSportsApp();
const alice = t.userSession('alice_daily');
const bob = t.userSession('bob_daily');

const call = (cookies: Record<string, string>, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, cookies, ...(payload === undefined ? {} : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) }) });

async function manual(cookies: Record<string, string>, legs: ParlayLegBody[], placedOn: string, stakeAmount = 10): Promise<ParlayHistoryItem> {
  const response = await call(cookies, 'POST', '/api/parlays/manual', { legs, stakeAmount, placedOn });
  expect(response.statusCode, response.body).toBe(201);
  return parlayHistoryItemSchema.parse(response.json());
}

const ids = async (cookies: Record<string, string>, query: string): Promise<number[]> => {
  const response = await call(cookies, 'GET', `/api/parlays/history${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return parlayHistoryItemSchema.array().parse(response.json()).map((item) => item.id);
};

/** DraftKings' main moneyline of a fixture game, as a leg taken from the slate (linked to its game and book). */
async function draftKingsLeg(gameSourceId: string, selection: string): Promise<ParlayLegBody> {
  const [line] = await t.app.db
    .select({ id: bettingLines.id, odds: bettingLines.americanOdds })
    .from(bettingLines)
    .innerJoin(games, eq(games.id, bettingLines.gameId))
    .where(and(eq(games.sourceId, gameSourceId), eq(bettingLines.market, 'moneyline'), eq(bettingLines.selection, selection), eq(bettingLines.bookmaker, 'DraftKings')));
  if (!line) throw new Error(`no DraftKings moneyline ${selection} on ${gameSourceId}`);
  return { game: `Game ${gameSourceId}`, selection: `${selection} ML`, odds: line.odds, type: 'moneyline', lineId: line.id };
}

describe('the tracker for daily use', () => {
  it('filters the history by league, book, market, status, days placed and tag, each on the user’s own parlays', async () => {
    const linked = await manual(alice, [await draftKingsLeg('nfl-2-2', 'DAL')], '2025-10-01');
    const typed = await manual(alice, [{ game: 'Boston Red Sox @ New York Yankees', selection: 'Over 8.5', odds: -110, type: 'total' }], '2025-10-03');
    const theirs = await manual(bob, [await draftKingsLeg('nfl-2-2', 'DAL')], '2025-10-01');

    expect(await ids(alice, '?league=NFL')).toEqual([linked.id]);
    expect(await ids(alice, '?league=MLB')).toEqual([]);
    expect(await ids(alice, '?book=DraftKings')).toEqual([linked.id]);
    expect(await ids(alice, '?market=total')).toEqual([typed.id]);
    expect(await ids(alice, '?from=2025-10-02&to=2025-10-03')).toEqual([typed.id]);
    expect(await ids(alice, '?from=2025-10-01&to=2025-10-01')).toEqual([linked.id]);
    expect(await ids(bob, '?book=DraftKings')).toEqual([theirs.id]);

    const tagged = await call(alice, 'PUT', `/api/parlays/${typed.id}/tags`, { tags: ['Live', ' boosted ', 'LIVE'] });
    expect(parlayHistoryItemSchema.parse(tagged.json()).tags).toEqual(['Live', 'boosted']);
    expect(await ids(alice, '?tag=live')).toEqual([typed.id]);
    expect(await ids(alice, '?tag=live&market=moneyline')).toEqual([]);

    const settled = await call(alice, 'POST', '/api/parlays/settle', { ids: [linked.id], status: 'lost' });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(await ids(alice, '?status=lost')).toEqual([linked.id]);
    expect(await ids(alice, '?status=pending')).toEqual([typed.id]);

    // A filtered history pages like the whole one.
    const page = await call(alice, 'GET', '/api/parlays/history?status=pending&limit=1');
    expect(page.headers['x-next-cursor']).toBeUndefined();

    const options = parlayFilterOptionsSchema.parse((await call(alice, 'GET', '/api/parlays/filters')).json());
    expect(options).toEqual({ leagues: ['NFL'], books: ['DraftKings'], tags: ['boosted', 'Live'] });
    // Bob cannot tag Alice's parlay, nor see her tags.
    expect((await call(bob, 'PUT', `/api/parlays/${typed.id}/tags`, { tags: ['mine'] })).statusCode).toBe(404);
    expect(parlayFilterOptionsSchema.parse((await call(bob, 'GET', '/api/parlays/filters')).json()).tags).toEqual([]);
  });

  it('settles several parlays at once, won paying each potential payout, and only the user’s own: all or none', async () => {
    const a = await manual(alice, [{ game: 'Chiefs @ Cowboys', selection: 'Chiefs ML', odds: 150, type: 'moneyline' }], '2025-10-05', 10);
    const b = await manual(alice, [{ game: 'Eagles @ Bills', selection: 'Bills ML', odds: -200, type: 'moneyline' }], '2025-10-05', 30);
    const bobs = await manual(bob, [{ game: 'Eagles @ Bills', selection: 'Eagles ML', odds: 170, type: 'moneyline' }], '2025-10-05', 5);

    // Bob naming Alice's parlay beside his own changes nothing, his own included.
    const mixed = await call(bob, 'POST', '/api/parlays/settle', { ids: [bobs.id, a.id], status: 'won' });
    expect(mixed.statusCode).toBe(404);
    expect(errorMessageOf(mixed)).toBe(`No parlay with id ${a.id}`);
    expect(await ids(bob, '?status=pending&from=2025-10-05')).toEqual([bobs.id]);
    expect(await ids(alice, '?status=pending&from=2025-10-05')).toEqual([b.id, a.id]);

    const response = await call(alice, 'POST', '/api/parlays/settle', { ids: [a.id, b.id], status: 'won' });
    expect(response.statusCode, response.body).toBe(200);
    const items = parlayHistoryItemSchema.array().parse(response.json());
    expect(items.map((item) => [item.id, item.status, item.actualPayout, item.settledBy])).toEqual([
      [a.id, 'won', 25, 'user'],
      [b.id, 'won', 45, 'user'],
    ]);
    const lost = parlayHistoryItemSchema.array().parse((await call(alice, 'POST', '/api/parlays/settle', { ids: [b.id], status: 'lost' })).json());
    expect(lost[0]).toMatchObject({ status: 'lost', actualPayout: 0 });
  });

  it('keeps the unit size on the account: each user reads and changes only their own', async () => {
    expect(trackerSettingsSchema.parse((await call(alice, 'GET', '/api/parlays/settings')).json())).toEqual({ unitSize: null });
    const put = await call(alice, 'PUT', '/api/parlays/settings', { unitSize: 12.5 });
    expect(put.statusCode, put.body).toBe(200);
    expect(trackerSettingsSchema.parse((await call(alice, 'GET', '/api/parlays/settings')).json())).toEqual({ unitSize: 12.5 });
    expect(trackerSettingsSchema.parse((await call(bob, 'GET', '/api/parlays/settings')).json())).toEqual({ unitSize: null });
    await call(alice, 'PUT', '/api/parlays/settings', { unitSize: null });
    expect(trackerSettingsSchema.parse((await call(alice, 'GET', '/api/parlays/settings')).json())).toEqual({ unitSize: null });
  });

  it.each([
    ['GET', '/api/parlays/history?league=NBA', undefined, 'league'],
    ['GET', '/api/parlays/history?market=prop', undefined, 'market'],
    ['GET', '/api/parlays/history?status=open', undefined, 'status'],
    ['GET', '/api/parlays/history?from=2025-13-01', undefined, 'from'],
    ['GET', '/api/parlays/history?from=2025-10-03&to=2025-10-01', undefined, 'to'],
    ['GET', '/api/parlays/history?tag=', undefined, 'tag'],
    ['POST', '/api/parlays/settle', { ids: [], status: 'won' }, 'ids'],
    ['POST', '/api/parlays/settle', { ids: [1, 1], status: 'won' }, 'ids'],
    ['POST', '/api/parlays/settle', { ids: [1.5], status: 'won' }, 'ids'],
    ['POST', '/api/parlays/settle', { ids: [1], status: 'partially_won' }, 'status'],
    ['POST', '/api/parlays/settle', { status: 'won' }, 'ids'],
    ['PUT', '/api/parlays/1/tags', { tags: Array.from({ length: 11 }, (_, i) => `tag ${i}`) }, 'tags'],
    ['PUT', '/api/parlays/1/tags', { tags: ['x'.repeat(31)] }, 'tags'],
    ['PUT', '/api/parlays/settings', { unitSize: 0 }, 'unitSize'],
    ['PUT', '/api/parlays/settings', { unitSize: 1.234 }, 'unitSize'],
    ['PUT', '/api/parlays/settings', {}, 'unitSize'],
  ] as const)('answers 400 naming the field: %s %s', async (method, url, payload, field) => {
    const response = await call(alice, method, url, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(errorMessageOf(response)).toContain(field);
  });

  it('needs a session for every new call', async () => {
    for (const [method, url] of [
      ['GET', '/api/parlays/filters'],
      ['GET', '/api/parlays/settings'],
      ['POST', '/api/parlays/settle'],
      ['PUT', '/api/parlays/1/tags'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});
