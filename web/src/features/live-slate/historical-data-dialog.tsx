import { useId } from 'react';
import type { LineHistoryResponse, LiveBettingLine } from '@playbook/contracts';
import { ReadRegion } from '@/components/read-region';
import { UnconfirmedCloseNote, UnconfirmedCloseStar } from '@/components/unconfirmed-close';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatLocaleDateTime } from '@/lib/format';
import { formatAmericanOdds } from '@/lib/odds-format';
import { useLineHistories } from '@/lib/queries/line-history';

interface HistoricalDataDialogProps {
  open: boolean;
  lines: readonly LiveBettingLine[];
  onClose: () => void;
}

/**
 * A close its source did not confirm before kick-off (ADR 035) is marked as the tracker marks a leg on it: an
 * asterisk on the closing price pointing to the tracker's note under the prices, so both screens say the same.
 */
function PriceHistory({ data }: { data: LineHistoryResponse }) {
  const { line, history } = data;
  const noteId = useId();
  const unconfirmed = line.closingOdds === null ? null : line.unconfirmedCloseSource;
  const closing = line.closingOdds === null ? 'not yet (before kick-off)' : formatAmericanOdds(line.closingOdds);
  return (
    <>
      <p className="text-muted-foreground">
        Opened {formatAmericanOdds(line.openingOdds)} · now {formatAmericanOdds(line.latestOdds)} · closing{' '}
        {unconfirmed === null ? (
          closing
        ) : (
          <span aria-describedby={noteId}>
            {closing}
            <UnconfirmedCloseStar />
          </span>
        )}
        {!line.active && ' · no longer offered'}
      </p>
      {unconfirmed !== null && <UnconfirmedCloseNote id={noteId} source={unconfirmed} />}
      <ol aria-label="Price changes" className="mt-1 grid gap-0.5">
        {history.map((point) => (
          <li key={point.recordedAt} className="flex justify-between gap-4 tabular-nums">
            <span>{formatLocaleDateTime(point.recordedAt)}</span>
            <span>{formatAmericanOdds(point.americanOdds)}</span>
          </li>
        ))}
      </ol>
    </>
  );
}

/**
 * 'View Historical Data' (spec 3 §2, behaviour not shown): each selected line's price history from the stored
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
