import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { RouteBoundary } from './route-boundary';

/** Shows a spinner while a lazily loaded screen's code arrives, and the error card if it fails. */
export function RootLayout() {
  return (
    <RouteBoundary>
      <Suspense fallback={<Spinner label="Loading..." className="min-h-dvh" />}>
        <Outlet />
      </Suspense>
    </RouteBoundary>
  );
}
