import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { LoginRequest } from '@playbook/contracts';
import { apiRequest } from '@/lib/api';
import { loadUserSchema } from '@/lib/session';
import { setSession } from '@/lib/session-broadcast';
import { toast } from '@/lib/toast';
import { loginFailureMessage } from './auth-messages';

export function useLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: LoginRequest) => apiRequest('POST', '/api/login', body, loadUserSchema),
    onSuccess: (user) => {
      setSession(queryClient, user);
      toast({ title: 'Welcome back!', description: `Signed in as ${user.username}` });
      void navigate('/', { replace: true });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Login failed', description: loginFailureMessage(error) });
    },
  });
}
