import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  centsFromDollars,
  clvSummaryOf,
  cumulativeProfitSeries,
  dollarsFromCents,
  manualParlayTicket,
  parlayStatistics,
  roiByCategory,
  roiByLegCount,
} from '@playbook/core';
import {
  PARLAY_MAX_ODDS,
  PARLAY_MAX_PAYOUT,
  PARLAY_HISTORY_PAGE_DEFAULT,
  PARLAY_MAX_PER_USER,
  type ParlayBulkSettle,
  type ParlayHistoryQuery,
  type LiveBettingLine,
  type ManualParlayRequest,
  type ParlayHistoryItem,
  type ParlayHistoryLeg,
  type ParlayLegBody,
  type ParlayPerformance,
  type ParlayStatusUpdate,
  type SaveParlayRequest,
} from '@playbook/contracts';
import type { Database } from '../../db/connect.ts';
import { parlayLegs, parlays } from '../../db/parlays-schema.ts';
import { users } from '../../db/schema.ts';
import { MAX_INTEGER_ID } from '../../db/sports-schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { assertLinkedLinesExist, clvSummaryOfUser, legsByParlay } from './parlay-legs.ts';
import { figureColumns, figuresParlayOf } from './performance-figures.ts';
import { resolveHandEnteredLegs } from './resolve-leg-lines.ts';
import { legGamesOf } from './leg-games.ts';
import { historyFilterConditions } from './history-filters.ts';
import { gradeTrackedLegs } from '../grading/grade-tracked-legs.ts';

type ParlayRow = typeof parlays.$inferSelect;
/** One page of the history and the cursor of the next (null on the last). */
export interface ParlayHistoryPage {
  items: ParlayHistoryItem[];
  nextCursor: string | null;
}
type NewParlay = Omit<typeof parlays.$inferInsert, 'id' | 'userId'>;

const centsOrNull = (dollars: number | undefined): number | null => (dollars === undefined ? null : centsFromDollars(dollars));
const dollarsOrNull = (cents: number | null): number | null => (cents === null ? null : dollarsFromCents(cents));

function itemOf(row: ParlayRow, legs: ParlayHistoryLeg[]): ParlayHistoryItem {
  return {
    id: row.id,
    status: row.status,
    category: row.category,
    source: row.source,
    numLegs: row.numLegs,
    totalOdds: row.totalOdds,
    impliedProbability: row.impliedProbability,
    parlayDescription: row.parlayDescription,
    generatedAt: row.generatedAt.toISOString(),
    stakeAmount: dollarsFromCents(row.stakeCents),
    potentialPayout: dollarsFromCents(row.potentialPayoutCents),
    targetProfit: dollarsOrNull(row.targetProfitCents),
    actualPayout: dollarsOrNull(row.actualPayoutCents),
    notes: row.notes,
    gameDate: row.gameDate,
    settledAt: row.settledAt?.toISOString() ?? null,
    settledBy: row.settledBy,
    tags: row.tags,
    legs,
    averageClv: clvSummaryOf(legs).averageClv,
  };
}

/** A path id as a parlay id, or undefined when it cannot name one (past PostgreSQL's integer: a 404, not a 500). */
function parlayIdOf(text: string): number | undefined {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_INTEGER_ID ? id : undefined;
}

/** Notes left empty (or only spaces) are no notes. */
const notesOrNull = (notes: string | undefined): string | null => (notes?.trim() ? notes.trim() : null);

const notFound = (id: string) => new HttpError(404, 'NOT_FOUND', `No parlay with id ${id}`);

/** A manual ticket may be dated back, not forward: a day ahead of UTC is allowed for users east of it. */
function placedAt(placedOn: string | undefined, now: Date): Date {
  if (placedOn === undefined) return now;
  const day = new Date(`${placedOn}T12:00:00Z`);
  if (day.getTime() > now.getTime() + 36 * 3600 * 1000) throw new HttpError(400, 'VALIDATION_ERROR', 'placedOn: The day placed cannot be in the future');
  return day;
}

/** Core names the field in its RangeErrors; the contract should catch them all first, but never as a 500. */
function ticketOf(body: ManualParlayRequest): ReturnType<typeof manualParlayTicket> {
  try {
    return manualParlayTicket(body);
  } catch (error) {
    if (error instanceof RangeError) throw new HttpError(400, 'VALIDATION_ERROR', error.message);
    throw error;
  }
}

