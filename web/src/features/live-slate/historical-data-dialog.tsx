import type { LiveBettingLine } from '@playbook/contracts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatLocaleDateTime } from '@/lib/format';
import { formatAmericanOdds } from '@/lib/odds-format';

interface HistoricalDataDialogProps {
  open: boolean;
  lines: readonly LiveBettingLine[];
  lastUpdated: string | null | undefined;
  onClose: () => void;
}

/**
 * 'View Historical Data' (spec 3 §2, behaviour not shown). No line-history API exists yet, so rather than draw
 * a chart of invented movement the dialog says that only the current snapshot is stored and lists it.
 */
export function HistoricalDataDialog({ open, lines, lastUpdated, onClose }: HistoricalDataDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Historical Data</DialogTitle>
          <DialogDescription>
            Only one snapshot of these lines exists (as of {formatLocaleDateTime(lastUpdated ?? null)}), so there is no movement to chart yet.
          </DialogDescription>
        </DialogHeader>
        {lines.length === 0 ? (
          <p className="text-sm text-muted-foreground">Select lines to see their current snapshot.</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {lines.map((line) => (
              <li key={line.id} className="break-words">
                {line.matchup}: {line.description} {formatAmericanOdds(line.odds)} ({line.bookmaker})
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
