import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest, describeError } from '@/lib/api';
import { setSession } from '@/lib/session-broadcast';
import { toast } from '@/lib/toast';

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/logout'),
    onSuccess: () => {
      setSession(queryClient, null);
      void navigate('/auth', { replace: true });
      toast({ title: 'Signed out', description: 'You have been successfully signed out' });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Logout failed', description: describeError(error) });
    },
  });
}
