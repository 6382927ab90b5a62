import { useCallback, useEffect, useState } from 'react';
import type { Rosters } from '@playbook/core';
import type { LiveGameLog } from './live-game-log';
import { LiveGameRunner, type SimSpeed } from './live-game-runner';

export interface LiveGameControls {
  log: LiveGameLog | null;
  speed: SimSpeed;
  setSpeed: (speed: SimSpeed) => void;
  start: (homeTeam: string, awayTeam: string, seed: number) => void;
  pause: () => void;
  resume: () => void;
  stop: () => void;
}

/** One runner (one timer) per page; leaving the page clears its timer. */
export function useLiveGame(rosters: Rosters): LiveGameControls {
  const [log, setLog] = useState<LiveGameLog | null>(null);
  const [speed, setSpeedState] = useState<SimSpeed>('1x');
  const [runner] = useState(() => new LiveGameRunner(setLog));
  useEffect(() => runner.setRosters(rosters), [runner, rosters]);
  useEffect(() => () => runner.dispose(), [runner]);

  const setSpeed = useCallback(
    (next: SimSpeed) => {
      runner.setSpeed(next);
      setSpeedState(next);
    },
    [runner],
  );
  const start = useCallback((home: string, away: string, seed: number) => runner.start(home, away, seed), [runner]);
  const pause = useCallback(() => runner.pause(), [runner]);
  const resume = useCallback(() => runner.resume(), [runner]);
  const stop = useCallback(() => runner.stop(), [runner]);
  return { log, speed, setSpeed, start, pause, resume, stop };
}
