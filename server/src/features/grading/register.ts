import type { FastifyInstance } from 'fastify';
import type { SportsData } from '../sports/sports-data.ts';
import { gradeTrackedLegs, type SettledParlay } from './grade-tracked-legs.ts';

/** Told the parlays each grading settled (the settle alerts). */
export type OnSettled = (settled: readonly SettledParlay[]) => Promise<void>;

/**
 * Grades the tracked legs after every committed refresh of scores or lines (ADR 050): a finished game's legs and
 * parlays are settled before the refresh call returns. Injury refreshes touch no game.
 */
export function registerGrading(app: FastifyInstance, sports: SportsData, onSettled: OnSettled = async () => undefined): void {
  sports.onRefreshed(async (refresh) => {
    if (refresh.kind === 'injuries') return;
    const { legsGraded, settled } = await gradeTrackedLegs(app.db, sports.now());
    if (legsGraded > 0) app.log.info({ legsGraded, parlaysSettled: settled.length }, 'tracked legs graded');
    if (settled.length > 0) await onSettled(settled);
  });
}
