/**
 * A parlay's legs with their linked lines (ADR 025): the check that a linked line exists, and the
 * stored legs read back with the line's closing price and the leg's closing line value.
 */
import { and, asc, count, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { closingLineValue, clvSummaryOf, unconfirmedCloseSource, type ClvSummary } from '@playbook/core';
import type { DataSource, GameStatusDetail, ParlayHistoryLeg, ParlayLegBody } from '@playbook/contracts';
import type { Database } from '../../db/connect.ts';
import { parlayLegs, parlays } from '../../db/parlays-schema.ts';
import { bettingLines, games, MAX_INTEGER_ID } from '../../db/sports-schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';

/** 400 naming the first leg whose `lineId` names no stored line; a leg without one is entered by hand. */
export async function assertLinkedLinesExist(db: Database, legs: readonly ParlayLegBody[]): Promise<void> {
  const wanted = [...new Set(legs.flatMap((leg) => (leg.lineId === undefined ? [] : [leg.lineId])))];
  const storable = wanted.filter((id) => id <= MAX_INTEGER_ID);
  const found = storable.length === 0 ? [] : await db.select({ id: bettingLines.id }).from(bettingLines).where(inArray(bettingLines.id, storable));
  const known = new Set(found.map((row) => row.id));
  const index = legs.findIndex((leg) => leg.lineId !== undefined && !known.has(leg.lineId));
  const missing = legs[index];
  if (missing?.lineId !== undefined) {
    throw new HttpError(400, 'VALIDATION_ERROR', `legs.${index}.lineId: No betting line with id ${missing.lineId}`);
  }
}

const opposite = alias(bettingLines, 'opposite');

/**
 * The closing price of the other side of a leg's linked line (ADR 051: the fair close needs both sides): the same
 * game, market, bookmaker and kind, the other selection, at the mirrored point (a spread's −line, a total's own
 * line); the most recently fetched of several. Null when that side has no stored close.
 */
const opposingClose = sql<number | null>`(
  select ${opposite.closingOdds} from ${bettingLines} as ${sql.identifier('opposite')}
  where ${opposite.gameId} = ${bettingLines.gameId} and ${opposite.market} = ${bettingLines.market}
    and ${opposite.bookmaker} = ${bettingLines.bookmaker} and ${opposite.isAlternate} = ${bettingLines.isAlternate}
    and ${opposite.selection} <> ${bettingLines.selection} and ${opposite.closingOdds} is not null
    and (${bettingLines.market} = 'moneyline'
      or (${bettingLines.market} = 'spread' and ${opposite.lineValue} = -${bettingLines.lineValue})
      or (${bettingLines.market} = 'total' and ${opposite.lineValue} = ${bettingLines.lineValue}))
  order by ${opposite.fetchedAt} desc limit 1
)`.mapWith((value: unknown) => (value === null || value === undefined ? null : Number(value)));

/** A stored leg's linked line as the history reads it: its close, its source, and whether that close is unconfirmed. */
export interface LinkedClose {
  closingOdds: number | null;
  /** The other side's close, for the fair (de-vigged) close; null when not stored. */
  opposingClose: number | null;
  source: DataSource | null;
  closeUnconfirmed: boolean | null;
}

/**
 * A stored leg as the history answers it; the CLV only where the linked line has a closing price, marked where it is
 * unconfirmed (ADR 035); its linked game's state beyond its status (a delayed or postponed game).
 */
export function historyLegOf(
  leg: typeof parlayLegs.$inferSelect,
  { closingOdds, opposingClose, source, closeUnconfirmed }: LinkedClose,
  gameStatusDetail: GameStatusDetail | null,
): ParlayHistoryLeg {
  return {
    game: leg.game,
    selection: leg.selection,
    odds: leg.odds,
    type: leg.type,
    lineId: leg.lineId,
    closingOdds,
    clv: closingOdds === null ? null : closingLineValue(leg.odds, closingOdds, opposingClose),
    unconfirmedCloseSource: unconfirmedCloseSource(closingOdds, source, closeUnconfirmed ?? false),
    result: leg.result,
    gradable: leg.gameId !== null && leg.pick !== null,
    gameStatusDetail,
  };
}

/** The legs matching `where` (joined to their parlays, so it may filter on the user), by parlay and position. */
export async function legsByParlay(db: Database, where: SQL | undefined): Promise<Map<number, ParlayHistoryLeg[]>> {
  const rows = await db
    .select({
      leg: parlayLegs,
      closingOdds: bettingLines.closingOdds,
      opposingClose,
      source: bettingLines.source,
      closeUnconfirmed: bettingLines.closeUnconfirmed,
      gameStatusDetail: games.statusDetail,
    })
    .from(parlayLegs)
    .innerJoin(parlays, eq(parlays.id, parlayLegs.parlayId))
    .leftJoin(bettingLines, eq(bettingLines.id, parlayLegs.lineId))
    .leftJoin(games, eq(games.id, parlayLegs.gameId))
    .where(where)
    .orderBy(asc(parlayLegs.parlayId), asc(parlayLegs.position));
  const byParlay = new Map<number, ParlayHistoryLeg[]>();
  for (const { leg, gameStatusDetail, ...linked } of rows) {
    const list = byParlay.get(leg.parlayId) ?? [];
    list.push(historyLegOf(leg, linked, gameStatusDetail ?? null));
    byParlay.set(leg.parlayId, list);
  }
  return byParlay;
}

/**
 * Core's CLV summary (clvSummaryOf) over every leg of the user's parlays, read as SQL groups of legs with the same
 * price, close and confirmation rather than one row a leg (ADR 043): a full history is 170,000 legs. Legs without
 * a close have no CLV and are not read. Core weighs each group by its legs, so the mean may differ from a leg-by-leg
 * sum in the last bits of a double, never in a shown figure.
 */
export async function clvSummaryOfUser(db: Database, userId: number): Promise<ClvSummary> {
  // One row a leg first (the other side's close is looked up per linked line), then grouped.
  const perLeg = db
    .select({
      odds: parlayLegs.odds,
      closingOdds: bettingLines.closingOdds,
      opposingClose: sql<number | null>`${opposingClose}`.as('opposing_close'),
      source: bettingLines.source,
      closeUnconfirmed: bettingLines.closeUnconfirmed,
    })
    .from(parlayLegs)
    .innerJoin(parlays, eq(parlays.id, parlayLegs.parlayId))
    .innerJoin(bettingLines, eq(bettingLines.id, parlayLegs.lineId))
    .where(and(eq(parlays.userId, userId), isNotNull(bettingLines.closingOdds)))
    .as('per_leg');
  const groups = await db
    .select({ odds: perLeg.odds, closingOdds: perLeg.closingOdds, opposingClose: perLeg.opposingClose, source: perLeg.source, closeUnconfirmed: perLeg.closeUnconfirmed, legs: count() })
    .from(perLeg)
    .groupBy(perLeg.odds, perLeg.closingOdds, perLeg.opposingClose, perLeg.source, perLeg.closeUnconfirmed);
  return clvSummaryOf(
    groups.map((group) => ({
      clv: group.closingOdds === null ? null : closingLineValue(group.odds, group.closingOdds, group.opposingClose === null ? null : Number(group.opposingClose)),
      unconfirmedCloseSource: unconfirmedCloseSource(group.closingOdds, group.source, group.closeUnconfirmed),
      legs: group.legs,
    })),
  );
}
