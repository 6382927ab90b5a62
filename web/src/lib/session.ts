import { hashKey, queryOptions, useQuery, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { userSchema } from '@playbook/contracts';
import { getJsonOrNull } from './api';

export const currentUserQueryKey = ['/api/user'] as const;
/** The admin screens' session entry (spec 3 §7), read by features/admin/admin-session.ts. */
export const adminUserQueryKey = ['/admin-api/user'] as const;

/**
 * The signed-in user, or null (spec 3 §6: a 401 means not signed in). Sign-in, sign-up and sign-out
 * write this entry themselves, so it never goes stale on its own.
 */
export const currentUserQuery = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: () => getJsonOrNull('/api/user', userSchema),
  staleTime: Infinity,
});

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

/**
 * Drops every cached answer but the given session entries: what a change of who is signed in must leave
 * behind. The session entries are kept (set them first): the route guards observe them and must see the change.
 */
export function forgetAllBut(client: QueryClient, keep: readonly QueryKey[]): void {
  const kept = new Set(keep.map((key) => hashKey(key)));
  client.removeQueries({ predicate: (query) => !kept.has(query.queryHash) });
}
