import { useCallback, useEffect, useRef, useState } from 'react';
import type { GeneratedParlayBody, OptimalRangeRequest } from '@playbook/contracts';
import type { OptimalRangeOrder } from '@playbook/core';
import { postOptimalRange, type GeneratorInputs } from './generator-api';

/** How long typing rests before the search goes to the server. */
export const OPTIMAL_SEARCH_DELAY_MS = 300;

interface Loaded {
  /** The order and search these rows answer. */
  key: string;
  rows: GeneratedParlayBody[];
  nextCursor: string | null;
  error: string | null;
  /** Whether the error was a further page's (retrying asks that page again) or the first's. */
  errorOfMore: boolean;
  loadingMore: boolean;
}

export interface OptimalRangePages {
  rows: readonly GeneratedParlayBody[];
  /** The first page of the current order and search is on its way (the rows shown are the previous ones). */
  loading: boolean;
  loadingMore: boolean;
  error: string | null;
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** `value`, once it has stayed unchanged for `delayMs`. */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The optimal range table's rows from the server (ADR 055): the first page of the order and search,
 * then more pages on request. Requests go one after another (the server runs one parlay search per user at a
 * time), and only the latest request's answer is shown.
 */
export function useOptimalRangePages(inputs: GeneratorInputs, order: OptimalRangeOrder, query: string): OptimalRangePages {
  const key = JSON.stringify([order, query]);
  const [loaded, setLoaded] = useState<Loaded>({ key: '', rows: [], nextCursor: null, error: null, errorOfMore: false, loadingMore: false });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const tail = useRef<Promise<unknown>>(Promise.resolve());

  const send = useCallback(
    (cursor: string | null, apply: (page: Awaited<ReturnType<typeof postOptimalRange>>) => void, fail: (message: string) => void) => {
      const mine = ++latest.current;
      const body: OptimalRangeRequest = { inputs, sort: order, query, ...(cursor ? { cursor } : {}) };
      const sent = tail.current.catch(() => undefined).then(() => postOptimalRange(body));
      tail.current = sent;
      sent.then(
        (page) => mine === latest.current && apply(page),
        (error: unknown) => mine === latest.current && fail(messageOf(error)),
      );
    },
    [inputs, order, query],
  );

  useEffect(() => {
    send(
      null,
      (page) => setLoaded({ key, rows: page.parlays, nextCursor: page.nextCursor, error: null, errorOfMore: false, loadingMore: false }),
      (error) => setLoaded((current) => ({ ...current, key, error, errorOfMore: false, loadingMore: false })),
    );
  }, [send, key, attempt]);

  const loadMore = () => {
    if (!loaded.nextCursor) return;
    setLoaded((current) => ({ ...current, loadingMore: true, error: null }));
    send(
      loaded.nextCursor,
      (page) => setLoaded((current) => ({ ...current, rows: [...current.rows, ...page.parlays], nextCursor: page.nextCursor, loadingMore: false })),
      (error) => setLoaded((current) => ({ ...current, error, errorOfMore: true, loadingMore: false })),
    );
  };
  const current = loaded.key === key;
  return {
    rows: loaded.rows,
    loading: !current,
    loadingMore: loaded.loadingMore,
    error: current ? loaded.error : null,
    hasMore: current && loaded.nextCursor !== null,
    loadMore,
    retry: () => {
      if (loaded.errorOfMore) loadMore();
      else {
        setLoaded((state) => ({ ...state, key: '' }));
        setAttempt((n) => n + 1);
      }
    },
  };
}
