import { useId } from 'react';
import type { LineHistoryResponse, LiveBettingLine, MarketType } from '@playbook/contracts';
import { ReadRegion } from '@/components/read-region';
import { UnconfirmedCloseNote, UnconfirmedCloseStar } from '@/components/unconfirmed-close';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatLocaleDateTime } from '@/lib/format';
import { usePriceFormat, formatSignedPoints } from '@/lib/odds-format';
import { useLineHistories } from '@/lib/queries/line-history';

interface HistoricalDataDialogProps {
  open: boolean;
  lines: readonly LiveBettingLine[];
  onClose: () => void;
}

/** A point as the slate prints it: a spread with its sign, a total as it is. */
const linePoint = (market: MarketType, value: number): string => (market === 'total' ? String(value) : formatSignedPoints(value));

/**
 * Where the side's point moved (ADR 044): the first price names its point, a price at another point than the one
 * before it reads "moved to" that point, and a price at an unchanged point names none.
 */
function pointText(market: MarketType, points: readonly (number | null)[], index: number): string {
  const value = points[index] ?? null;
  if (value === null || (index > 0 && value === points[index - 1])) return '';
  return `${index === 0 ? '' : 'moved to '}${linePoint(market, value)} at `;
}

/**
 * A close its source did not confirm before kick-off (ADR 035) is marked as the tracker marks a leg on it: an
 * asterisk on the closing price pointing to the tracker's note under the prices, so both screens say the same.
 */
function PriceHistory({ data }: { data: LineHistoryResponse }) {
  const price = usePriceFormat();
  const { line, history } = data;
  const noteId = useId();
  const unconfirmed = line.closingOdds === null ? null : line.unconfirmedCloseSource;
  const closing = line.closingOdds === null ? 'not yet (before kick-off)' : price(line.closingOdds);
  // An older server sends no point with a price: the line's own.
  const points = history.map((point) => (point.lineValue === undefined ? line.lineValue : point.lineValue));
  const pointMoves = new Set(points).size > 1;
  const latestPoint = points.at(-1) ?? line.lineValue;
  const movedTo = latestPoint !== line.lineValue && latestPoint !== null ? linePoint(line.market, latestPoint) : null;
  return (
    <>
      <p className="text-muted-foreground">
        Opened {price(line.openingOdds)} · now {price(line.latestOdds)} · closing{' '}
        {unconfirmed === null ? (
          closing
        ) : (
          <span aria-describedby={noteId}>
            {closing}
            <UnconfirmedCloseStar />
          </span>
        )}
        {!line.active && (movedTo === null ? ' · no longer offered' : ` · moved to ${movedTo}`)}
      </p>
      {unconfirmed !== null && <UnconfirmedCloseNote id={noteId} source={unconfirmed} />}
      <ol aria-label="Price changes" className="mt-1 grid gap-0.5">
        {history.map((point, index) => (
          <li key={`${point.recordedAt} ${String(index)}`} className="flex justify-between gap-4 tabular-nums">
            <span>{formatLocaleDateTime(point.recordedAt)}</span>
            <span className="text-right">
              {pointMoves && pointText(line.market, points, index)}
              {price(point.americanOdds)}
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}

/**
 * 'View Historical Data' (docs/product/live-slate.md, behaviour not shown): each selected line's price history from the stored
 * line history (a new row per price change): opening, latest and closing price, and every change with its time.
 * A line whose history failed to load says why and offers Try Again for that line alone.
 */
export function HistoricalDataDialog({ open, lines, onClose }: HistoricalDataDialogProps) {
  const histories = useLineHistories(
    lines.map((line) => line.id),
    open,
  );
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[85vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Historical Data</DialogTitle>
          <DialogDescription>How the selected lines' prices moved since they were first seen.</DialogDescription>
        </DialogHeader>
        {lines.length === 0 ? (
          <p className="text-sm text-muted-foreground">Select lines to see how their prices moved.</p>
        ) : (
          <ul className="grid gap-3 text-sm">
            {lines.map((line, index) => {
              const history = histories[index];
              return (
                <li key={line.id} className="break-words">
                  <p className="font-medium">
                    {line.matchup}: {line.description} ({line.bookmaker})
                  </p>
                  {history && (
                    <ReadRegion
                      read={history}
                      label={`Price history: ${line.description} (${line.bookmaker})`}
                      loading={<p role="status" className="text-muted-foreground">Loading price history...</p>}
                      errorTitle="Could not load this line's history"
                      retryLabel={`Try Again: ${line.description} (${line.bookmaker})`}
                      keepDataOnError
                    >
                      {(data) => <PriceHistory data={data} />}
                    </ReadRegion>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
