import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';

interface TeamsLoadStateProps {
  league: string;
  isPending: boolean;
  isError: boolean;
  children: ReactNode;
}

/** docs/product/over-under.md: 'Loading {league} teams...', then 'Error Loading Teams', or the screen itself. */
export function TeamsLoadState({ league, isPending, isError, children }: TeamsLoadStateProps) {
  if (isPending) return <Spinner label={`Loading ${league} teams...`} className="py-16" />;
  if (isError) {
    return (
      <Alert variant="destructive" role="alert" className="flex-col gap-1">
        <p className="font-semibold">Error Loading Teams</p>
        <p>Please try refreshing the page</p>
      </Alert>
    );
  }
  return children;
}
