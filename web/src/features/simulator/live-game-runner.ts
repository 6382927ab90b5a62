import {
  LIVE_GAME_NOT_RUNNING,
  LIVE_GAME_PLAY_INTERVAL_MS,
  LIVE_GAME_START_DELAY_MS,
  createRng,
  gameOverToast,
  gameStartedToast,
  pauseGame,
  resumeGame,
  type Rng,
  type Rosters,
} from '@playbook/core';
import { toast } from '@/lib/toast';
import { advanceLog, playOutLog, startLog, type LiveGameLog } from './live-game-log';

/** The pace of docs/product/simulator.md (a play every 3 s), four times that, or the whole game at once. */
export const SIM_SPEEDS = ['1x', '4x', 'instant'] as const;
export type SimSpeed = (typeof SIM_SPEEDS)[number];
export const SIM_SPEED_LABELS: Record<SimSpeed, string> = { '1x': '1×', '4x': '4×', instant: 'Instant' };

/** Milliseconds between plays; 'instant' plays the rest of the game on its next tick. */
export function playIntervalMs(speed: SimSpeed): number {
  return speed === '1x' ? LIVE_GAME_PLAY_INTERVAL_MS : speed === '4x' ? LIVE_GAME_PLAY_INTERVAL_MS / 4 : 0;
}

/**
 * The simulator's one timer (docs/product/simulator.md), outside React: each tick schedules the next one itself, so the
 * pace never waits on rendering, and `onChange` mirrors the game for display. The timer is cleared on
 * pause, stop, a new game and dispose (the page going away).
 */
export class LiveGameRunner {
  private log: LiveGameLog | null = null;
  private speed: SimSpeed = '1x';
  private rng: Rng = createRng(0);
  private rosters: Rosters = {};
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly onChange: (log: LiveGameLog | null) => void,
    private readonly localTime: () => string = () => new Date().toLocaleTimeString(),
  ) {}

  setRosters(rosters: Rosters): void {
    // A roster that arrives mid-game names players from the next play on.
    this.rosters = rosters;
  }

  start(homeTeam: string, awayTeam: string, seed: number): void {
    this.clearTimer();
    this.rng = createRng(seed);
    this.commit(startLog(homeTeam, awayTeam, seed));
    toast(gameStartedToast(homeTeam, awayTeam));
    this.schedule(LIVE_GAME_START_DELAY_MS);
  }

  pause(): void {
    if (!this.log?.game.running) return;
    this.clearTimer();
    this.commit({ ...this.log, game: pauseGame(this.log.game) });
  }

  /** docs/product/simulator.md: with no game (or a finished one) Resume toasts 'No Game Running'. */
  resume(): void {
    const log = this.log;
    if (!log || log.game.isOver) {
      toast({ ...LIVE_GAME_NOT_RUNNING, variant: 'destructive' });
      return;
    }
    if (log.game.running) return;
    this.commit({ ...log, game: resumeGame(log.game) });
    this.schedule(playIntervalMs(this.speed));
  }

  stop(): void {
    this.clearTimer();
    this.commit(null);
  }

  setSpeed(speed: SimSpeed): void {
    this.speed = speed;
    // A waiting play comes at the new pace.
    if (this.timer !== undefined) this.schedule(playIntervalMs(speed));
  }

  dispose(): void {
    this.clearTimer();
  }

  private commit(log: LiveGameLog | null): void {
    this.log = log;
    this.onChange(log);
  }

  private clearTimer(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(delay: number): void {
    this.clearTimer();
    this.timer = setTimeout(this.tick, delay);
  }

  private readonly tick = (): void => {
    this.timer = undefined;
    const log = this.log;
    if (!log?.game.running) return;
    const step = this.speed === 'instant' ? playOutLog : advanceLog;
    const next = step(log, this.rosters, this.rng, this.localTime());
    this.commit(next);
    if (next.game.isOver) toast(gameOverToast(next.game));
    else this.schedule(playIntervalMs(this.speed));
  };
}
