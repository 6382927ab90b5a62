import { useQuery } from '@tanstack/react-query';
import { gameHubAllResponseSchema, gameHubLeagueResponseSchema, gameHubLiveResponseSchema } from '@playbook/contracts';
import { getJson } from '@/lib/api';

/** docs/product/game-hub.md: GameHub polls all every 60 s, the live feed every 30 s and the NCAA feed every 2 minutes. */
export const GAMEHUB_POLL_MS = { all: 60_000, live: 30_000, ncaa: 2 * 60_000 } as const;

// Polling stops while the browser tab is hidden (nobody is watching the scores) and resumes when it is shown.
const poll = (interval: number) => ({ refetchInterval: interval, refetchIntervalInBackground: false, refetchOnWindowFocus: false });

/** GET /api/gamehub/all: this week's games of NFL, MLB and NCAA, live ones and by day. */
export function useGameHubAll() {
  return useQuery({
    queryKey: ['gamehub', 'all'] as const,
    queryFn: () => getJson('/api/gamehub/all', gameHubAllResponseSchema),
    ...poll(GAMEHUB_POLL_MS.all),
  });
}

/** GET /api/gamehub/live: the live games of each league. */
export function useGameHubLive() {
  return useQuery({
    queryKey: ['gamehub', 'live'] as const,
    queryFn: () => getJson('/api/gamehub/live', gameHubLiveResponseSchema),
    ...poll(GAMEHUB_POLL_MS.live),
  });
}

/** GET /api/gamehub/ncaa (the same cache entry as the predictors' NCAA schedule), polled while GameHub shows. */
export function useGameHubNcaa() {
  return useQuery({
    queryKey: ['gamehub', 'ncaa'] as const,
    queryFn: () => getJson('/api/gamehub/ncaa', gameHubLeagueResponseSchema),
    ...poll(GAMEHUB_POLL_MS.ncaa),
  });
}
