import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/session';
import { lazyScreen } from './lazy-screen';

// The signed-in frame (header, menus) is a chunk of its own, so /auth never downloads it.
export const AppLayout = lazyScreen(() => import('./app-layout').then((m) => m.AppLayout));
// The 404 is a chunk of its own too: a page nobody normally lands on stays off the first page (ADR 068).
const NotFoundPage = lazyScreen(() => import('@/features/not-found/not-found-page').then((m) => m.NotFoundPage));
const NotFoundCard = lazyScreen(() => import('@/features/not-found/not-found-page').then((m) => m.NotFoundCard));

/**
 * docs/product/accounts-and-admin.md: product screens need a signed-in user, else /auth; a spinner shows while the session is
 * checked. A failed check (server down) also goes to /auth, where signing in is the way forward.
 */
export function RequireAuth() {
  const { data: user, isPending } = useCurrentUser();
  useEffect(() => {
    // Fetch the frame's code while the session check is still running.
    void AppLayout.preload();
  }, []);

  if (isPending) return <Spinner label="Checking your session..." className="min-h-dvh" />;
  if (!user) return <Navigate to="/auth" replace />;
  return <AppLayout user={user} />;
}

/**
 * docs/product/accounts-and-admin.md 404 for any other path: public, and inside the header for a signed-in user, so they keep their
 * way around. The session check's spinner shows first (then the page's while the code loads), so the public card
 * never flashes by.
 */
export function NotFoundRoute() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <Spinner label="Checking your session..." className="min-h-dvh" />;
  if (!user) return <NotFoundPage />;
  return (
    <AppLayout user={user}>
      <NotFoundCard />
    </AppLayout>
  );
}
