import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useDataLoading } from '@/lib/queries/data-loading';
import { dataLoadingNote } from './data-loading-messages';

/**
 * Above every screen while the first load from the real sources runs: how far it has come. Each time a league
 * finishes, every screen's data is asked again, so what just loaded shows without a reload.
 */
export function DataLoadingNote() {
  const loading = useDataLoading();
  const queryClient = useQueryClient();
  const finished = loading?.leagues.filter((entry) => entry.state === 'loaded' || entry.state === 'failed').length ?? 0;
  const seen = useRef(finished);
  useEffect(() => {
    if (finished === seen.current) return;
    seen.current = finished;
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'data-loading' });
  }, [finished, queryClient]);
  const note = loading ? dataLoadingNote(loading) : null;
  if (note === null) return null;
  return (
    <div role="status" className="border-b bg-muted/60 text-sm">
      <p className="mx-auto flex w-full max-w-7xl items-start gap-2 px-3 py-2 sm:px-6">
        <LoaderCircle className="mt-0.5 size-4 shrink-0 animate-spin text-primary" aria-hidden="true" />
        <span>{note}</span>
      </p>
    </div>
  );
}
