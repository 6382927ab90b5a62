import { hashKey, queryOptions, useQuery, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { User } from '@playbook/contracts';
import { getJsonOrNull } from './api';
import { forgetEarlyRequests } from './early-requests';
import { loadFrameSchemas } from './schema';

/** The user schema, and zod with it, loaded when a signed-in answer is first read (ADR 068). */
export const loadUserSchema = () => loadFrameSchemas().then((module) => module.userSchema);

export const currentUserQueryKey = ['/api/user'] as const;
/** The admin screens' session entry (docs/product/accounts-and-admin.md), read by features/admin/admin-session.ts. */
export const adminUserQueryKey = ['/admin-api/user'] as const;

/**
 * The signed-in user, or null (docs/product/accounts-and-admin.md: a 401 means not signed in). Sign-in, sign-up and sign-out
 * write this entry themselves, so it never goes stale on its own.
 */
export const currentUserQuery = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: () => getJsonOrNull('/api/user', loadUserSchema),
  staleTime: Infinity,
});

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

/**
 * Drops every cached answer but the given session entries: what a change of who is signed in must leave
 * behind. The session entries are kept (set them first): the route guards observe them and must see the change.
 */
function forgetAllBut(client: QueryClient, keep: readonly QueryKey[]): void {
  const kept = new Set(keep.map((key) => hashKey(key)));
  client.removeQueries({ predicate: (query) => !kept.has(query.queryHash) });
}

/**
 * The one way this tab records who the session cookie names now (null: nobody): both session entries (the admin
 * entry only for an admin; one session answers /api/user and /admin-api/user) and nothing else of the previous
 * identity's cached (nor its reads started with the page). Sign-in, sign-up, sign-out, the admin's, another tab's
 * change and an ended session all come here.
 */
export function writeSession(client: QueryClient, user: User | null): void {
  client.setQueryData(currentUserQueryKey, user);
  client.setQueryData(adminUserQueryKey, user?.role === 'admin' ? user : null);
  forgetAllBut(client, [currentUserQueryKey, adminUserQueryKey]);
  // Reads started with the page were the previous identity's.
  forgetEarlyRequests();
}
