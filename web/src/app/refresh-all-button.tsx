import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useRefreshAll } from './use-refresh-all';

export function RefreshAllButton() {
  const refresh = useRefreshAll();
  return (
    <Button
      variant="outline"
      size="sm"
      className="h-9"
      aria-label="Refresh All Data"
      disabled={refresh.isPending}
      aria-busy={refresh.isPending}
      onClick={() => refresh.mutate()}
    >
      <RefreshCw className={cn(refresh.isPending && 'animate-spin')} aria-hidden="true" />
      <span className="md:hidden">Refresh</span>
      <span className="hidden md:inline">Refresh All Data</span>
    </Button>
  );
}
