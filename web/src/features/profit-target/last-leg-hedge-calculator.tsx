import { useMemo, useState } from 'react';
import { LAST_LEG_HEDGE_DEFAULTS, ODDS_INPUT_HINTS } from '@playbook/core';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/form-field';
import { OddsInput } from '@/components/odds-input';
import { useOddsFormat } from '@/lib/display-settings';
import { oddsFormatName } from '@/lib/odds-input';
import { usePriceFormat } from '@/lib/odds-format';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { lastLegFormDefaults, lastLegRequestOf, typedHedgeOdds, type LastLegFormText } from './last-leg-inputs';
import { LastLegResults } from './last-leg-results';
import { useLastLegHedge } from './use-last-leg-hedge';

type AmountField = 'parlayStake' | 'parlayPayout' | 'hedgeOdds';

/** docs/product/profit-target.md "Hedge calculator": the last leg of a live parlay and what to bet against it. */
export function LastLegHedgeCalculator() {
  const format = useOddsFormat();
  const price = usePriceFormat();
  const [text, setText] = useState<LastLegFormText>(() => lastLegFormDefaults(format));
  const request = useMemo(() => lastLegRequestOf(text, format), [text, format]);
  // docs/product/profit-target.md: unreadable hedge odds count as -110; the field says so in the bettor's format.
  const oddsError =
    typedHedgeOdds(text.hedgeOdds, format) === null ? `${ODDS_INPUT_HINTS[format]}. Until then the hedge is priced at ${price(LAST_LEG_HEDGE_DEFAULTS.hedgeOdds)}.` : undefined;
  const hedge = useLastLegHedge(request);
  const setField = (field: AmountField) => (event: { target: { value: string } }) => setText((current) => ({ ...current, [field]: event.target.value }));

  return (
    <Card>
      <CardHeader>
        <CardTitle>Last-Leg Hedge Calculator</CardTitle>
        <CardDescription>
          Your parlay is down to its last leg. Bet the other side of that leg to break even or lock in a profit whatever happens.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <FormField label="Parlay Stake ($)">
            {(c) => <Input {...c} type="number" inputMode="decimal" min={0} step={0.01} value={text.parlayStake} onChange={setField('parlayStake')} />}
          </FormField>
          <FormField label="Parlay Payout ($)">
            {(c) => <Input {...c} type="number" inputMode="decimal" min={0} step={0.01} value={text.parlayPayout} onChange={setField('parlayPayout')} />}
          </FormField>
          <div className="grid content-start gap-2">
            <span id="gross-payout-label" className="text-sm font-medium">
              Gross Payout
            </span>
            <button
              type="button"
              role="switch"
              aria-checked={text.isGrossPayout}
              aria-labelledby="gross-payout-label"
              aria-describedby="gross-payout-note"
              onClick={() => setText((current) => ({ ...current, isGrossPayout: !current.isGrossPayout }))}
              className={cn(
                'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
                text.isGrossPayout ? 'bg-primary' : 'bg-input',
              )}
            >
              <span className={cn('block size-5 rounded-full bg-card shadow transition-transform', text.isGrossPayout ? 'translate-x-5' : 'translate-x-0')} />
            </button>
            <p id="gross-payout-note" className="text-xs text-muted-foreground">
              {text.isGrossPayout ? 'The payout includes the stake.' : 'The payout is the win on top of the stake.'}
            </p>
          </div>
          <FormField label={`Hedge Odds (${oddsFormatName(format)})`} error={oddsError}>
            {(c) => <OddsInput {...c} value={text.hedgeOdds} onChange={setField('hedgeOdds')} />}
          </FormField>
        </div>
        <p className="text-xs text-muted-foreground">
          Example: a $10 3-leg parlay paying $500 with one leg to go; hedging about $50 on the other side at {price(LAST_LEG_HEDGE_DEFAULTS.hedgeOdds)} already covers the stake.
        </p>

        <div aria-live="polite" aria-busy={hedge.isFetching}>
          {hedge.data ? (
            <div className={cn('transition-opacity', hedge.isFetching && 'opacity-60')}>
              <LastLegResults result={hedge.data} />
            </div>
          ) : hedge.isError ? (
            <p className="rounded-md bg-muted/60 p-4 text-sm text-muted-foreground">Hedge results are unavailable right now. Change an input to try again.</p>
          ) : (
            <Spinner label="Calculating hedge..." className="py-8" />
          )}
        </div>
      </CardContent>
    </Card>
  );
}
