import { useQuery } from '@tanstack/react-query';
import { epaResponseSchema } from '@playbook/contracts';
import { getJson } from '@/lib/api';

/** docs/product/game-hub.md: EPA is fresh for an hour. */
export const EPA_STALE_MS = 60 * 60_000;

/** GET /api/cfb/epa/{year}: each college team's offense and defense EPA per play; asked only when `enabled`. */
export function useCfbEpa(year: number, enabled: boolean) {
  return useQuery({
    queryKey: ['cfb', 'epa', year] as const,
    queryFn: () => getJson(`/api/cfb/epa/${year}`, epaResponseSchema),
    staleTime: EPA_STALE_MS,
    refetchOnWindowFocus: false,
    enabled,
  });
}
