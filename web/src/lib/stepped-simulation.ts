import { useCallback, useEffect, useMemo, useRef } from 'react';
import { SIMULATION_GAMES, type SimulationSteps } from '@playbook/core';

/**
 * Pause between batches. One batch of 10 games takes well under a millisecond, so without a pause all 10
 * would land inside one frame and the progress bar would jump straight to the result; 60 ms per batch
 * (about 0.6 s for 100 games) lets every step paint and be read.
 */
export const SIMULATION_BATCH_PAUSE_MS = 60;

/** What a simulation card shows: nothing yet, a run under way, its result, or why it failed. */
export type SimulationRun<Result> =
  | { status: 'running'; completed: number; total: number }
  | { status: 'done'; result: Result }
  | { status: 'error'; message: string };

export interface StepRunHandlers<Result> {
  onProgress: (completed: number, total: number) => void;
  onDone: (result: Result) => void;
  onError: (message: string) => void;
}

export const pauseBetweenBatches = (): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, SIMULATION_BATCH_PAUSE_MS));

/**
 * Resumes a step-wise core simulation one batch at a time, handing the browser back in between (a timer, so
 * React renders and the browser paints the progress). Stops quietly once `signal` is aborted.
 */
export async function runStepsInBrowser<Result>(
  steps: SimulationSteps<Result>,
  handlers: StepRunHandlers<Result>,
  signal: AbortSignal,
  pause: () => Promise<void> = pauseBetweenBatches,
): Promise<void> {
  try {
    for (;;) {
      if (signal.aborted) return;
      const step = steps.next();
      if (step.done) {
        handlers.onDone(step.value);
        return;
      }
      handlers.onProgress(step.value.completed, step.value.total);
      await pause();
    }
  } catch (error) {
    if (!signal.aborted) handlers.onError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * One simulation at a time for a screen: starting a new run or calling cancel stops the previous one, and
 * leaving the screen stops it too (its late progress would otherwise land in cleared state).
 */
export function useSimulationRunner(): {
  start: <Result>(createSteps: () => SimulationSteps<Result>, handlers: StepRunHandlers<Result>) => void;
  cancel: () => void;
} {
  const current = useRef<AbortController | null>(null);
  const cancel = useCallback(() => {
    current.current?.abort();
    current.current = null;
  }, []);
  const start = useCallback(
    <Result,>(createSteps: () => SimulationSteps<Result>, handlers: StepRunHandlers<Result>) => {
      cancel();
      const controller = new AbortController();
      current.current = controller;
      void runStepsInBrowser(createSteps(), handlers, controller.signal);
    },
    [cancel],
  );
  useEffect(() => cancel, [cancel]);
  return useMemo(() => ({ start, cancel }), [start, cancel]);
}

/**
 * A screen's simulation bookkeeping: every user action takes a new generation (stopping the run under way),
 * and each run reports its progress, result or error tagged with the generation it started in, so a
 * reducer can drop what arrives for state that has since been cleared.
 */
export function useGenerationalSimulation<Result>(report: (run: SimulationRun<Result>, generation: number) => void): {
  nextGeneration: () => number;
  currentGeneration: () => number;
  start: (createSteps: () => SimulationSteps<Result>, generation: number) => void;
} {
  const runner = useSimulationRunner();
  const generation = useRef(0);
  const nextGeneration = useCallback(() => {
    runner.cancel();
    generation.current += 1;
    return generation.current;
  }, [runner]);
  const currentGeneration = useCallback(() => generation.current, []);
  const start = useCallback(
    (createSteps: () => SimulationSteps<Result>, gen: number) => {
      report({ status: 'running', completed: 0, total: SIMULATION_GAMES }, gen);
      runner.start(createSteps, {
        onProgress: (completed, total) => report({ status: 'running', completed, total }, gen),
        onDone: (result) => report({ status: 'done', result }, gen),
        onError: (message) => report({ status: 'error', message }, gen),
      });
    },
    [runner, report],
  );
  return useMemo(() => ({ nextGeneration, currentGeneration, start }), [nextGeneration, currentGeneration, start]);
}
