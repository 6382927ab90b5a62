import { useEffect, useRef, useState } from 'react';

/** docs/product/live-slate.md: the analysis pauses 500 ms per leg. */
export const ANALYSIS_STEP_MS = 500;

export interface AnalysisRun<T> {
  progress: number;
  result: T | null;
  error: string | null;
}

function finish<T>(compute: () => T): AnalysisRun<T> {
  try {
    return { progress: 100, result: compute(), error: null };
  } catch (error) {
    return { progress: 100, result: null, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Runs the analysis once when it can (docs/product/live-slate.md: on open, with selections and no result yet): progress moves
 * from 0 to 90 across the legs, a pause per leg, then 95 while computing and 100 with the result.
 */
export function useAnalysisRun<T>(ready: boolean, legCount: number, compute: () => T, stepMs = ANALYSIS_STEP_MS): AnalysisRun<T> {
  const [run, setRun] = useState<AnalysisRun<T>>({ progress: 0, result: null, error: null });
  const started = run.result !== null || run.error !== null;
  // The latest compute runs at the end; a new function identity (fresh data) does not restart the run.
  const latest = useRef(compute);
  useEffect(() => {
    latest.current = compute;
  }, [compute]);
  useEffect(() => {
    if (!ready || legCount === 0 || started) return;
    let cancelled = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    for (let leg = 1; leg <= legCount; leg += 1) {
      timers.push(
        setTimeout(() => {
          if (cancelled) return;
          setRun((current) => ({ ...current, progress: Math.round((leg / legCount) * 90) }));
          if (leg < legCount) return;
          timers.push(
            setTimeout(() => {
              if (cancelled) return;
              setRun((current) => ({ ...current, progress: 95 }));
              timers.push(setTimeout(() => !cancelled && setRun(finish(latest.current)), 0));
            }, 0),
          );
        }, leg * stepMs),
      );
    }
    return () => {
      cancelled = true;
      timers.forEach(clearTimeout);
    };
  }, [ready, legCount, started, stepMs]);
  return run;
}
