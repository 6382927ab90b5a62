import { useMemo, useState } from 'react';
import { useGameHubAll, useGameHubLive, useGameHubNcaa } from '@/lib/queries/gamehub';
import { toast } from '@/lib/toast';
import { mergeHubFeeds, newestTimestamp } from './hub-feeds';

/** docs/product/game-hub.md: GameHub refresh toasts. */
export const REFRESH_TOASTS = {
  done: { title: 'Data Refreshed', description: 'Live scores, schedules, and NCAA games have been updated' },
  failed: { title: 'Refresh Failed', description: 'Unable to refresh data. Please try again.', variant: 'destructive' },
} as const;

/** The three polled GameHub feeds as one, and Refresh, which asks all three again and says how it went. */
export function useGameHub() {
  const all = useGameHubAll();
  const live = useGameHubLive();
  const ncaa = useGameHubNcaa();
  const [refreshing, setRefreshing] = useState(false);

  const games = useMemo(() => (all.data ? mergeHubFeeds(all.data, live.data, ncaa.data) : undefined), [all.data, live.data, ncaa.data]);
  const lastUpdate = newestTimestamp([all.data?.timestamp, live.data?.timestamp]);

  const refresh = async () => {
    setRefreshing(true);
    try {
      const results = await Promise.all([all.refetch(), live.refetch(), ncaa.refetch()]);
      toast(results.some((result) => result.isError) ? REFRESH_TOASTS.failed : REFRESH_TOASTS.done);
    } finally {
      setRefreshing(false);
    }
  };

  return { all, games, lastUpdate, refreshing, refresh };
}
