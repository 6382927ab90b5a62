import { Navigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Lock, ShieldCheck, ShieldExclamationPoint } from 'lucide-react';
import { loginRequestSchema } from '@playbook/contracts';
import { FormField } from '@/components/form-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { isAdmin, useAdminUser } from './admin-session';
import { PasswordInput } from './password-input';
import { adminLoginFailureMessage, useAdminLogin } from './use-admin-login';

/** docs/product/accounts-and-admin.md /admin-login: a separate sign-in for administrators; a signed-in admin goes to /admin. */
export function AdminLoginPage() {
  const { data: admin, isPending } = useAdminUser();
  const login = useAdminLogin();
  const form = useForm({ resolver: zodResolver(loginRequestSchema), defaultValues: { username: '', password: '' } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => login.mutate(values));

  if (isPending) return <Spinner label="Checking admin session..." className="min-h-dvh" />;
  if (isAdmin(admin)) return <Navigate to="/admin" replace />;

  return (
    <main className="grid min-h-dvh place-items-center bg-gradient-to-b from-secondary to-background px-4 py-10">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <ShieldCheck className="size-10 text-primary" aria-hidden="true" />
          <h1 className="text-2xl font-bold tracking-tight">Admin Access</h1>
          <CardDescription>Sign in with an administrator account to manage Playbook users.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {login.isError && (
            <Alert role="alert" variant="destructive">
              <ShieldExclamationPoint aria-hidden="true" />
              <div className="grid gap-0.5">
                <p className="font-semibold">Authentication Failed</p>
                <p>{adminLoginFailureMessage(login.error)}</p>
              </div>
            </Alert>
          )}
          <form noValidate className="grid gap-4" onSubmit={(event) => void onSubmit(event)}>
            <FormField label="Username" error={errors.username?.message}>
              {(control) => <Input {...control} autoComplete="username" {...form.register('username')} />}
            </FormField>
            <FormField label="Password" error={errors.password?.message}>
              {(control) => <PasswordInput {...control} autoComplete="current-password" {...form.register('password')} />}
            </FormField>
            <Button type="submit" size="lg" className="mt-1 w-full" disabled={login.isPending}>
              {login.isPending ? 'Signing in...' : 'Sign In'}
            </Button>
          </form>
          <p className="flex items-center justify-center gap-1.5 text-xs text-muted-foreground">
            <Lock className="size-3.5" aria-hidden="true" />
            Access to this area is logged and monitored.
          </p>
        </CardContent>
      </Card>
    </main>
  );
}
