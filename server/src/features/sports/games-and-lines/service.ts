import type { LineHistoryResponse } from '@playbook/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { unconfirmedCloseSource } from '@playbook/core';
import type { Database } from '../../../db/connect.ts';
import { bettingLineHistory, bettingLines, serialIdOf } from '../../../db/sports-schema.ts';

/** A line with every price it (or, for a main line, its side at any point) has had, oldest first; undefined for an unknown line. */
export async function lineHistory(db: Database, idText: string): Promise<LineHistoryResponse | undefined> {
  const id = serialIdOf(idText);
  if (id === undefined) return undefined;
  const [line] = await db.select().from(bettingLines).where(eq(bettingLines.id, id));
  if (!line) return undefined;
  // A main line's side (ADR 044): the book's main lines of this game, market and selection at any point.
  const side = and(
    eq(bettingLines.gameId, line.gameId),
    eq(bettingLines.bookmaker, line.bookmaker),
    eq(bettingLines.market, line.market),
    eq(bettingLines.selection, line.selection),
    eq(bettingLines.isAlternate, false),
  );
  const prices = await db
    .select({ americanOdds: bettingLineHistory.americanOdds, recordedAt: bettingLineHistory.recordedAt, lineValue: bettingLines.lineValue })
    .from(bettingLineHistory)
    .innerJoin(bettingLines, eq(bettingLines.id, bettingLineHistory.lineId))
    .where(line.isAlternate ? eq(bettingLineHistory.lineId, id) : side)
    .orderBy(asc(bettingLineHistory.recordedAt), asc(bettingLineHistory.id));
  return {
    line: {
      id: line.id,
      gameId: line.gameId,
      bookmaker: line.bookmaker,
      market: line.market,
      selection: line.selection,
      lineValue: line.lineValue,
      openingOdds: line.openingOdds,
      latestOdds: line.americanOdds,
      closingOdds: line.closingOdds,
      active: line.withdrawnAt === null,
      // The same rule as a tracked leg on this line (ADR 035), so the slate's dialog and the tracker agree.
      unconfirmedCloseSource: unconfirmedCloseSource(line.closingOdds, line.source, line.closeUnconfirmed),
    },
    history: prices.map((price) => ({ americanOdds: price.americanOdds, recordedAt: price.recordedAt.toISOString(), lineValue: price.lineValue })),
  };
}
