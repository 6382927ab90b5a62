import { decimalToAmerican } from '@playbook/core';
import { SourceError } from '../http/source-error.ts';
import type { OddsApiEvent } from './odds-api-schema.ts';

export type PriceFormat = 'american' | 'decimal';

function isAmericanPrice(price: number): boolean {
  return Number.isInteger(price) && Math.abs(price) >= 100;
}

/**
 * The price format of a whole payload. Playbook asks for American prices, but a saved response may be
 * decimal (the 2023 NCAAF sample is): the payload is American only when every price is a whole number at or
 * beyond ±100, and decimal otherwise. Deciding per payload, not per price, keeps a decimal longshot such as
 * 101.0 from being read as +101.
 */
export function priceFormatOf(events: readonly OddsApiEvent[]): PriceFormat {
  for (const event of events) {
    for (const bookmaker of event.bookmakers) {
      for (const market of bookmaker.markets) {
        if (market.outcomes.records.some((outcome) => !isAmericanPrice(outcome.price))) return 'decimal';
      }
    }
  }
  return 'american';
}

/**
 * A price as whole American odds. Decimal prices go through core's conversion, which rounds to the nearest
 * whole price and keeps even money at +100, so every result is at or beyond ±100. A decimal price of 1 or
 * less cannot be a price: the payload is malformed.
 */
export function americanPrice(price: number, format: PriceFormat, where: string): number {
  if (format === 'american') return price;
  if (!(price > 1)) throw new SourceError('odds-api', `${where}: decimal price ${price} is not above 1`);
  return decimalToAmerican(price);
}
