// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { ANALYSIS_STEP_MS, useAnalysisRun } from './use-analysis-run';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useAnalysisRun (docs/product/live-slate.md)', () => {
  it('moves 0 to 90 across the legs at 500 ms each, then 95, then 100 with the result', () => {
    const compute = vi.fn(() => 'done');
    const { result } = renderHook(() => useAnalysisRun(true, 3, compute));
    expect(result.current.progress).toBe(0);
    act(() => void vi.advanceTimersByTime(ANALYSIS_STEP_MS));
    expect(result.current.progress).toBe(30);
    act(() => void vi.advanceTimersByTime(ANALYSIS_STEP_MS));
    expect(result.current.progress).toBe(60);
    act(() => void vi.advanceTimersByTime(ANALYSIS_STEP_MS));
    expect(result.current.progress).toBe(90);
    expect(compute).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.progress).toBe(95);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toEqual({ progress: 100, result: 'done', error: null });
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('waits until its data is ready and reports a failure', () => {
    const fail = (): never => {
      throw new Error('boom');
    };
    const { result, rerender } = renderHook(({ ready }) => useAnalysisRun(ready, 2, () => fail()), { initialProps: { ready: false } });
    act(() => void vi.advanceTimersByTime(5 * ANALYSIS_STEP_MS));
    expect(result.current.progress).toBe(0);
    rerender({ ready: true });
    act(() => void vi.advanceTimersByTime(2 * ANALYSIS_STEP_MS));
    act(() => void vi.advanceTimersByTime(1));
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toEqual({ progress: 100, result: null, error: 'boom' });
  });
});
