import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Calculator, ShieldCheck, TrendingUp } from 'lucide-react';
import { GlossaryTooltipProvider } from '@/components/glossary-help';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { describeError } from '@/lib/api';
import { useOddsFormat } from '@/lib/display-settings';
import { calculatorPrefill } from './calculator-prefill';
import { HedgeForm } from './hedge-form';
import { HedgeResultsCard } from './hedge-results-card';
import { HowItWorksCard } from './how-it-works-card';
import { HEDGE_FAILED_FALLBACK, useCalculateHedge } from './use-calculate-hedge';

/** docs/product/arbitrage-and-hedging.md "Arbitrage & Hedging page" (route /arbitrage). */
export function ArbitragePage() {
  const calculation = useCalculateHedge();
  const [params] = useSearchParams();
  const oddsFormat = useOddsFormat();
  // Read once: the form owns its values after it starts.
  const [prefill] = useState(() => calculatorPrefill(params, oddsFormat));
  // One provider, so moving from one help icon to the next opens it at once (docs/product/odds-and-storage.md skip delay).
  return (
    <GlossaryTooltipProvider>
      <div className="grid gap-6">
        <header className="grid gap-2">
          <h1 className="text-2xl font-semibold tracking-tight">Arbitrage &amp; Hedging</h1>
          <div className="flex flex-wrap gap-2">
            <Badge variant="success">
              <ShieldCheck aria-hidden="true" className="size-3" />
              Guaranteed Break-Even
            </Badge>
            <Badge variant="secondary">
              <Calculator aria-hidden="true" className="size-3" />
              Mathematical Proof
            </Badge>
            <Badge variant="outline">
              <TrendingUp aria-hidden="true" className="size-3" />
              Upside Potential
            </Badge>
          </div>
        </header>
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="grid min-w-0 grid-cols-1 gap-6">
            <HedgeForm busy={calculation.isPending} initialValues={prefill} onCalculate={(request) => calculation.mutate(request)} onInvalid={calculation.reset} />
            {calculation.data ? (
              <HedgeResultsCard calculation={calculation.data} />
            ) : (
              <Card>
                <CardContent className="p-6 text-center text-sm text-muted-foreground sm:p-8" aria-live="polite">
                  {calculation.isPending
                    ? 'Calculating Guaranteed Break-Even...'
                    : calculation.isError
                      ? `The hedge could not be calculated: ${describeError(calculation.error) || HEDGE_FAILED_FALLBACK}`
                      : 'Hedge Results will appear here: set your legs and choose Calculate Guaranteed Hedge.'}
                </CardContent>
              </Card>
            )}
          </div>
          <HowItWorksCard />
        </div>
      </div>
    </GlossaryTooltipProvider>
  );
}
