import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';
import { adminUserQueryKey, currentUserQueryKey, writeSession } from './session';
import { toast } from './toast';

/** The server's answer to a call whose session it no longer knows (ended in another tab, expired, or ended by create-admin). */
function isEndedSession(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.code === 'UNAUTHENTICATED';
}

/**
 * A call answered "not signed in" while the app believes someone is: the session ended elsewhere. Nothing of
 * it may stay cached, and the session entries become "nobody", so the route guards send the visitor to sign
 * in (docs/product/accounts-and-admin.md) instead of every screen failing on its own. Once they are "nobody", later 401s of the same
 * moment change nothing (one toast). Queries and mutations meet it through the query client; the generator's
 * search and upload, which run outside TanStack Query, call it with their error after their own toast, so
 * "Session ended" is the one left.
 */
export function forgetEndedSession(client: QueryClient, error: unknown): void {
  if (!isEndedSession(error)) return;
  if (!client.getQueryData(currentUserQueryKey) && !client.getQueryData(adminUserQueryKey)) return;
  writeSession(client, null);
  toast({ title: 'Session ended', description: 'You were signed out; sign in again to continue' });
}