/** The tracker's store (docs/product/profit-target.md, docs/product/parlay-tracker.md): every read and write is scoped to the signed-in user. */
export class ParlayService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
    /** The slate's current lines, to link hand-entered legs (ADR 025); none links nothing. */
    private readonly currentLines: () => Promise<readonly LiveBettingLine[]> = () => Promise.resolve([]),
  ) {}

  /** POST /api/parlays/save: a generated parlay, pending. */
  save(userId: number, body: SaveParlayRequest): Promise<ParlayHistoryItem> {
    return this.insert(
      userId,
      {
        source: 'generated',
        category: body.category,
        parlayDescription: body.parlayDescription,
        numLegs: body.numLegs,
        totalOdds: body.totalOdds,
        impliedProbability: body.impliedProbability,
        stakeCents: centsFromDollars(body.stakeAmount),
        potentialPayoutCents: centsFromDollars(body.potentialPayout),
        targetProfitCents: centsOrNull(body.targetProfit),
        gameDate: body.gameDate ?? null,
        generatedAt: this.now(),
      },
      body.legs,
      body.gameDate ? new Date(`${body.gameDate}T12:00:00Z`) : this.now(),
    );
  }

  /** A parlay placed elsewhere; its odds, payout, category and description come from core. */
  async addManual(userId: number, body: ManualParlayRequest): Promise<ParlayHistoryItem> {
    const ticket = ticketOf(body);
    const placed = placedAt(body.placedOn, this.now());
    if (Math.abs(ticket.totalOdds) > PARLAY_MAX_ODDS) {
      throw new HttpError(400, 'VALIDATION_ERROR', `legs: The legs' combined odds are past +${PARLAY_MAX_ODDS}; enter the ticket's total odds`);
    }
    if (ticket.potentialPayout > PARLAY_MAX_PAYOUT) {
      throw new HttpError(400, 'VALIDATION_ERROR', `stakeAmount: The potential payout would pass $${PARLAY_MAX_PAYOUT}`);
    }
    return this.insert(
      userId,
      {
        source: 'manual',
        category: ticket.category,
        parlayDescription: ticket.parlayDescription,
        numLegs: ticket.numLegs,
        totalOdds: ticket.totalOdds,
        impliedProbability: ticket.impliedProbability,
        stakeCents: centsFromDollars(body.stakeAmount),
        potentialPayoutCents: centsFromDollars(ticket.potentialPayout),
        notes: notesOrNull(body.notes),
        generatedAt: placed,
      },
      body.legs.some((leg) => leg.lineId === undefined) ? resolveHandEnteredLegs(body.legs, await this.currentLines()) : body.legs,
      placed,
    );
  }

  /**
   * GET /api/parlays/history: one page of the user's parlays with their legs, newest first (ADR 043), and the
   * cursor of the next page (null on the last). `before` is the id of the previous page's last parlay.
   */
  async history(userId: number, { limit = PARLAY_HISTORY_PAGE_DEFAULT, before, ...filters }: ParlayHistoryQuery = {}): Promise<ParlayHistoryPage> {
    const owned = and(eq(parlays.userId, userId), ...historyFilterConditions(filters));
    if (before !== undefined) {
      // Only the caller's own parlay anchors a page: another user's id is refused like one that never existed.
      const [anchor] = await this.db.select({ id: parlays.id }).from(parlays).where(and(eq(parlays.userId, userId), eq(parlays.id, before)));
      if (!anchor) throw new HttpError(400, 'VALIDATION_ERROR', 'before: No parlay of yours has this cursor');
    }
    // The anchor's own stored time is compared in SQL, so a microsecond is never rounded to a JavaScript Date.
    const after =
      before === undefined
        ? owned
        : and(owned, sql`(${parlays.generatedAt}, ${parlays.id}) < (select p.generated_at, p.id from ${parlays} p where p.id = ${before})`);
    const rows = await this.db.select().from(parlays).where(after).orderBy(desc(parlays.generatedAt), desc(parlays.id)).limit(limit + 1);
    const page = rows.slice(0, limit);
    const legs = page.length === 0 ? new Map<number, ParlayHistoryLeg[]>() : await legsByParlay(this.db, inArray(parlayLegs.parlayId, page.map((row) => row.id)));
    const last = page.at(-1);
    return {
      items: page.map((row) => itemOf(row, legs.get(row.id) ?? [])),
      nextCursor: rows.length > limit && last ? String(last.id) : null,
    };
  }

  /**
   * GET /api/parlays/performance: docs/product/parlay-tracker.md statistics and the breakdowns, all computed by core. Only the columns
   * the figures read are loaded, and the legs' CLV comes as SQL groups, not 17 rows of text a parlay (ADR 043).
   */
  async performance(userId: number): Promise<ParlayPerformance> {
    const rows = await this.db
      .select(figureColumns)
      .from(parlays)
      .where(eq(parlays.userId, userId))
      .orderBy(desc(parlays.generatedAt), desc(parlays.id));
    const tracked = rows.map(figuresParlayOf);
    return {
      ...parlayStatistics(tracked),
      ...(await clvSummaryOfUser(this.db, userId)),
      roiByCategory: roiByCategory(tracked),
      roiByLegCount: roiByLegCount(tracked),
      profitOverTime: cumulativeProfitSeries(tracked),
    };
  }

  /** PATCH /api/parlays/:id/status. Another user's parlay is answered as missing and left unchanged. */
  async updateStatus(userId: number, idText: string, update: ParlayStatusUpdate): Promise<ParlayHistoryItem> {
    const id = parlayIdOf(idText);
    if (id === undefined) throw notFound(idText);
    const [row] = await this.db
      .update(parlays)
      .set({
        status: update.status,
        actualPayoutCents: centsOrNull(update.actualPayout),
        notes: notesOrNull(update.notes),
        settledAt: this.now(),
        // The user's word is kept: automatic grading never changes this parlay again (ADR 050).
        settledBy: 'user',
      })
      .where(and(eq(parlays.id, id), eq(parlays.userId, userId)))
      .returning();
    if (!row) throw notFound(idText);
    const legs = await legsByParlay(this.db, eq(parlayLegs.parlayId, id));
    return itemOf(row, legs.get(id) ?? []);
  }

  /** PUT /api/parlays/:id/tags: the parlay's whole list of tags. Another user's parlay is answered as missing. */
  async setTags(userId: number, idText: string, tags: readonly string[]): Promise<ParlayHistoryItem> {
    const id = parlayIdOf(idText);
    if (id === undefined) throw notFound(idText);
    const [row] = await this.db
      .update(parlays)
      .set({ tags: [...tags] })
      .where(and(eq(parlays.id, id), eq(parlays.userId, userId)))
      .returning();
    if (!row) throw notFound(idText);
    return itemOf(row, (await legsByParlay(this.db, eq(parlayLegs.parlayId, id))).get(id) ?? []);
  }

  /**
   * POST /api/parlays/settle: the user's parlays marked won (paying their potential payout) or lost, all or none:
   * an id of no parlay of the user's changes nothing and is answered as missing. Marked as set by the user, so
   * grading keeps them (ADR 050); notes are kept.
   */
  async settleMany(userId: number, { ids, status }: ParlayBulkSettle): Promise<ParlayHistoryItem[]> {
    const rows = await this.db.transaction(async (tx) => {
      const mine = and(eq(parlays.userId, userId), inArray(parlays.id, ids));
      const found = new Set((await tx.select({ id: parlays.id }).from(parlays).where(mine).for('update')).map((row) => row.id));
      const missing = ids.find((id) => !found.has(id));
      if (missing !== undefined) throw notFound(String(missing));
      return tx
        .update(parlays)
        .set({
          status,
          actualPayoutCents: status === 'won' ? sql`${parlays.potentialPayoutCents}` : 0,
          settledAt: this.now(),
          settledBy: 'user',
        })
        .where(mine)
        .returning();
    });
    const legs = await legsByParlay(this.db, inArray(parlayLegs.parlayId, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [itemOf(row, legs.get(id) ?? [])] : [];
    });
  }

  /**
   * Stores the parlay with each leg's game (ADR 050), then grades it at once: a ticket entered after its games
   * finished is settled on saving.
   */
  private async insert(userId: number, values: NewParlay, legs: readonly ParlayLegBody[], placedAt: Date): Promise<ParlayHistoryItem> {
    const id = await this.db.transaction(async (tx) => {
      await assertLinkedLinesExist(tx, legs);
      // The user's row locked first: under PostgreSQL's read committed, parallel saves each counted the
      // others' uncommitted rows as absent and all inserted past the limit (ADR 033). Saves of one user queue
      // here; other users' do not wait.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [held] = await tx.select({ n: count() }).from(parlays).where(eq(parlays.userId, userId));
      if ((held?.n ?? 0) >= PARLAY_MAX_PER_USER) {
        throw new HttpError(409, 'LIMIT_REACHED', `A history holds at most ${PARLAY_MAX_PER_USER} parlays`);
      }
      const [row] = await tx
        .insert(parlays)
        .values({ ...values, userId, status: 'pending' })
        .returning();
      if (!row) throw new Error('The parlay was not stored');
      const legGames = await legGamesOf(tx, legs, placedAt);
      await tx.insert(parlayLegs).values(legs.map((leg, position) => ({ parlayId: row.id, position, ...leg, ...legGames[position] })));
      return row.id;
    });
    await gradeTrackedLegs(this.db, this.now(), { parlayIds: [id] });
    const [row] = await this.db.select().from(parlays).where(eq(parlays.id, id));
    if (!row) throw new Error('The parlay was not stored');
    return itemOf(row, (await legsByParlay(this.db, eq(parlayLegs.parlayId, id))).get(id) ?? []);
  }
}
