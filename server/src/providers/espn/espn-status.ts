import type { GameStatusDetail } from '@playbook/contracts';
import type { GameRecord } from '../records.ts';
import type { EspnStatus } from './espn-schemas.ts';

/** ESPN's status type names that say more than pre/in/post (MLB, NFL and college football scoreboards). */
const DETAIL_OF_STATUS: Readonly<Record<string, GameStatusDetail>> = {
  STATUS_RAIN_DELAY: 'delayed',
  STATUS_DELAYED: 'delayed',
  STATUS_POSTPONED: 'postponed',
  STATUS_SUSPENDED: 'suspended',
  STATUS_CANCELED: 'canceled',
  STATUS_CANCELLED: 'canceled',
  STATUS_ABANDONED: 'canceled',
  STATUS_FORFEIT: 'canceled',
  STATUS_HALFTIME: 'halftime',
  STATUS_END_PERIOD: 'end_of_period',
  STATUS_OVERTIME: 'overtime',
  STATUS_FINAL_OVERTIME: 'overtime',
  STATUS_FINAL_OT: 'overtime',
};

/** Stopped games whose clock means nothing while they are stopped (ESPN sends "0:00"). */
const CLOCK_STOPPED: ReadonlySet<GameStatusDetail> = new Set(['delayed', 'suspended', 'halftime', 'end_of_period']);

export interface EspnGameState {
  status: GameRecord['status'];
  statusDetail: GameStatusDetail | null;
}

/**
 * pre → scheduled, in → live, post and completed → finished. A suspended game is never finished (it resumes)
 * and keeps its score as a live one; a postponed or canceled game ('post' but not completed) is not finished
 * either, and stays scheduled with its detail saying why it is not played.
 */
export function espnGameState(status: EspnStatus): EspnGameState {
  const statusDetail = DETAIL_OF_STATUS[status.type.name] ?? null;
  if (statusDetail === 'suspended') return { status: 'live', statusDetail };
  if (statusDetail === 'postponed' || statusDetail === 'canceled') return { status: 'scheduled', statusDetail };
  if (status.type.state === 'in') return { status: 'live', statusDetail };
  if (status.type.state === 'post' && status.type.completed) return { status: 'finished', statusDetail };
  return { status: 'scheduled', statusDetail };
}

/** The clock shown for a live game: none while it is stopped (a delay, a suspension, a break). */
export function liveClock(state: EspnGameState, displayClock: string | undefined): string | null {
  if (state.status !== 'live' || (state.statusDetail !== null && CLOCK_STOPPED.has(state.statusDetail))) return null;
  return displayClock ?? null;
}
