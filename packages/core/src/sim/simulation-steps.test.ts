import { describe, expect, it } from 'vitest';
import { createRng } from '../random.ts';
import { matchupSimulationSteps, simulateMatchup } from './matchup.ts';
import { overUnderSimulationSteps, simulateOverUnder } from './over-under.ts';
import { runSimulationSteps, type SimulationStep, type SimulationSteps } from './simulation-batches.ts';

const team = (pointsPerGame: number, opponentPointsPerGame: number) => ({ pointsPerGame, opponentPointsPerGame });

function drain<T>(steps: SimulationSteps<T>): { progress: SimulationStep[]; result: T } {
  const progress: SimulationStep[] = [];
  for (;;) {
    const step = steps.next();
    if (step.done) return { progress, result: step.value };
    progress.push(step.value);
  }
}

const tens = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100].map((completed) => ({ completed, total: 100 }));

describe('step-wise simulations (docs/product/matchup-predictor.md: 10 batches of 10 with visible progress)', () => {
  it('pauses after each batch of the matchup simulation and ends with the same result as simulateMatchup', () => {
    const { progress, result } = drain(matchupSimulationSteps(team(27, 20), team(21, 24), { league: 'NFL', rng: createRng(7) }));
    expect(progress).toEqual(tens);
    expect(result).toEqual(simulateMatchup(team(27, 20), team(21, 24), { league: 'NFL', rng: createRng(7) }));
  });

  it('pauses after each batch of the over/under simulation and ends with the same result as simulateOverUnder', () => {
    const { progress, result } = drain(overUnderSimulationSteps(team(31, 22), team(28, 26), 55.5, { league: 'NCAA', rng: createRng(3) }));
    expect(progress).toEqual(tens);
    expect(result).toEqual(simulateOverUnder(team(31, 22), team(28, 26), 55.5, { league: 'NCAA', rng: createRng(3) }));
  });

  it('plays nothing until resumed', () => {
    const rng = createRng(11);
    const before = createRng(11).next();
    const steps = matchupSimulationSteps(team(24, 21), team(21, 24), { league: 'NFL', rng });
    // Creating the steps draws no random number; the first batch does.
    expect(rng.next()).toBe(before);
    steps.return(undefined as never);
  });

  it('runSimulationSteps reports every batch and returns the result', () => {
    const calls: [number, number][] = [];
    const result = runSimulationSteps(
      matchupSimulationSteps(team(24, 21), team(21, 24), { games: 25, league: 'NFL', rng: createRng(1) }),
      (completed, total) => calls.push([completed, total]),
    );
    expect(calls).toEqual([[10, 25], [20, 25], [25, 25]]);
    expect(result.totalGames).toBe(25);
  });

  it('checks its arguments when first resumed', () => {
    const steps = overUnderSimulationSteps(team(24, 21), team(21, 24), -1, { league: 'NFL', rng: createRng(1) });
    expect(() => steps.next()).toThrow(RangeError);
  });
});
