import { CALLED_OFF_STATUS_DETAILS, type GameStatusDetail } from '@playbook/contracts';

/** What the source says beyond a game's status: why it is stopped or not played, or where a live game stands. */
export const STATUS_DETAIL_TEXT: Record<GameStatusDetail, string> = {
  delayed: 'Delayed',
  postponed: 'Postponed',
  suspended: 'Suspended',
  canceled: 'Canceled',
  halftime: 'Halftime',
  end_of_period: 'End of period',
  overtime: 'Overtime',
};

/** A postponed or canceled game: not played as scheduled, so it has no current prices. */
export const isCalledOff = (detail: GameStatusDetail): boolean => (CALLED_OFF_STATUS_DETAILS as readonly GameStatusDetail[]).includes(detail);
