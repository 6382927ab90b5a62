/** docs/product/live-slate.md: the live slate's data is fresh for 2 minutes, refetched every 5, retried twice. */
export const SLATE_QUERY_TIMING = {
  staleTime: 2 * 60_000,
  refetchInterval: 5 * 60_000,
  retry: 2,
} as const;
