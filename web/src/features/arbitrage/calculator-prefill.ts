import { formatOdds, HEDGE_DEFAULTS, HEDGE_MAX_LEGS, HEDGE_MIN_LEGS, isValidAmericanOdds, type OddsFormat } from '@playbook/core';
import type { HedgeFormValues } from './hedge-form-schema';

/**
 * Opening the calculator filled in (a scanner row opens it): `/arbitrage?bankroll=1000&leg=+105~Over
 * 44.5 (BetMGM)&leg=...`. The whole total is staked (risk fraction and Kelly multiplier 1) and split for an equal
 * payoff, as an arbitrage is staked.
 */
const LEG_SEPARATOR = '~';

export interface PrefillLeg {
  americanOdds: number;
  description: string;
}

export function calculatorSearch(total: number, legs: readonly PrefillLeg[]): string {
  const params = new URLSearchParams({ bankroll: String(total) });
  for (const leg of legs) params.append('leg', `${leg.americanOdds}${LEG_SEPARATOR}${leg.description}`);
  return params.toString();
}

/**
 * The form's values for a prefilled address, its American prices shown as odds in the bettor's format; null
 * when it names no usable bankroll and legs (the defaults then).
 */
export function calculatorPrefill(params: URLSearchParams, format: OddsFormat): HedgeFormValues | null {
  const bankroll = Number(params.get('bankroll'));
  const legs = params.getAll('leg').map((text) => {
    const [price = '', ...rest] = text.split(LEG_SEPARATOR);
    return { americanOdds: Number(price), description: rest.join(LEG_SEPARATOR).slice(0, 100) };
  });
  if (!(bankroll >= 1) || legs.length < HEDGE_MIN_LEGS || legs.length > HEDGE_MAX_LEGS || !legs.every((leg) => isValidAmericanOdds(leg.americanOdds))) return null;
  const formLegs = legs.map((leg) => ({ priceFormat: 'odds' as const, price: formatOdds(leg.americanOdds, format), description: leg.description }));
  return { ...HEDGE_DEFAULTS, bankroll, riskFraction: 1, kellyMultiplier: 1, strategy: 'constant-payoff', legs: formLegs };
}
