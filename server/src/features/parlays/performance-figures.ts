import { dollarsFromCents, type TrackedParlay } from '@playbook/core';
import { parlays } from '../../db/parlays-schema.ts';

/** What the performance figures read of a parlay: not its description, notes or legs (ADR 043). */
export const figureColumns = {
  id: parlays.id,
  status: parlays.status,
  category: parlays.category,
  source: parlays.source,
  numLegs: parlays.numLegs,
  totalOdds: parlays.totalOdds,
  generatedAt: parlays.generatedAt,
  stakeCents: parlays.stakeCents,
  potentialPayoutCents: parlays.potentialPayoutCents,
  actualPayoutCents: parlays.actualPayoutCents,
  settledAt: parlays.settledAt,
};

/** Core's view of a parlay for the figures; the description is left empty, as no figure reads it. */
export function figuresParlayOf(row: { [K in keyof typeof figureColumns]: (typeof parlays.$inferSelect)[K] }): TrackedParlay {
  return {
    id: String(row.id),
    status: row.status,
    category: row.category,
    source: row.source,
    numLegs: row.numLegs,
    totalOdds: row.totalOdds,
    parlayDescription: '',
    generatedAt: row.generatedAt.toISOString(),
    stakeAmount: dollarsFromCents(row.stakeCents),
    potentialPayout: dollarsFromCents(row.potentialPayoutCents),
    ...(row.actualPayoutCents === null ? {} : { actualPayout: dollarsFromCents(row.actualPayoutCents) }),
    ...(row.settledAt === null ? {} : { settledAt: row.settledAt.toISOString() }),
  };
}
