/**
 * Automatic grading (issue 27, ADR 050): every ungraded leg on a game that finished (or was called off) gets its
 * result from core's gradeLeg, then every pending parlay those legs belong to is settled by core's settleParlay
 * unless the user set its status by hand. Both writes are guarded (`result is null`, `status = 'pending'`), so
 * grading twice, or on two instances at once, changes nothing the second time.
 */
import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { centsFromDollars, dollarsFromCents, gradeLeg, settleParlay, type LegResult, type ParlayStatus } from '@playbook/core';
import type { Database } from '../../db/connect.ts';
import { parlayLegs, parlays } from '../../db/parlays-schema.ts';
import { games } from '../../db/sports-schema.ts';
import { gameOutcomeOf } from './game-outcome.ts';

/** A parlay this grading settled: what the settle alerts tell its owner. */
export interface SettledParlay {
  parlayId: number;
  userId: number;
  status: ParlayStatus;
  actualPayout: number;
}

export interface GradingResult {
  legsGraded: number;
  settled: SettledParlay[];
}

/** Which legs to look at: all ungraded ones, or only those of some parlays (a parlay just entered). */
export interface GradingScope {
  parlayIds?: readonly number[];
}

const writtenIds = z.object({ rows: z.array(z.object({ id: z.number().int() })) });
const calledOff = inArray(games.statusDetail, ['postponed', 'canceled']);

async function gradeLegs(tx: Database, scope: GradingScope): Promise<{ graded: number; parlayIds: number[] }> {
  const rows = await tx
    .select({
      parlayId: parlayLegs.parlayId,
      position: parlayLegs.position,
      market: parlayLegs.type,
      pick: parlayLegs.pick,
      point: parlayLegs.point,
      status: games.status,
      statusDetail: games.statusDetail,
      homeScore: games.homeScore,
      awayScore: games.awayScore,
    })
    .from(parlayLegs)
    .innerJoin(games, eq(games.id, parlayLegs.gameId))
    .where(
      and(
        isNull(parlayLegs.result),
        isNotNull(parlayLegs.pick),
        or(eq(games.status, 'finished'), calledOff),
        scope.parlayIds ? inArray(parlayLegs.parlayId, [...scope.parlayIds]) : undefined,
      ),
    );
  const graded: { parlay_id: number; position: number; result: LegResult }[] = [];
  for (const row of rows) {
    const result = row.pick === null ? null : gradeLeg({ market: row.market, pick: row.pick, point: row.point }, gameOutcomeOf(row));
    if (result !== null) graded.push({ parlay_id: row.parlayId, position: row.position, result });
  }
  if (graded.length === 0) return { graded: 0, parlayIds: [] };
  await tx.execute(sql`
    update ${parlayLegs} set result = graded.result
    from json_populate_recordset(null::${parlayLegs}, ${JSON.stringify(graded)}::json) as graded
    where ${parlayLegs}.parlay_id = graded.parlay_id and ${parlayLegs}.position = graded.position and ${parlayLegs}.result is null`);
  return { graded: graded.length, parlayIds: [...new Set(graded.map((leg) => leg.parlay_id))] };
}

async function settleParlays(tx: Database, parlayIds: readonly number[], now: Date): Promise<SettledParlay[]> {
  if (parlayIds.length === 0) return [];
  const open = and(inArray(parlays.id, [...parlayIds]), eq(parlays.status, 'pending'), isNull(parlays.settledBy));
  const [rows, legs] = await Promise.all([
    tx.select({ id: parlays.id, userId: parlays.userId, stakeCents: parlays.stakeCents, potentialPayoutCents: parlays.potentialPayoutCents }).from(parlays).where(open),
    tx
      .select({ parlayId: parlayLegs.parlayId, result: parlayLegs.result, odds: parlayLegs.odds })
      .from(parlayLegs)
      .where(inArray(parlayLegs.parlayId, [...parlayIds])),
  ]);
  const legsOf = new Map<number, typeof legs>();
  for (const leg of legs) legsOf.set(leg.parlayId, [...(legsOf.get(leg.parlayId) ?? []), leg]);
  const settled: SettledParlay[] = [];
  for (const row of rows) {
    const settlement = settleParlay({
      legs: legsOf.get(row.id) ?? [],
      stakeAmount: dollarsFromCents(row.stakeCents),
      potentialPayout: dollarsFromCents(row.potentialPayoutCents),
    });
    if (settlement) settled.push({ parlayId: row.id, userId: row.userId, status: settlement.status, actualPayout: settlement.actualPayout });
  }
  if (settled.length === 0) return [];
  const values = settled.map((one) => ({ id: one.parlayId, status: one.status, actual_payout_cents: centsFromDollars(one.actualPayout) }));
  // Guarded again in SQL: a user's override committed since the read above is kept.
  const written = await tx.execute(sql`
    update ${parlays} set status = settled.status, actual_payout_cents = settled.actual_payout_cents, settled_at = ${now.toISOString()}, settled_by = 'auto'
    from json_populate_recordset(null::${parlays}, ${JSON.stringify(values)}::json) as settled
    where ${parlays}.id = settled.id and ${parlays}.status = 'pending' and ${parlays}.settled_by is null
    returning ${parlays}.id`);
  const kept = new Set(writtenIds.parse(written).rows.map((row) => row.id));
  return settled.filter((one) => kept.has(one.parlayId));
}

/** Grades what can be graded now, in one transaction; returns the parlays it settled. */
export function gradeTrackedLegs(db: Database, now: Date, scope: GradingScope = {}): Promise<GradingResult> {
  return db.transaction(async (tx) => {
    const { graded, parlayIds } = await gradeLegs(tx, scope);
    return { legsGraded: graded, settled: await settleParlays(tx, parlayIds, now) };
  });
}
