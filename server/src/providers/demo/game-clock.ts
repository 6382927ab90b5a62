import { formatClock } from '../../../../packages/core/src/sim/live-clock.ts';
import { FOOTBALL_QUARTER_SECONDS, FOOTBALL_QUARTERS } from '../../../../packages/core/src/sim/football-constants.ts';
import { MINUTE_MS } from './demo-calendar.ts';

/** Real time from kickoff to the final whistle (halftime and stoppages folded into the four quarters). */
export const FOOTBALL_GAME_MS = 185 * MINUTE_MS;
/** Real time from first pitch to the last out: nine innings of 20 minutes. */
export const MLB_INNING_MS = 20 * MINUTE_MS;
export const MLB_INNINGS = 9;
export const MLB_GAME_MS = MLB_INNINGS * MLB_INNING_MS;

export type GamePhase = { status: 'scheduled' } | { status: 'live'; elapsedMs: number } | { status: 'finished' };

/** Where a game stands at `now`: before kickoff, in play for `durationMs`, then finished. */
export function gamePhase(kickoff: number, now: number, durationMs: number): GamePhase {
  if (now < kickoff) return { status: 'scheduled' };
  const elapsedMs = now - kickoff;
  return elapsedMs < durationMs ? { status: 'live', elapsedMs } : { status: 'finished' };
}

export interface FootballClock {
  /** 1-4. */
  period: number;
  /** Share of the period played, 0 (inclusive) to 1. */
  periodFraction: number;
  /** The game clock, 'm:ss' counting down from 15:00. */
  clock: string;
}

/** The scoreboard of a live football game: real time is spread evenly over the four quarters. */
export function footballClock(elapsedMs: number): FootballClock {
  const quarterMs = FOOTBALL_GAME_MS / FOOTBALL_QUARTERS;
  const quarter = Math.min(FOOTBALL_QUARTERS - 1, Math.floor(elapsedMs / quarterMs));
  const periodFraction = Math.min(1, (elapsedMs - quarter * quarterMs) / quarterMs);
  return { period: quarter + 1, periodFraction, clock: formatClock(FOOTBALL_QUARTER_SECONDS * (1 - periodFraction)) };
}

export interface BaseballInning {
  /** 1-9. */
  inning: number;
  half: 'Top' | 'Bot';
}

/** The half-inning a live baseball game is in: each inning takes 20 minutes, the top half first. */
export function baseballInning(elapsedMs: number): BaseballInning {
  const inning = Math.min(MLB_INNINGS, Math.floor(elapsedMs / MLB_INNING_MS) + 1);
  const withinInning = elapsedMs - (inning - 1) * MLB_INNING_MS;
  return { inning, half: withinInning < MLB_INNING_MS / 2 ? 'Top' : 'Bot' };
}
