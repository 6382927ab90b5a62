import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clvSummaryOf, cumulativeProfitSeries, parlayStatistics, roiByCategory, roiByLegCount } from '@playbook/core';
import {
  PARLAY_HISTORY_NEXT_HEADER,
  PARLAY_HISTORY_PAGE_DEFAULT,
  PARLAY_HISTORY_PAGE_MAX,
  parlayHistoryResponseSchema,
  parlayPerformanceResponseSchema,
  trackedParlayOf,
  type ParlayHistoryItem,
} from '@playbook/contracts';
import type { Database } from '../src/db/connect.ts';
import { parlayLegs, parlays } from '../src/db/parlays-schema.ts';
import { users } from '../src/db/schema.ts';
import { bettingLines } from '../src/db/sports-schema.ts';
import { errorMessageOf } from './helpers/test-app.ts';
import { useSportsApp } from './helpers/use-test-app.ts';

// ADR 043: GET /api/parlays/history in pages (newest first, a cursor of the previous page's last parlay), and
// GET /api/parlays/performance computed without reading every leg's text.
const t = useSportsApp();
const alice = t.userSession('alice_pages');
const bob = t.userSession('bob_pages');
const carol = t.userSession('carol_pages');

const get = (cookies: Record<string, string>, url: string) => t.app.inject({ method: 'GET', url, cookies });

async function page(cookies: Record<string, string>, query = '') {
  const response = await get(cookies, `/api/parlays/history${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const next = response.headers[PARLAY_HISTORY_NEXT_HEADER];
  return { items: parlayHistoryResponseSchema.parse(response.json()), next: typeof next === 'string' ? next : null };
}

/** Every page of `limit` in turn, as the export reads them. */
async function allPages(cookies: Record<string, string>, limit: number): Promise<ParlayHistoryItem[][]> {
  const pages: ParlayHistoryItem[][] = [];
  let before: string | null = null;
  do {
    const { items, next }: { items: ParlayHistoryItem[]; next: string | null } = await page(cookies, `?limit=${limit}${before === null ? '' : `&before=${before}`}`);
    pages.push(items);
    before = next;
  } while (before !== null);
  return pages;
}

const userIdOf = async (db: Database, username: string): Promise<number> => {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
};

/**
 * `count` parlays stored directly (the service would take a second each); every fourth shares its time with
 * the one before, so the id decides their order, and the times do not follow the ids.
 */
async function fill(db: Database, userId: number, count: number, lineIds: readonly number[] = []): Promise<void> {
  const base = Date.UTC(2025, 8, 1);
  const rows = await db
    .insert(parlays)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userId,
        source: 'generated' as const,
        category: (['optimal', 'lowRisk', 'standard'] as const)[i % 3] ?? 'standard',
        parlayDescription: `Parlay ${i}`,
        numLegs: 2,
        totalOdds: 200 + i,
        impliedProbability: 0.3,
        stakeCents: 1000 + i,
        potentialPayoutCents: 3000 + i,
        status: (['pending', 'won', 'lost', 'partially_won'] as const)[i % 4] ?? 'pending',
        actualPayoutCents: i % 4 === 1 ? 3000 + i : i % 4 === 3 ? 500 : null,
        settledAt: i % 4 === 0 ? null : new Date(base + i * 7_200_000),
        generatedAt: new Date(base + (i - (i % 4 === 3 ? 1 : 0)) * 3_600_000 * ((i * 7) % 5 === 0 ? 1 : 2)),
      })),
    )
    .returning({ id: parlays.id });
  await db.insert(parlayLegs).values(
    rows.flatMap(({ id }, i) =>
      [0, 1].map((position) => ({
        parlayId: id,
        position,
        game: 'A @ B',
        selection: `Leg ${position}`,
        odds: [-110, 120, -150, 105][(i + position) % 4] ?? -110,
        type: 'moneyline' as const,
        lineId: lineIds.length === 0 || (i + position) % 5 === 0 ? null : (lineIds[(i * 2 + position) % lineIds.length] ?? null),
      })),
    ),
  );
}

/** The history in the order it must come: newest first, the higher id first at one time. */
const expectedOrder = (items: readonly ParlayHistoryItem[]) =>
  [...items].sort((a, b) => b.generatedAt.localeCompare(a.generatedAt) || b.id - a.id).map((item) => item.id);

beforeAll(async () => {
  const db = t.app.db;
  const lines = await db.select({ id: bettingLines.id }).from(bettingLines).orderBy(bettingLines.id).limit(6);
  // Closes for the performance test: one unconfirmed, one missing.
  for (const [index, line] of lines.entries()) {
    await db
      .update(bettingLines)
      .set({ closingOdds: index === 5 ? null : [-120, 110, -140, 100, -105][index], closeUnconfirmed: index === 4, source: index === 4 ? 'odds-api' : 'demo' })
      .where(eq(bettingLines.id, line.id));
  }
  await fill(db, await userIdOf(db, 'alice_pages'), 250, lines.map((line) => line.id));
  await fill(db, await userIdOf(db, 'bob_pages'), 3);
});

describe('GET /api/parlays/history in pages (ADR 043)', () => {
  it('without parameters answers the first 100, newest first, and the cursor of the next page', async () => {
    const first = await page(alice);
    expect(first.items).toHaveLength(PARLAY_HISTORY_PAGE_DEFAULT);
    expect(first.next).toBe(String(first.items.at(-1)?.id));
    expect(first.items.every((item) => item.legs.length === 2)).toBe(true);
  });

  it('pages through every parlay once, in the history’s order; the last page has no cursor', async () => {
    const pages = await allPages(alice, 7);
    expect(pages.map((items) => items.length)).toEqual([...Array<number>(35).fill(7), 5]);
    const all = pages.flat();
    expect(new Set(all.map((item) => item.id)).size).toBe(250);
    expect(all.map((item) => item.id)).toEqual(expectedOrder(all));
    // One page of the maximum holds what seven-parlay pages held.
    const big = await page(alice, `?limit=${PARLAY_HISTORY_PAGE_MAX}`);
    expect(big.items).toEqual(all.slice(0, PARLAY_HISTORY_PAGE_MAX));
    expect((await page(alice, `?limit=50&before=${big.next ?? ''}`)).next).toBeNull();
  });

  it('a page that ends at the last parlay says no more exist; an empty history is one empty page', async () => {
    expect(await page(bob, '?limit=3')).toMatchObject({ next: null });
    expect((await page(bob, '?limit=3')).items).toHaveLength(3);
    expect(await page(carol)).toEqual({ items: [], next: null });
  });

  it('stays stable when parlays are saved between two reads', async () => {
    const first = await page(bob, '?limit=1');
    const rest = await page(bob, `?limit=5&before=${first.next ?? ''}`);
    // A newer parlay and one back-dated before all of them, both saved after the first page was read.
    const legs = [{ game: 'C @ D', selection: 'D ML', odds: 120, type: 'moneyline' }];
    for (const payload of [{ stakeAmount: 5, legs }, { stakeAmount: 6, legs, placedOn: '2020-01-01' }]) {
      const saved = await t.app.inject({ method: 'POST', url: '/api/parlays/manual', cookies: bob, payload });
      expect(saved.statusCode, saved.body).toBe(201);
    }
    const again = await page(bob, `?limit=5&before=${first.next ?? ''}`);
    expect(again.items.map((item) => item.id)).toEqual([...rest.items.map((item) => item.id), again.items.at(-1)?.id]);
    expect(again.items.at(-1)?.stakeAmount).toBe(6);
    expect((await page(bob, '?limit=1')).items[0]?.stakeAmount).toBe(5);
  });

  it('never reaches another user’s parlays through a cursor', async () => {
    const bobsFirst = (await page(bob)).items[0]?.id ?? 0;
    const response = await get(alice, `/api/parlays/history?before=${bobsFirst}`);
    expect(response.statusCode).toBe(400);
    expect(errorMessageOf(response)).toBe('before: No parlay of yours has this cursor');
    expect((await get(carol, '/api/parlays/history?before=999999')).statusCode).toBe(400);
  });

  it.each([
    ['limit=0', 'limit: limit must be at least 1'],
    [`limit=${PARLAY_HISTORY_PAGE_MAX + 1}`, `limit: limit must be at most ${PARLAY_HISTORY_PAGE_MAX}`],
    ['limit=abc', 'limit: limit must be a whole number'],
    ['limit=1.5', 'limit: limit must be a whole number'],
    ['limit=-1', 'limit: limit must be a whole number'],
    ['limit=', 'limit: limit must be a whole number'],
    ['before=abc', 'before: before must be a cursor from the previous page'],
    ['before=0', 'before: before must be a cursor from the previous page'],
    ['before=2147483648', 'before: before must be a cursor from the previous page'],
    ['before=99999999999999999999', 'before: before must be a cursor from the previous page'],
    // ADR 043 review: an empty cursor, signs, non-ASCII digits and a trailing newline are no cursor either.
    ['before=', 'before: before must be a cursor from the previous page'],
    ['before=-1', 'before: before must be a cursor from the previous page'],
    ['before=%2B5', 'before: before must be a cursor from the previous page'],
    ['before=%D9%A1', 'before: before must be a cursor from the previous page'],
    ['before=1%0A', 'before: before must be a cursor from the previous page'],
  ])('?%s is a 400 naming the field', async (query, message) => {
    const response = await get(alice, `/api/parlays/history?${query}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(errorMessageOf(response)).toBe(message);
  });

  it('refuses a repeated cursor rather than picking one (ADR 043 review)', async () => {
    const response = await get(alice, '/api/parlays/history?before=1&before=2');
    expect(response.statusCode, response.body).toBe(400);
    expect(errorMessageOf(response)).toMatch(/^before: /);
  });
});

