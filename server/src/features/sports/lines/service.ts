import type { LineHistoryResponse } from '@playbook/contracts';
import { asc, eq } from 'drizzle-orm';
import { unconfirmedCloseSource } from '@playbook/core';
import type { Database } from '../../../db/connect.ts';
import { bettingLineHistory, bettingLines, serialIdOf } from '../../../db/sports-schema.ts';

/** A line with every price it has had, oldest first; undefined for an unknown line. */
export async function lineHistory(db: Database, idText: string): Promise<LineHistoryResponse | undefined> {
  const id = serialIdOf(idText);
  if (id === undefined) return undefined;
  const [line] = await db.select().from(bettingLines).where(eq(bettingLines.id, id));
  if (!line) return undefined;
  const prices = await db
    .select({ americanOdds: bettingLineHistory.americanOdds, recordedAt: bettingLineHistory.recordedAt })
    .from(bettingLineHistory)
    .where(eq(bettingLineHistory.lineId, id))
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
    history: prices.map((price) => ({ americanOdds: price.americanOdds, recordedAt: price.recordedAt.toISOString() })),
  };
}
