import { CircleAlert, SearchX } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

export const SLATE_LOADING_TEXT = 'Loading live game data and alternate lines...';

export function SlateLoading() {
  return (
    <div className="flex justify-center py-12">
      <Spinner label={SLATE_LOADING_TEXT} />
    </div>
  );
}

/**
 * docs/product/live-slate.md: "Error Loading Live Data" naming what failed, then the advice, with Retry. Retry is disabled while
 * its refresh runs (`retrying`): the card stays up during it (the lines keep their error while they load again),
 * and a second press started a second refresh that cancelled the first's requests: both ended in "Refresh
 * Failed" although the lines came back.
 */
export function SlateError({
  linesFailed,
  gamesFailed,
  retrying,
  onRetry,
}: {
  linesFailed: boolean;
  gamesFailed: boolean;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Alert variant="destructive" role="alert" className="flex-col items-start sm:flex-row sm:items-center">
      <CircleAlert aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">Error Loading Live Data</p>
        <p className="text-sm break-words opacity-90">
          {[linesFailed && 'Failed to load betting lines.', gamesFailed && 'Failed to load game data.', 'Please check your connection and try again.']
            .filter(Boolean)
            .join(' ')}
        </p>
      </div>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        Retry
      </Button>
    </Alert>
  );
}

export function SlateEmpty() {
  return (
    <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-8 text-center">
      <SearchX className="size-8 text-muted-foreground" aria-hidden />
      <p className="font-medium">No games found matching your criteria</p>
    </div>
  );
}
