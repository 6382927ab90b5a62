import { Info } from 'lucide-react';
import { hedgeRiskAmount, hedgeTotalStake } from '@playbook/core';
import { Alert } from '@/components/ui/alert';
import { formatMoney } from '@/lib/money';

interface RiskAmountBoxProps {
  bankroll: number | undefined;
  riskFraction: number | undefined;
  kellyMultiplier: number | undefined;
}

const finite = (value: number | undefined): value is number => value !== undefined && Number.isFinite(value);

/** docs/product/arbitrage-and-hedging.md info box 'Risk Amount: $X (Y% of $Z bankroll)', and what of it is staked (risk × Kelly). */
export function RiskAmountBox({ bankroll, riskFraction, kellyMultiplier }: RiskAmountBoxProps) {
  if (!finite(bankroll) || !finite(riskFraction)) {
    return (
      <Alert aria-live="polite">
        <Info aria-hidden="true" />
        <p>Enter a bankroll and a risk fraction to see the risk amount.</p>
      </Alert>
    );
  }
  const percent = Number((riskFraction * 100).toFixed(2));
  return (
    <Alert aria-live="polite">
      <Info aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-medium">
          Risk Amount: {formatMoney(hedgeRiskAmount(bankroll, riskFraction))} ({percent}% of {formatMoney(bankroll)} bankroll)
        </p>
        {finite(kellyMultiplier) && (
          <p className="text-muted-foreground">
            Total staked across the legs: {formatMoney(hedgeTotalStake({ bankroll, riskFraction, kellyMultiplier }))} (Kelly multiplier{' '}
            {kellyMultiplier} × risk amount)
          </p>
        )}
      </div>
    </Alert>
  );
}
