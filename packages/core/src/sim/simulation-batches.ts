/** docs/product/matchup-predictor.md: a simulation plays 100 games, in 10 batches of 10 with visible progress. */
export const SIMULATION_GAMES = 100;
export const SIMULATION_BATCH_SIZE = 10;
/** Ours: a guard so a bad argument cannot allocate without bound. */
export const SIMULATION_MAX_GAMES = 1_000_000;

/** Told how many games are done after each batch, so a UI can draw progress. */
export type SimulationProgress = (completed: number, total: number) => void;

export function assertGameCount(games: number): void {
  if (!Number.isInteger(games) || games < 1 || games > SIMULATION_MAX_GAMES) {
    throw new RangeError(`Number of games must be a whole number from 1 to ${SIMULATION_MAX_GAMES}, got ${games}`);
  }
}

/**
 * True after every 10th game and after the last one. When the count is not a multiple of 10 the last,
 * shorter batch is reported too (docs/product/matchup-predictor.md describes 100 games only).
 */
export function isBatchEnd(completed: number, total: number): boolean {
  return completed % SIMULATION_BATCH_SIZE === 0 || completed === total;
}

/** Where a step-wise simulation stands after a batch. */
export interface SimulationStep {
  completed: number;
  total: number;
}

/**
 * A simulation that stops after each batch (yielding its progress) and returns its result when done. A UI
 * resumes it once per batch, giving the browser a chance to paint the progress in between.
 */
export type SimulationSteps<Result> = Generator<SimulationStep, Result, void>;

/** Runs a step-wise simulation to the end synchronously, telling `onBatch` about every batch. */
export function runSimulationSteps<Result>(steps: SimulationSteps<Result>, onBatch?: SimulationProgress): Result {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    onBatch?.(step.value.completed, step.value.total);
  }
}
