import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@playbook/contracts';
import { getJsonOrNull } from '@/lib/api';
import { adminUserQueryKey, loadUserSchema } from '@/lib/session';

// Defined beside the user's entry: both are the session entries a change of who is signed in rewrites.
export { adminUserQueryKey };

/** docs/product/accounts-and-admin.md: the admin session, no retry and no refetch on window focus; 401/403 mean "no admin". */
export const adminUserQuery = queryOptions({
  queryKey: adminUserQueryKey,
  queryFn: () => getJsonOrNull('/admin-api/user', loadUserSchema, [401, 403]),
  retry: false,
  refetchOnWindowFocus: false,
});

export function useAdminUser() {
  return useQuery(adminUserQuery);
}

export function isAdmin(user: User | null | undefined): user is User {
  return user?.role === 'admin';
}
