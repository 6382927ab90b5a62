import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { usePriceFormat } from '@/lib/odds-format';

/** docs/product/arbitrage-and-hedging.md 'How It Works': the arithmetic behind the guarantee, in plain words. */
export function HowItWorksCard() {
  const price = usePriceFormat();
  return (
    <Card>
      <CardHeader>
        <CardTitle>How It Works</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm text-muted-foreground">
        <p>
          Each betting leg is one of several outcomes of which exactly one happens. A leg&apos;s payout multiplier is what it wins per
          dollar on top of the stake: a $10 stake at 2.5x returns $35. Odds, typed in your odds format, convert the same way ({price(250)} is 2.5x, {price(-200)} is 0.5x).
        </p>
        <ol className="grid list-decimal gap-2 pl-5">
          <li>
            <span className="font-medium text-foreground">Risk amount</span>: bankroll × risk fraction. The Kelly multiplier is the share of
            it actually staked across the legs.
          </li>
          <li>
            <span className="font-medium text-foreground">Sum of inverse returns</span>: add up 1 ÷ (1 + multiplier) over the legs. At 1.0000
            or below, stakes exist that pay back at least everything staked whichever leg wins: break-even is guaranteed.
          </li>
          <li>
            <span className="font-medium text-foreground">Constant payoff</span> stakes each leg in proportion to 1 ÷ (1 + multiplier), so
            every outcome returns the same amount.
          </li>
          <li>
            <span className="font-medium text-foreground">Cascade</span> stakes just enough on every other leg to break even and puts the rest
            on your preferred bet: no loss if it fails, all the upside if it wins.
          </li>
        </ol>
        <p>Stakes are rounded to the cent and add up exactly to the total staked. Above 1.0000 no split can guarantee break-even.</p>
      </CardContent>
    </Card>
  );
}
