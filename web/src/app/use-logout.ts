import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest, describeError } from '@/lib/api';
import { currentUserQueryKey } from '@/lib/session';
import { announceSession } from '@/lib/session-broadcast';
import { toast } from '@/lib/toast';

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/logout'),
    onSuccess: () => {
      // Nothing of the previous user may stay cached; the user entry is then known to be "nobody".
      queryClient.removeQueries();
      queryClient.setQueryData(currentUserQueryKey, null);
      announceSession(null);
      void navigate('/auth', { replace: true });
      toast({ title: 'Signed out', description: 'You have been successfully signed out' });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Logout failed', description: describeError(error) });
    },
  });
}
