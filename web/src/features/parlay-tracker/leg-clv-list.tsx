import { useId } from 'react';
import { formatClv } from '@playbook/core';
import type { ParlayHistoryLeg } from '@playbook/contracts';
import { Badge } from '@/components/ui/badge';
import { UnconfirmedCloseNote, UnconfirmedCloseStar } from '@/components/unconfirmed-close';
import { STATUS_DETAIL_TEXT } from '@/lib/game-status-detail';
import { usePriceFormat } from '@/lib/odds-format';
import { cn } from '@/lib/utils';
import { ClvHelp } from './clv-help';
import { LegResultTag } from './grading-marks';
import { clvClass } from './sign-class';

/**
 * One leg: its price, the linked line's close and CLV, and its game's state where the source says more than its
 * status (a delayed, postponed or suspended game). A close its source did not confirm before kick-off (ADR
 * 035) keeps its figures, its CLV uncoloured (the close may be hours old, so the sign says little), and a note under
 * the leg that names the source; the close is marked with an asterisk that points to it.
 */
function LegRow({ leg }: { leg: ParlayHistoryLeg }) {
  const price = usePriceFormat();
  const noteId = useId();
  const unconfirmed = leg.closingOdds !== null && leg.unconfirmedCloseSource !== null ? leg.unconfirmedCloseSource : null;
  return (
    <tr className="border-t align-top">
      <td className="py-1 pr-2 wrap-anywhere">
        <span className="font-medium">{leg.selection}</span>
        <LegResultTag result={leg.result} /> <span className="text-xs text-muted-foreground">{leg.game}</span>
        {leg.gameStatusDetail && (
          <Badge variant="outline" className="ml-1 align-middle">
            {STATUS_DETAIL_TEXT[leg.gameStatusDetail]}
          </Badge>
        )}
        {unconfirmed !== null && (
          <UnconfirmedCloseNote id={noteId} source={unconfirmed} />
        )}
      </td>
      <td className="py-1 pr-2 text-right tabular-nums">{price(leg.odds)}</td>
      <td className="py-1 pr-2 text-right tabular-nums" aria-describedby={unconfirmed === null ? undefined : noteId}>
        {leg.closingOdds === null ? '—' : price(leg.closingOdds)}
        {unconfirmed !== null && <UnconfirmedCloseStar />}
      </td>
      <td className={cn('py-1 text-right tabular-nums whitespace-nowrap', unconfirmed === null ? clvClass(leg.clv) : 'text-muted-foreground')}>
        {formatClv(leg.clv)}
      </td>
    </tr>
  );
}

/**
 * A tracked parlay's legs with each one's closing line value: its price, the linked line's closing
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
          <LegRow key={index} leg={leg} />
        ))}
      </tbody>
    </table>
  );
}
