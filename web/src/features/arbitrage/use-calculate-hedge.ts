import { useMutation } from '@tanstack/react-query';
import { guaranteedProfitRange, hedgeNothingStakedMessage, stakesNothing, type HedgeRequest } from '@playbook/core';
import { hedgeResponseSchema, type HedgeOpportunityBody } from '@playbook/contracts';
import { apiRequest, describeError } from '@/lib/api';
import { toast } from '@/lib/toast';

export const HEDGE_FAILED_FALLBACK = 'Failed to calculate hedge. Please check your inputs.';

/** A calculation and the request it answered (the results show each leg's multiplier and description). */
export interface HedgeCalculation {
  request: HedgeRequest;
  opportunity: HedgeOpportunityBody;
}

/**
 * docs/product/arbitrage-and-hedging.md: the success toast names the guaranteed minimum profit when feasible; a hedge
 * that stakes $0.00 says so instead (ADR 079), as no break-even is achieved by placing nothing.
 */
export function hedgeCompleteDescription({ request, opportunity }: HedgeCalculation): string {
  if (!opportunity.feasible) return 'This combination is not feasible for guaranteed profit.';
  if (stakesNothing(opportunity)) return hedgeNothingStakedMessage(request);
  const { guaranteedMinProfit } = guaranteedProfitRange(opportunity);
  return `Guaranteed break-even achieved! Min profit: $${guaranteedMinProfit.toFixed(2)}`;
}

/** POST /api/arbitrage/calculate-hedge with the toasts of docs/product/arbitrage-and-hedging.md. */
export function useCalculateHedge() {
  return useMutation({
    mutationFn: async (request: HedgeRequest): Promise<HedgeCalculation> => {
      const { opportunity } = await apiRequest('POST', '/api/arbitrage/calculate-hedge', request, hedgeResponseSchema);
      return { request, opportunity };
    },
    onSuccess: (calculation) => {
      toast({ title: 'Hedge Calculation Complete', description: hedgeCompleteDescription(calculation) });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Calculation Failed', description: describeError(error) || HEDGE_FAILED_FALLBACK });
    },
  });
}
