import { useQuery } from '@tanstack/react-query';
import { weeklyRecommendationsResponseSchema, type WeeklyRecommendationRecord } from '@playbook/contracts';
import { getJson } from '@/lib/api';

/** GET /api/recommendations/weekly; docs/product/api.md: on failure an empty list. */
export function useWeeklyRecommendations() {
  return useQuery({
    queryKey: ['recommendations', 'weekly'] as const,
    queryFn: async (): Promise<WeeklyRecommendationRecord[]> => {
      try {
        return (await getJson('/api/recommendations/weekly', weeklyRecommendationsResponseSchema)).data;
      } catch {
        return [];
      }
    },
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
}
