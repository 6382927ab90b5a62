import { useQuery } from '@tanstack/react-query';
import { adminUsersResponseSchema } from '@playbook/contracts';
import { getJson } from '@/lib/api';

/** docs/product/accounts-and-admin.md: only called when an admin is present, so only use it below the admin gate. */
export function useAdminUsers() {
  return useQuery({
    queryKey: ['/admin-api/users'],
    queryFn: () => getJson('/admin-api/users', adminUsersResponseSchema),
  });
}
