import { z } from 'zod';
import {
  americanToDecimal,
  decimalToAmerican,
  formatOdds,
  HEDGE_DEFAULT_LEGS,
  HEDGE_DEFAULTS,
  hedgeNewLeg,
  ODDS_INPUT_HINTS,
  parseOdds,
  type HedgeLeg,
  type OddsFormat,
} from '@playbook/core';
import { hedgeDescriptionSchema, hedgePayoutMultiplierSchema, hedgeRequestSchemaOf, REQUIRED_MESSAGE } from '@playbook/contracts';

/**
 * The Guaranteed Break-Even Calculator's form: the contracts' hedge request, except that a leg's price may
 * be typed as a net payout multiplier (docs/product/arbitrage-and-hedging.md, "4.5x") or as
 * odds in the bettor's one odds format (ADR 056, ADR 063: +350, 4.50, 7/2 or 22.2 %), which the form converts
 * to the multiplier the API takes (decimal odds − 1). The format is the account's; the form never picks one.
 */
export const PRICE_KINDS = ['multiplier', 'odds'] as const;
export type PriceKind = (typeof PRICE_KINDS)[number];

export interface HedgeFormLeg {
  priceFormat: PriceKind;
  /** As typed, so a fraction or a half-typed price stays on screen. */
  price: string;
  description?: string | undefined;
}

const typedMultiplier = (text: string): number | null => {
  const trimmed = text.trim();
  const value = trimmed === '' ? Number.NaN : Number(trimmed);
  return Number.isFinite(value) ? value : null;
};

/** The multiplier a leg's price stands for, or null while the price is not a valid one of its kind. */
export function legMultiplier(leg: Pick<HedgeFormLeg, 'priceFormat' | 'price'>, format: OddsFormat): number | null {
  if (leg.priceFormat === 'multiplier') return typedMultiplier(leg.price);
  const parsed = parseOdds(leg.price, format);
  return parsed.ok ? americanToDecimal(parsed.americanOdds) - 1 : null;
}

function hedgeFormLegSchema(format: OddsFormat) {
  return z
    .object({
      priceFormat: z.enum(PRICE_KINDS),
      price: z.string(),
      description: hedgeDescriptionSchema,
    })
    .superRefine((leg, ctx) => {
      const multiplier = legMultiplier(leg, format);
      if (multiplier === null) {
        ctx.addIssue({ code: 'custom', path: ['price'], message: leg.priceFormat === 'odds' ? ODDS_INPUT_HINTS[format] : REQUIRED_MESSAGE });
        return;
      }
      // The payout rule (at least 0.1x) applies to the converted multiplier too: -1100 is 0.09x, below 0.1x.
      const checked = hedgePayoutMultiplierSchema.safeParse(multiplier);
      const issue = checked.error?.issues[0];
      if (issue) ctx.addIssue({ code: 'custom', path: ['price'], message: issue.message });
    })
    .transform((leg): HedgeLeg => {
      const description = leg.description?.trim();
      return { payoutMultiplier: legMultiplier(leg, format) ?? Number.NaN, ...(description ? { description } : {}) };
    });
}

/** The form's schema for prices typed in `format` (the bettor's odds format). */
export function hedgeFormSchemaOf(format: OddsFormat) {
  return hedgeRequestSchemaOf(hedgeFormLegSchema(format));
}
export type HedgeFormValues = z.input<ReturnType<typeof hedgeFormSchemaOf>>;

function formLeg(leg: Readonly<HedgeLeg>): HedgeFormLeg {
  return { priceFormat: 'multiplier', price: String(leg.payoutMultiplier), description: leg.description ?? '' };
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
 * The same price as the other kind, so switching keeps what it means: 4.5x ↔ +450 (or 5.50 in decimal),
 * 0.5x ↔ -200. A price that does not convert is kept as typed.
 */
export function convertPrice(leg: Pick<HedgeFormLeg, 'priceFormat' | 'price'>, to: PriceKind, format: OddsFormat): string {
  if (leg.priceFormat === to) return leg.price;
  const multiplier = legMultiplier(leg, format);
  if (multiplier === null || multiplier <= 0) return leg.price;
  if (to === 'odds') return formatOdds(decimalToAmerican(1 + multiplier), format);
  return String(Math.round(multiplier * 1000) / 1000);
}

/** '4.5x', '0.909x': the multiplier badge and the Preferred Bet options ('Bet N: Rx'). */
export function formatMultiplier(multiplier: number | null): string {
  if (multiplier === null) return '—';
  return `${Number(multiplier.toFixed(3))}x`;
}
