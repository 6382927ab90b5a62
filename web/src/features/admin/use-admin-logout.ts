import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest, describeError } from '@/lib/api';
import { announceSession } from '@/lib/session-broadcast';
import { toast } from '@/lib/toast';
import { adminUserQueryKey } from './admin-session';

export function useAdminLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/admin-api/logout'),
    onSuccess: () => {
      // Spec 3 §4: admin logout clears the user and all cached data.
      queryClient.clear();
      queryClient.setQueryData(adminUserQueryKey, null);
      // One cookie for both: the other tabs' user screens are signed out too.
      announceSession(null);
      void navigate('/admin-login', { replace: true });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Logout failed', description: describeError(error) });
    },
  });
}
