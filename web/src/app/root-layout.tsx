import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '@/components/ui/spinner';

/** Shows a spinner while a lazily loaded screen's code arrives. */
export function RootLayout() {
  return (
    <Suspense fallback={<Spinner label="Loading..." className="min-h-dvh" />}>
      <Outlet />
    </Suspense>
  );
}
