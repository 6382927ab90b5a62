import { useCallback, useEffect, useRef, useState } from 'react';

/** How often the elapsed time shown beside a running search is refreshed. */
const TICK_MS = 200;

export interface CancellableRun {
  /** What is running ('search', 'live', 'screenshots', 'local'), or null. */
  running: string | null;
  elapsedMs: number;
  /** Starts `task` with a fresh AbortSignal, cancelling any run before it; resolves to undefined when cancelled. */
  start: <T>(kind: string, task: (signal: AbortSignal) => Promise<T>) => Promise<{ value: T } | { error: unknown } | undefined>;
  cancel: () => void;
}

/**
 * One run at a time with an AbortController (a search can be cancelled) and its elapsed time for
 * the progress bar. A run that was cancelled or replaced reports nothing, so its late answer never lands.
 */
export function useCancellableRun(): CancellableRun {
  const controller = useRef<AbortController | null>(null);
  const [running, setRunning] = useState<string | null>(null);
  const [startedAt, setStartedAt] = useState(0);
  const [elapsedMs, setElapsedMs] = useState(0);

  useEffect(() => {
    if (running === null) return undefined;
    const timer = setInterval(() => setElapsedMs(Date.now() - startedAt), TICK_MS);
    return () => clearInterval(timer);
  }, [running, startedAt]);

  // Leaving the page cancels what it started.
  useEffect(() => () => controller.current?.abort(), []);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setRunning(null);
  }, []);

  const start = useCallback(async <T,>(kind: string, task: (signal: AbortSignal) => Promise<T>) => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setRunning(kind);
    setStartedAt(Date.now());
    setElapsedMs(0);
    try {
      const value = await task(own.signal);
      return own.signal.aborted ? undefined : { value };
    } catch (error) {
      return own.signal.aborted ? undefined : { error };
    } finally {
      if (controller.current === own) {
        controller.current = null;
        setRunning(null);
      }
    }
  }, []);

  return { running, elapsedMs, start, cancel };
}

/** Resolves after `ms`, or rejects with an AbortError as soon as the signal aborts. */
export function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    }, { once: true });
  });
}
