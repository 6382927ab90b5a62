import { CircleUser, LogOut } from 'lucide-react';
import type { User } from '@playbook/contracts';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { useAdminLogout } from './use-admin-logout';

export function AdminHeader({ admin }: { admin: User }) {
  const logout = useAdminLogout();
  return (
    <header className="border-b bg-card">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-3 py-3 sm:px-6">
        <div className="mr-auto flex min-w-0 items-center gap-2">
          <Logo />
          <div className="min-w-0">
            <p className="text-lg leading-tight font-bold tracking-tight">Playbook Admin</p>
            <p className="flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
              <CircleUser className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="sr-only">Signed in as </span>
              <span className="truncate font-medium text-foreground">{admin.username}</span>
            </p>
          </div>
        </div>
        <Button variant="outline" size="sm" disabled={logout.isPending} onClick={() => logout.mutate()}>
          <LogOut aria-hidden="true" />
          Sign Out
        </Button>
      </div>
    </header>
  );
}
