import { describe, expect, it, vi } from 'vitest';
import { createRng, matchupSimulationSteps, simulateMatchup } from '@playbook/core';
import { runStepsInBrowser } from './stepped-simulation';

const team = (pointsPerGame: number, opponentPointsPerGame: number) => ({ pointsPerGame, opponentPointsPerGame });
const steps = () => matchupSimulationSteps(team(27, 20), team(21, 24), { league: 'NFL', rng: createRng(5) });

describe('runStepsInBrowser', () => {
  it('reports 10 batches with a pause after each, then the same result as the one-shot simulation', async () => {
    const progress: number[] = [];
    const pause = vi.fn(() => Promise.resolve());
    const onDone = vi.fn();
    await runStepsInBrowser(steps(), { onProgress: (done) => progress.push(done), onDone, onError: vi.fn() }, new AbortController().signal, pause);
    expect(progress).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(pause).toHaveBeenCalledTimes(10);
    expect(onDone).toHaveBeenCalledWith(simulateMatchup(team(27, 20), team(21, 24), { league: 'NFL', rng: createRng(5) }));
  });

  it('stops without a result once aborted', async () => {
    const controller = new AbortController();
    const progress: number[] = [];
    const onDone = vi.fn();
    const pause = () => {
      if (progress.length === 3) controller.abort();
      return Promise.resolve();
    };
    await runStepsInBrowser(steps(), { onProgress: (done) => progress.push(done), onDone, onError: vi.fn() }, controller.signal, pause);
    expect(progress).toEqual([10, 20, 30]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('reports a failing simulation as an error message', async () => {
    const onError = vi.fn();
    const bad = matchupSimulationSteps(team(-1, 20), team(21, 24), { league: 'NFL', rng: createRng(5) });
    await runStepsInBrowser(bad, { onProgress: vi.fn(), onDone: vi.fn(), onError }, new AbortController().signal, () => Promise.resolve());
    expect(onError).toHaveBeenCalledWith(expect.stringContaining('pointsPerGame'));
  });
});
