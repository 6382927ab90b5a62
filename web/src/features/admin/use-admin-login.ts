import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { LoginRequest } from '@playbook/contracts';
import { ApiError, apiRequest, describeError } from '@/lib/api';
import { loadUserSchema } from '@/lib/session';
import { setSession } from '@/lib/session-broadcast';
import { adminUserQueryKey } from './admin-session';

const ADMIN_LOGIN_FALLBACK = 'Invalid credentials or insufficient privileges';

/** docs/product/accounts-and-admin.md: the error message, or the fallback when a refusal carries no message of its own. */
export function adminLoginFailureMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
    return error.serverMessage ?? ADMIN_LOGIN_FALLBACK;
  }
  return describeError(error) || ADMIN_LOGIN_FALLBACK;
}

export function useAdminLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: LoginRequest) => apiRequest('POST', '/admin-api/login', body, loadUserSchema),
    onSuccess: (admin) => {
      // The session cookie is now the admin's, whoever was signed in before (the product screens' session too).
      setSession(queryClient, admin);
      void navigate('/admin', { replace: true });
    },
    onError: (error) => {
      // docs/product/accounts-and-admin.md: the failure is logged and the admin user cleared.
      console.error('Admin login failed', error);
      queryClient.setQueryData(adminUserQueryKey, null);
    },
  });
}
