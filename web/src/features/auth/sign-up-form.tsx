import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { registerRequestSchema } from '@playbook/contracts';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useRegister } from './use-register';

export function SignUpForm() {
  const registerUser = useRegister();
  const form = useForm({
    resolver: zodResolver(registerRequestSchema),
    defaultValues: { username: '', email: '', password: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => registerUser.mutate(values));

  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void onSubmit(event)}>
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
