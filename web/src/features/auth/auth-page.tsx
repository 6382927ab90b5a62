import { Navigate } from 'react-router';
import { Logo } from '@/components/logo';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCurrentUser } from '@/lib/session';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

/** docs/product/accounts-and-admin.md /auth: Sign In and Sign Up tabs; a signed-in user is sent to /. */
export function AuthPage() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <Spinner label="Checking your session..." className="min-h-dvh" />;
  if (user) return <Navigate to="/" replace />;

  return (
    <main className="grid min-h-dvh place-items-center bg-gradient-to-b from-accent/70 to-background px-4 py-10">
      <div className="w-full max-w-md">
        <div className="mb-6 flex flex-col items-center gap-2 text-center">
          <Logo className="size-14" />
          <h1 className="text-3xl font-bold tracking-tight">Playbook</h1>
          <p className="text-sm font-medium text-primary">Your Data-Driven Playbook to Beat the Odds</p>
          <p className="text-sm text-muted-foreground">Advanced football analytics and predictions for NFL and NCAA bettors.</p>
        </div>
        <Card>
          <CardContent className="p-5 sm:p-6">
            <Tabs defaultValue="sign-in">
              <TabsList className="w-full" aria-label="Account">
                <TabsTrigger value="sign-in">Sign In</TabsTrigger>
                <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
              </TabsList>
              <TabsContent value="sign-in">
                <SignInForm />
              </TabsContent>
              <TabsContent value="sign-up">
                <SignUpForm />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
