import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  marketSettingsSchema,
  marketsArbitrageResponseSchema,
  marketsEvResponseSchema,
  marketsOddsResponseSchema,
  type MarketSettings,
} from '@playbook/contracts';
import { apiRequest, describeError, getJson } from '@/lib/api';
import type { League } from '@/lib/league';
import { toast } from '@/lib/toast';

/** Prices change only when a refresh stores new ones: a minute is fresh enough. */
const MARKETS_STALE_MS = 60_000;
const MARKETS_KEY = ['markets'] as const;

/** GET /api/markets/odds: every book's current prices of the league's games with fair prices. */
export function useMarketOdds(league: League) {
  return useQuery({
    queryKey: [...MARKETS_KEY, 'odds', league] as const,
    queryFn: () => getJson(`/api/markets/odds?league=${league}`, marketsOddsResponseSchema),
    staleTime: MARKETS_STALE_MS,
  });
}

/** GET /api/markets/ev: the +EV lines at or above `minEv` percent (the saved threshold when undefined). */
export function useEvBets(league: League, minEv: number | undefined) {
  const query = minEv === undefined ? '' : `&minEv=${minEv}`;
  return useQuery({
    queryKey: [...MARKETS_KEY, 'ev', league, minEv ?? null] as const,
    queryFn: () => getJson(`/api/markets/ev?league=${league}${query}`, marketsEvResponseSchema),
    staleTime: MARKETS_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/markets/arbitrage: two-way arbitrage and middles, staked for `total` dollars. */
export function useArbitrageScan(league: League, total: number) {
  return useQuery({
    queryKey: [...MARKETS_KEY, 'arbitrage', league, total] as const,
    queryFn: () => getJson(`/api/markets/arbitrage?league=${league}&total=${total}`, marketsArbitrageResponseSchema),
    staleTime: MARKETS_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useMarketSettings() {
  return useQuery({ queryKey: [...MARKETS_KEY, 'settings'] as const, queryFn: () => getJson('/api/markets/settings', marketSettingsSchema) });
}

/** PUT /api/markets/settings; every market answer is asked again with the new settings. */
export function useSaveMarketSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: MarketSettings) => apiRequest('PUT', '/api/markets/settings', settings, marketSettingsSchema),
    onSuccess: async () => {
      toast({ title: 'Settings Saved', description: 'Fair prices, EV and stakes now follow your settings.' });
      await client.invalidateQueries({ queryKey: MARKETS_KEY });
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Save Failed', description: describeError(error) || 'The settings could not be saved' }),
  });
}
