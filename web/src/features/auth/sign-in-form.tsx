import { useForm } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useLogin } from './use-login';

const loadResolver = () => import('./account-form-resolvers').then((module) => module.signInResolver);
const resolver = lazyResolver(loadResolver);

export function SignInForm() {
  const login = useLogin();
  const form = useForm({ resolver, defaultValues: { username: '', password: '' } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => login.mutate(values));

  return (
    <form noValidate className="grid gap-4" onFocus={() => void loadResolver()} onSubmit={(event) => void onSubmit(event)}>
      <FormField label="Username" error={errors.username?.message}>
        {(control) => <Input {...control} autoComplete="username" {...form.register('username')} />}
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        {(control) => <Input {...control} type="password" autoComplete="current-password" {...form.register('password')} />}
      </FormField>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={login.isPending}>
        {login.isPending ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
