import { eq, sql, type SQL } from 'drizzle-orm';
import { normalizeTags } from '@playbook/core';
import type { ParlayFilterOptions, ParlayHistoryFilters } from '@playbook/contracts';
import type { Database } from '../../db/connect.ts';
import { parlayLegs, parlays } from '../../db/parlays-schema.ts';
import { bettingLines, games } from '../../db/sports-schema.ts';

/** The day a parlay was placed, in New York time (where the slate's days turn). */
const placedDay = sql`(${parlays.generatedAt} at time zone 'America/New_York')::date`;

/** A leg of the parlay in the outer query that meets `condition` (joined to `join` when given). */
const someLeg = (condition: SQL, join: SQL = sql``): SQL =>
  sql`exists (select 1 from ${parlayLegs} ${join} where ${parlayLegs.parlayId} = ${parlays.id} and ${condition})`;

/**
 * The history's filters as conditions on `parlays`: a league, book or market matches a parlay with at
 * least one such leg (a leg's league is its linked game's, its book its linked line's: a leg typed by hand and
 * never linked has neither); days are the New York days placed, both ends included; a tag matches whatever its case.
 */
export function historyFilterConditions(filters: ParlayHistoryFilters): SQL[] {
  const conditions: SQL[] = [];
  const { league, book, market, status, from, to, tag } = filters;
  if (league !== undefined) conditions.push(someLeg(sql`${games.league} = ${league}`, sql`join ${games} on ${games.id} = ${parlayLegs.gameId}`));
  if (book !== undefined) conditions.push(someLeg(sql`${bettingLines.bookmaker} = ${book}`, sql`join ${bettingLines} on ${bettingLines.id} = ${parlayLegs.lineId}`));
  if (market !== undefined) conditions.push(someLeg(sql`${parlayLegs.type} = ${market}`));
  if (status !== undefined) conditions.push(eq(parlays.status, status));
  if (from !== undefined) conditions.push(sql`${placedDay} >= ${from}::date`);
  if (to !== undefined) conditions.push(sql`${placedDay} <= ${to}::date`);
  if (tag !== undefined) conditions.push(sql`exists (select 1 from unnest(${parlays.tags}) as tag where lower(tag) = lower(${tag}))`);
  return conditions;
}

/** GET /api/parlays/filters: the leagues, books and tags of the user's own parlays, for the filter menus. */
export async function filterOptionsOf(db: Database, userId: number): Promise<ParlayFilterOptions> {
  const mine = sql`${parlays.userId} = ${userId}`;
  const [leagues, books, tags] = await Promise.all([
    db
      .selectDistinct({ value: games.league })
      .from(parlayLegs)
      .innerJoin(parlays, eq(parlays.id, parlayLegs.parlayId))
      .innerJoin(games, eq(games.id, parlayLegs.gameId))
      .where(mine),
    db
      .selectDistinct({ value: bettingLines.bookmaker })
      .from(parlayLegs)
      .innerJoin(parlays, eq(parlays.id, parlayLegs.parlayId))
      .innerJoin(bettingLines, eq(bettingLines.id, parlayLegs.lineId))
      .where(mine),
    db.selectDistinct({ value: sql<string>`unnest(${parlays.tags})` }).from(parlays).where(mine),
  ]);
  const sorted = <T extends string>(rows: Array<{ value: T }>): T[] => rows.map((row) => row.value).sort((a, b) => a.localeCompare(b));
  return { leagues: sorted(leagues), books: sorted(books), tags: normalizeTags(sorted(tags)) };
}
