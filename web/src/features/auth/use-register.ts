import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { RegisterRequest } from '@playbook/contracts';
import { apiRequest } from '@/lib/api';
import { loadUserSchema } from '@/lib/session';
import { setSession } from '@/lib/session-broadcast';
import { toast } from '@/lib/toast';
import { registrationFailureMessage } from './auth-messages';

export function useRegister() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: RegisterRequest) => apiRequest('POST', '/api/register', body, loadUserSchema),
    onSuccess: (user) => {
      setSession(queryClient, user);
      toast({ title: 'Account created!', description: `Welcome to Playbook, ${user.username}!` });
      void navigate('/', { replace: true });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Registration failed', description: registrationFailureMessage(error) });
    },
  });
}
