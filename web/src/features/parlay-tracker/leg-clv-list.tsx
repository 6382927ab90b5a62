import { formatClv } from '@playbook/core';
import type { ParlayHistoryLeg } from '@playbook/contracts';
import { formatAmericanOdds } from '@/lib/odds-format';
import { cn } from '@/lib/utils';
import { ClvHelp } from './clv-help';
import { clvClass } from './sign-class';

/**
 * A tracked parlay's legs with each one's closing line value (issue 14): its price, the linked line's closing
 * price and the CLV, or '—' for a leg without a stored close (entered by hand, or not yet closed).
 */
export function LegClvList({ legs }: { legs: readonly ParlayHistoryLeg[] }) {
  if (legs.length === 0) return null;
  return (
    <table className="w-full text-sm" aria-label="Legs">
      <thead>
        <tr className="text-left text-xs text-muted-foreground">
          <th className="py-1 pr-2 font-medium">Leg</th>
          <th className="py-1 pr-2 text-right font-medium">Odds</th>
          <th className="py-1 pr-2 text-right font-medium">Close</th>
          <th className="py-1 text-right font-medium whitespace-nowrap">
            CLV <ClvHelp />
          </th>
        </tr>
      </thead>
      <tbody>
        {legs.map((leg, index) => (
          <tr key={index} className="border-t align-top">
            <td className="py-1 pr-2 break-words">
              <span className="font-medium">{leg.selection}</span> <span className="text-xs text-muted-foreground">{leg.game}</span>
            </td>
            <td className="py-1 pr-2 text-right tabular-nums">{formatAmericanOdds(leg.odds)}</td>
            <td className="py-1 pr-2 text-right tabular-nums">{leg.closingOdds === null ? '—' : formatAmericanOdds(leg.closingOdds)}</td>
            <td className={cn('py-1 text-right tabular-nums whitespace-nowrap', clvClass(leg.clv))}>{formatClv(leg.clv)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
