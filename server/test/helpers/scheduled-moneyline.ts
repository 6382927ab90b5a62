import { and, eq } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { bettingLines, games } from '../../src/db/sports-schema.ts';

/** A main NFL moneyline of a game still to start, and its price: a line an alert rule can watch move. */
export async function scheduledMoneyline<TSchema extends Record<string, unknown>>(db: PgDatabase<PgQueryResultHKT, TSchema>): Promise<{ id: number; price: number }> {
  const [line] = await db
    .select({ id: bettingLines.id, price: bettingLines.americanOdds })
    .from(bettingLines)
    .innerJoin(games, eq(games.id, bettingLines.gameId))
    .where(and(eq(games.league, 'NFL'), eq(games.status, 'scheduled'), eq(bettingLines.market, 'moneyline'), eq(bettingLines.isAlternate, false)))
    .limit(1);
  if (!line) throw new Error('no scheduled NFL moneyline is stored');
  return line;
}
