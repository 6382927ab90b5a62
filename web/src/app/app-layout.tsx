import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import type { User } from '@playbook/contracts';
import { Spinner } from '@/components/ui/spinner';
import { AppHeader } from './app-header';
import { DataLoadingNote } from './data-loading-note';

/**
 * The signed-in frame: shared header, then the screen (its own spinner keeps the header up while loading), or
 * `children` where no route nests inside it (the 404 of a signed-in user).
 */
export function AppLayout({ user, children }: { user: User; children?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <AppHeader user={user} />
      <DataLoadingNote />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-3 py-6 outline-none sm:px-6">
        <Suspense fallback={<Spinner label="Loading..." className="py-24" />}>
          {children ?? <Outlet />}
        </Suspense>
      </main>
    </div>
  );
}