describe('GET /api/parlays/performance over many parlays (ADR 043)', () => {
  it('answers what core computes over the whole history, read page by page', async () => {
    const all = (await allPages(alice, PARLAY_HISTORY_PAGE_MAX)).flat();
    expect(all).toHaveLength(250);
    const tracked = all.map(trackedParlayOf);
    const expected = { ...parlayStatistics(tracked), roiByCategory: roiByCategory(tracked), roiByLegCount: roiByLegCount(tracked), profitOverTime: cumulativeProfitSeries(tracked) };
    const { averageClv, clvLegCount, unconfirmedClvLegCount, ...figures } = parlayPerformanceResponseSchema.parse((await get(alice, '/api/parlays/performance')).json());
    expect(figures).toEqual(expected);
    const clv = clvSummaryOf(all.flatMap((item) => item.legs));
    expect({ clvLegCount, unconfirmedClvLegCount }).toEqual({ clvLegCount: clv.clvLegCount, unconfirmedClvLegCount: clv.unconfirmedClvLegCount });
    expect(clv.clvLegCount).toBeGreaterThan(200);
    expect(clv.unconfirmedClvLegCount).toBeGreaterThan(50);
    expect(averageClv).toBeCloseTo(clv.averageClv ?? Number.NaN, 12);
  });

  it('answers an account without parlays with no CLV and no counts, as before (ADR 043 review)', async () => {
    const empty = parlayPerformanceResponseSchema.parse((await get(carol, '/api/parlays/performance')).json());
    expect(empty).toMatchObject({ totalParlays: 0, averageClv: null, clvLegCount: 0, unconfirmedClvLegCount: 0, profitOverTime: [] });
  });
});
