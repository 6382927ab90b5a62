import { useForm } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useRegister } from './use-register';

const loadResolver = () => import('./account-form-resolvers').then((module) => module.signUpResolver);
const resolver = lazyResolver(loadResolver);

export function SignUpForm() {
  const registerUser = useRegister();
  const form = useForm({
    resolver,
    defaultValues: { username: '', email: '', password: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => registerUser.mutate(values));

  return (
    <form noValidate className="grid gap-4" onFocus={() => void loadResolver()} onSubmit={(event) => void onSubmit(event)}>
      <FormField label="Username" error={errors.username?.message}>
        {(control) => <Input {...control} autoComplete="username" {...form.register('username')} />}
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        {(control) => <Input {...control} type="password" autoComplete="new-password" {...form.register('password')} />}
      </FormField>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={registerUser.isPending}>
        {registerUser.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
