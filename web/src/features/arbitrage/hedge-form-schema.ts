import { z } from 'zod';
import {
  americanToDecimal,
  decimalToAmerican,
  HEDGE_DEFAULT_LEGS,
  HEDGE_DEFAULTS,
  hedgeNewLeg,
  isValidAmericanOdds,
  type HedgeLeg,
} from '@playbook/core';
import { hedgeDescriptionSchema, hedgePayoutMultiplierSchema, hedgeRequestSchemaOf, requiredNumber } from '@playbook/contracts';

/**
 * The Guaranteed Break-Even Calculator's form: the contracts' hedge request, except that a leg's price may
 * be typed as a net payout multiplier (docs/product/arbitrage-and-hedging.md, "4.5x") or, beyond the spec, as American odds (+350),
 * which the form converts to the multiplier the API takes (decimal odds − 1).
 */
export const PRICE_FORMATS = ['multiplier', 'american'] as const;
export type PriceFormat = (typeof PRICE_FORMATS)[number];

export const AMERICAN_ODDS_MESSAGE = 'American odds must be at or beyond ±100';

export interface HedgeFormLeg {
  priceFormat: PriceFormat;
  price: number;
  description?: string | undefined;
}

/** The multiplier a leg's price stands for, or null while the price is not a valid one of its format. */
export function legMultiplier(leg: Pick<HedgeFormLeg, 'priceFormat' | 'price'>): number | null {
  if (!Number.isFinite(leg.price)) return null;
  if (leg.priceFormat === 'multiplier') return leg.price;
  return isValidAmericanOdds(leg.price) ? americanToDecimal(leg.price) - 1 : null;
}

const hedgeFormLegSchema = z
  .object({
    priceFormat: z.enum(PRICE_FORMATS),
    price: requiredNumber(),
    description: hedgeDescriptionSchema,
  })
  .superRefine((leg, ctx) => {
    if (!Number.isFinite(leg.price)) return;
    const multiplier = legMultiplier(leg);
    if (multiplier === null) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: AMERICAN_ODDS_MESSAGE });
      return;
    }
    // The spec's payout rule applies to the converted multiplier too: -1100 is 0.09x, below 0.1x.
    const checked = hedgePayoutMultiplierSchema.safeParse(multiplier);
    const issue = checked.error?.issues[0];
    if (issue) ctx.addIssue({ code: 'custom', path: ['price'], message: issue.message });
  })
  .transform((leg): HedgeLeg => {
    const description = leg.description?.trim();
    return { payoutMultiplier: legMultiplier(leg) ?? Number.NaN, ...(description ? { description } : {}) };
  });

export const hedgeFormSchema = hedgeRequestSchemaOf(hedgeFormLegSchema);
export type HedgeFormValues = z.input<typeof hedgeFormSchema>;

function formLeg(leg: Readonly<HedgeLeg>): HedgeFormLeg {
  return { priceFormat: 'multiplier', price: leg.payoutMultiplier, description: leg.description ?? '' };
}

/** docs/product/arbitrage-and-hedging.md: bankroll 1000, risk 0.1, cascade on the first leg, Kelly 0.25, legs 4.5x, 2.5x, 1x. */
export function hedgeFormDefaults(): HedgeFormValues {
  return { ...HEDGE_DEFAULTS, legs: HEDGE_DEFAULT_LEGS.map(formLeg) };
}

/** A new leg: 2x and 'Bet N' (docs/product/arbitrage-and-hedging.md), N its 1-based position. */
export function newFormLeg(position: number): HedgeFormLeg {
  return formLeg(hedgeNewLeg(position));
}

/**
 * The same price in the other format, so switching a leg's format keeps what it means: 4.5x ↔ +450,
 * 0.5x ↔ -200. A price that does not convert is kept as typed.
 */
export function convertPrice(leg: Pick<HedgeFormLeg, 'priceFormat' | 'price'>, to: PriceFormat): number {
  if (leg.priceFormat === to) return leg.price;
  const multiplier = legMultiplier(leg);
  if (multiplier === null || multiplier <= 0) return leg.price;
  if (to === 'american') return decimalToAmerican(1 + multiplier);
  return Math.round(multiplier * 1000) / 1000;
}

/** '4.5x', '0.909x': the multiplier badge and the Preferred Bet options ('Bet N: Rx'). */
export function formatMultiplier(multiplier: number | null): string {
  if (multiplier === null) return '—';
  return `${Number(multiplier.toFixed(3))}x`;
}
