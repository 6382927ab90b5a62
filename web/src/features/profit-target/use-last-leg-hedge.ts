import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LastLegHedgeRequest } from '@playbook/core';
import { lastLegHedgeResponseSchema } from '@playbook/contracts';
import { apiRequest } from '@/lib/api';

/** Typing settles for this long before the hedge is asked for, so each keystroke is not a request. */
export const LAST_LEG_SETTLE_MS = 250;

/** The request once its inputs have stopped changing for `delayMs`; compared by content, not identity. */
function useSettled(request: LastLegHedgeRequest, delayMs: number): LastLegHedgeRequest {
  const [settled, setSettled] = useState(request);
  const key = JSON.stringify(request);
  const settledKey = JSON.stringify(settled);
  useEffect(() => {
    if (key === settledKey) return undefined;
    const timer = setTimeout(() => setSettled(request), delayMs);
    return () => clearTimeout(timer);
    // `key` stands for `request`'s content: a new object with the same numbers must not restart the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, settledKey, delayMs]);
  return settled;
}

/**
 * POST /api/hedge/last-leg for the current inputs, recalculated as they change. The answer is used only
 * when the response is ok; failures are only logged (docs/product/profit-target.md), and the screen keeps the last answer.
 */
export function useLastLegHedge(request: LastLegHedgeRequest) {
  const settled = useSettled(request, LAST_LEG_SETTLE_MS);
  const query = useQuery({
    queryKey: ['hedge', 'last-leg', settled] as const,
    queryFn: () => apiRequest('POST', '/api/hedge/last-leg', settled, lastLegHedgeResponseSchema),
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const { error } = query;
  useEffect(() => {
    if (error) console.error('Last-leg hedge calculation failed', error);
  }, [error]);
  return { ...query, request: settled };
}
