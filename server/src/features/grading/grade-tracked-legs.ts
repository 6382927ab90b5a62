/**
 * Automatic grading (ADR 050): every ungraded leg on a game that finished (or was called off) gets its
 * result from core's gradeLeg, then every pending parlay those legs belong to is settled by core's settleParlay
 * unless the user set its status by hand. Both writes are guarded (`result is null`, `status = 'pending'`), so
 * grading twice, or on two instances at once, changes nothing the second time.
 *
 * Legs are read and written as groups of the same game, market, side and point (one grade each), not one row a
 * leg: 10,000 legs on 16 games are a few hundred groups (ADR 050's figure).
 */
import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { centsFromDollars, dollarsFromCents, gradeLeg, LEG_RESULTS, settleParlay, type LegResult, type ParlayStatus } from '@playbook/core';
import type { Database } from '../../db/connect.ts';
import { parlayLegs, parlays } from '../../db/parlays-schema.ts';
import { games } from '../../db/sports-schema.ts';
import { gameOutcomeOf } from './game-outcome.ts';

/** A parlay this grading settled, and whose it is. */
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

const calledOff = sql`${games.statusDetail} in ('postponed', 'canceled')`;
const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

const gradedRows = z.object({ rows: z.array(z.object({ parlay_id: z.number().int() })) });
const openParlayRows = z.object({
  rows: z.array(
    z.object({
      id: z.number().int(),
      user_id: z.number().int(),
      stake_cents: z.coerce.number(),
      potential_payout_cents: z.coerce.number(),
      results: z.array(z.enum(LEG_RESULTS).nullable()),
      odds: z.array(z.number().int()),
    }),
  ),
});
const writtenIds = z.object({ rows: z.array(z.object({ id: z.number().int() })) });

async function gradeLegs(tx: Database, scope: GradingScope): Promise<{ graded: number; parlayIds: number[] }> {
  const groups = await tx
    .selectDistinct({
      gameId: parlayLegs.gameId,
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
        scope.parlayIds ? sql`${parlayLegs.parlayId} = any(${intArray(scope.parlayIds)})` : undefined,
      ),
    );
  const grades: { game_id: number | null; type: string; pick: string; point: number | null; result: LegResult }[] = [];
  for (const group of groups) {
    const result = group.pick === null ? null : gradeLeg({ market: group.market, pick: group.pick, point: group.point }, gameOutcomeOf(group));
    if (result !== null && group.pick !== null) grades.push({ game_id: group.gameId, type: group.market, pick: group.pick, point: group.point, result });
  }
  if (grades.length === 0) return { graded: 0, parlayIds: [] };
  const written = await tx.execute(sql`
    with grade as materialized (select game_id, type, pick, point, result from json_populate_recordset(null::${parlayLegs}, ${JSON.stringify(grades)}::json))
    update ${parlayLegs} set result = grade.result
    from grade
    where ${parlayLegs}.game_id = grade.game_id and ${parlayLegs}.type = grade.type and ${parlayLegs}.pick = grade.pick
      and ${parlayLegs}.point is not distinct from grade.point and ${parlayLegs}.result is null
      ${scope.parlayIds ? sql`and ${parlayLegs}.parlay_id = any(${intArray(scope.parlayIds)})` : sql``}
    returning ${parlayLegs}.parlay_id`);
  const rows = gradedRows.parse(written).rows;
  return { graded: rows.length, parlayIds: [...new Set(rows.map((row) => row.parlay_id))] };
}

async function settleParlays(tx: Database, parlayIds: readonly number[], now: Date): Promise<SettledParlay[]> {
  if (parlayIds.length === 0) return [];
  const open = await tx.execute(sql`
    select p.id, p.user_id, p.stake_cents, p.potential_payout_cents, array_agg(l.result) as results, array_agg(l.odds) as odds
    from ${parlays} p join ${parlayLegs} l on l.parlay_id = p.id
    where p.id = any(${intArray(parlayIds)}) and p.status = 'pending' and p.settled_by is null
    group by p.id`);
  const settled: SettledParlay[] = [];
  for (const row of openParlayRows.parse(open).rows) {
    const settlement = settleParlay({
      legs: row.results.map((result, index) => ({ result, odds: row.odds[index] ?? 0 })),
      stakeAmount: dollarsFromCents(row.stake_cents),
      potentialPayout: dollarsFromCents(row.potential_payout_cents),
    });
    if (settlement) settled.push({ parlayId: row.id, userId: row.user_id, status: settlement.status, actualPayout: settlement.actualPayout });
  }
  if (settled.length === 0) return [];
  const values = settled.map((one) => ({ id: one.parlayId, status: one.status, actual_payout_cents: centsFromDollars(one.actualPayout) }));
  // Guarded again in SQL: a user's override committed since the read above is kept.
  const written = await tx.execute(sql`
    with settled as materialized (select id, status, actual_payout_cents from json_populate_recordset(null::${parlays}, ${JSON.stringify(values)}::json))
    update ${parlays} set status = settled.status, actual_payout_cents = settled.actual_payout_cents, settled_at = ${now.toISOString()}, settled_by = 'auto'
    from settled
    where ${parlays}.id = settled.id and ${parlays}.status = 'pending' and ${parlays}.settled_by is null
    returning ${parlays}.id`);
  const kept = new Set(writtenIds.parse(written).rows.map((row) => row.id));
  return settled.filter((one) => kept.has(one.parlayId));
}

/** Grades what can be graded now, in one transaction; returns the parlays it settled. */
export function gradeTrackedLegs(db: Database, now: Date, scope: GradingScope = {}): Promise<GradingResult> {
  return db.transaction(async (tx) => {
    // The embedded database has no autovacuum, so its row estimates go stale and the planner took a loop over every
    // pending parlay for each one settled (16 s for 2,000); hash joins are right at any size here.
    await tx.execute(sql`set local enable_nestloop = off`);
    const { graded, parlayIds } = await gradeLegs(tx, scope);
    return { legsGraded: graded, settled: await settleParlays(tx, parlayIds, now) };
  });
}
