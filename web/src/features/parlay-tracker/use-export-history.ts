import { useMutation } from '@tanstack/react-query';
import { describeError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { downloadHistoryCsv } from './export-history';
import { fetchWholeHistory } from './use-parlay-history';

/**
 * The CSV export: every parlay, not only the pages shown, read again in the largest pages (ADR 043). A mutation
 * rather than a bare call so a session that ended mid-export is handled as everywhere else (ADR 001 stop 23).
 */
export function useExportHistory() {
  return useMutation({
    mutationFn: fetchWholeHistory,
    onSuccess: (parlays) => {
      const fileName = downloadHistoryCsv(parlays);
      toast({ title: 'Exported', description: `Saved ${fileName}` });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Export Failed', description: describeError(error) });
    },
  });
}
