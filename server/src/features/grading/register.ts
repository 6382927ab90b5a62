import type { FastifyInstance } from 'fastify';
import type { SportsData } from '../sports/sports-data.ts';
import { gradeTrackedLegs } from './grade-tracked-legs.ts';

/**
 * Grades the tracked legs after every committed refresh of scores or lines (ADR 050): a finished game's legs and
 * parlays are settled before the refresh call returns. Injury refreshes touch no game.
 */
export function registerGrading(app: FastifyInstance, sports: SportsData): void {
  sports.onRefreshed(async (refresh) => {
    if (refresh.kind === 'injuries') return;
    const { legsGraded, settled } = await gradeTrackedLegs(app.db, sports.now());
    if (legsGraded > 0) app.log.info({ legsGraded, parlaysSettled: settled.length }, 'tracked legs graded');
  });
}
