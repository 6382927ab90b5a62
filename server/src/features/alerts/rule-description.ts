import type { AlertRuleRequest } from '@playbook/contracts';
import { formatPrice } from './watched-targets.ts';

/** What a rule watches, in the bettor's words; `lineLabel` names a line rule's line. */
export function describeRule(rule: AlertRuleRequest, lineLabel: string | null): string {
  switch (rule.kind) {
    case 'line': {
      const threshold = rule.measure === 'price' ? formatPrice(rule.threshold) : String(rule.threshold);
      return `${lineLabel ?? 'A line'}: ${rule.measure} at or ${rule.direction} ${threshold}`;
    }
    case 'ev':
      return `+EV of ${rule.minEvPercent} % or more in ${rule.leagues.join(', ')} (${rule.markets.join(', ')})`;
    case 'arbitrage':
      return `Arbitrage of ${rule.minProfitPercent} % or more in ${rule.leagues.join(', ')}`;
    case 'settled':
      return 'A tracked parlay settles';
    case 'injury':
      return `${rule.team} (${rule.league}) injury report changes for ${rule.positions.join(', ')}`;
  }
}
