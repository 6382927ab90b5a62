import { Button } from '@/components/ui/button';

interface BulkSettleBarProps {
  count: number;
  busy: boolean;
  onSettle: (status: 'won' | 'lost') => void;
  onClear: () => void;
}

/** The parlays ticked in the history, settled at once (won pays each one's potential payout). */
export function BulkSettleBar({ count, busy, onSettle, onClear }: BulkSettleBarProps) {
  if (count === 0) return null;
  return (
    <div role="region" aria-label="Settle selected parlays" className="sticky bottom-2 z-10 flex flex-wrap items-center gap-2 rounded-md border bg-card p-3 shadow-md">
      <p className="mr-auto text-sm font-medium" aria-live="polite">
        {count} {count === 1 ? 'parlay' : 'parlays'} selected
      </p>
      <Button size="sm" disabled={busy} onClick={() => onSettle('won')}>
        Mark Won
      </Button>
      <Button size="sm" variant="destructive" disabled={busy} onClick={() => onSettle('lost')}>
        Mark Lost
      </Button>
      <Button size="sm" variant="outline" onClick={onClear}>
        Clear Selection
      </Button>
    </div>
  );
}
