import { and, eq, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/connect.ts';
import { bettingLines, games } from '../../../db/sports-schema.ts';
import type { LeagueSnapshot } from '../../../providers/records.ts';

/*
 * The stored closing price, `betting_lines.closing_odds`: what the store does with the rule of
 * `providers/closing-price.ts` (`closingOddsOf`: a price fetched before kick-off is the close so far, one
 * fetched later is null). `upsertLines` (store-lines.ts) builds its statement from the fragments below, and a
 * full refresh then calls `markUnconfirmedCloses`.
 */

/** A stored line's close on update: a price fetched after kick-off (null) keeps the stored close. */
export const keptClosingOdds = sql`coalesce(excluded.closing_odds, ${bettingLines}.closing_odds)`;

/** Whether the snapshot's row `incoming` was fetched before kick-off (it carries a close exactly then). */
export const incomingBeforeKickoff = sql`incoming.closing_odds is not null`;

/**
 * A withdrawn line's close: a point superseded by a price fetched before kick-off (`supersededBeforeKickoff`,
 * a query of line ids) was not the line current at kick-off, so it loses its close; any other keeps it.
 */
export function withdrawnClosingOdds(supersededBeforeKickoff: SQL): SQL {
  return sql`case when id in (${supersededBeforeKickoff}) then null else closing_odds end`;
}

/**
 * Keeps `betting_lines.close_unconfirmed` (ADR 035) for the lines of the league's games still to start at this
 * refresh's `now`: a line of a source the refresh left out because it failed (`sourceFailures`, ADR 030, 032) is
 * marked, one of a source that answered in full (`lineSources`) is cleared, and a line of a source not asked this
 * time (no key, an nflverse import) keeps its mark. After kick-off a game's lines are no longer touched, so the
 * mark holds what the last refresh before kick-off knew of the close. A partial snapshot (a file of one week)
 * changes no mark: it does not say which sources answered for the rest of the league.
 *
 * Why stored rather than read from the refresh log when the history is read: the log keeps its newest rows only,
 * so the refresh before an old game's kick-off would drop out of it and the mark with it; and the log cannot tell a
 * source that answered from one that was not asked. One statement; only lines whose mark changes are written.
 */
export async function markUnconfirmedCloses(tx: Database, snapshot: LeagueSnapshot, now: Date): Promise<void> {
  if (snapshot.partial) return;
  const leftOut = [...new Set((snapshot.sourceFailures ?? []).map((failure) => failure.source))];
  const answered = (snapshot.lineSources ?? [snapshot.source]).filter((source) => !leftOut.includes(source));
  const unconfirmed = leftOut.length === 0 ? sql<boolean>`false` : sql<boolean>`${bettingLines.source} in (${sql.join(leftOut.map((source) => sql`${source}`), sql`, `)})`;
  const gamesToStart = tx
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.league, snapshot.league), gt(games.scheduledAt, now)));
  await tx
    .update(bettingLines)
    .set({ closeUnconfirmed: unconfirmed })
    .where(and(inArray(bettingLines.gameId, gamesToStart), inArray(bettingLines.source, [...leftOut, ...answered]), ne(bettingLines.closeUnconfirmed, unconfirmed)));
}
