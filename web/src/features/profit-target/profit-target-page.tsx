import { Link, useSearchParams } from 'react-router';
import { Eye, Radio } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LastLegHedgeCalculator } from './last-leg-hedge-calculator';
import { ParlayGenerator } from './parlay-generator';

/**
 * `?tab=last-leg` opens the Last-Leg Hedge Calculator (links and the e2e tests use it); anything else,
 * or nothing, opens the Parlay Generator tab.
 */
export const LAST_LEG_TAB = 'last-leg';
const GENERATOR_TAB = 'generator';

/** docs/product/profit-target.md "Parlay generator page" (routes /profit-calculator and /profit-target). */
export function ProfitTargetPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === LAST_LEG_TAB ? LAST_LEG_TAB : GENERATOR_TAB;
  const selectTab = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === LAST_LEG_TAB) updated.set('tab', LAST_LEG_TAB);
        else updated.delete('tab');
        return updated;
      },
      { replace: true },
    );

  return (
    <div className="grid grid-cols-1 gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">Profit Calculator</h1>
          <p className="text-sm text-muted-foreground">Parlays toward a daily profit target, and a hedge for the last leg of a live parlay.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to="/watchlist">
              <Eye aria-hidden="true" />
              Watchlist &amp; Favorites
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to="/live-game-slate">
              <Radio aria-hidden="true" />
              Browse Live Games &amp; Lines
            </Link>
          </Button>
        </div>
      </header>
      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-auto">
          <TabsTrigger value={GENERATOR_TAB} className="whitespace-normal py-1.5 sm:whitespace-nowrap">
            Parlay Generator
          </TabsTrigger>
          <TabsTrigger value={LAST_LEG_TAB} className="whitespace-normal py-1.5 sm:whitespace-nowrap">
            Last-Leg Hedge Calculator
          </TabsTrigger>
        </TabsList>
        <TabsContent value={GENERATOR_TAB}>
          <ParlayGenerator />
        </TabsContent>
        <TabsContent value={LAST_LEG_TAB}>
          <LastLegHedgeCalculator />
        </TabsContent>
      </Tabs>
    </div>
  );
}
