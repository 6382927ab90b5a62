import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest, describeError } from '@/lib/api';
import { setSession } from '@/lib/session-broadcast';
import { toast } from '@/lib/toast';

export function useAdminLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/admin-api/logout'),
    onSuccess: () => {
      // Admin logout clears the user and all cached data; one cookie for both, so every tab's user screens too.
      setSession(queryClient, null);
      void navigate('/admin-login', { replace: true });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Logout failed', description: describeError(error) });
    },
  });
}
