import { z } from 'zod';
import { ODDS_FORMAT_LABELS, parseOdds, type OddsFormat } from '@playbook/core';

/**
 * A price typed in the bettor's odds format (ADR 056), read as the nearest whole American price, as prices are
 * stored; text that is not a price in that format is refused with the format's own example.
 */
export function typedOddsField(format: OddsFormat) {
  return z.string().transform((text, context) => {
    const parsed = parseOdds(text, format);
    if (parsed.ok) return parsed.americanOdds;
    context.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  });
}

/** A format's name without its example, for a field's label: 'Decimal' from 'Decimal (1.91)'. */
export function oddsFormatName(format: OddsFormat): string {
  return ODDS_FORMAT_LABELS[format].replace(/\s*\(.*\)$/, '');
}
