import { Button } from '@/components/ui/button';

export interface HistoryMoreProps {
  shown: number;
  /** Every parlay of the history (the performance figures' count); the shown ones are the newest. */
  total: number;
  hasMore: boolean;
  loading: boolean;
  /** Why the last "Show More" failed; the button then asks again. */
  error: string | null;
  onShowMore: () => void;
}

/**
 * The history comes in pages (ADR 043). Says how many of the parlays are shown, and a button
 * appends the next page, with its loading and error states.
 */
export function HistoryMore({ shown, total, hasMore, loading, error, onShowMore }: HistoryMoreProps) {
  if (!hasMore && error === null) return null;
  return (
    <div className="grid justify-items-center gap-2 border-t pt-4 text-center">
      <p className="text-xs text-muted-foreground" aria-live="polite">
        Showing the newest {shown.toLocaleString()} of {Math.max(total, shown).toLocaleString()} parlays
      </p>
      {error !== null && (
        <p className="text-sm text-destructive" role="alert">
          Could not load more parlays: {error}
        </p>
      )}
      <Button variant="outline" size="sm" onClick={onShowMore} disabled={loading} aria-busy={loading}>
        {loading ? 'Loading More...' : 'Show More'}
      </Button>
    </div>
  );
}
