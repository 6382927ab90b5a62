import { queryOptions, useQuery } from '@tanstack/react-query';
import { userSchema } from '@playbook/contracts';
import { getJsonOrNull } from './api';

export const currentUserQueryKey = ['/api/user'] as const;

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
