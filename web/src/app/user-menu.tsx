import { ChevronDown, CircleUser, LogOut } from 'lucide-react';
import type { User } from '@playbook/contracts';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { DisplaySettingsMenu } from './display-settings-menu';
import { useLogout } from './use-logout';

export function UserMenu({ user }: { user: User }) {
  const logout = useLogout();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="h-9 max-w-48 gap-1.5 px-2">
          <CircleUser aria-hidden="true" />
          {/* Phones show only the icon; the username still names the button. */}
          <span className="sr-only sm:not-sr-only sm:truncate">{user.username}</span>
          <ChevronDown className="hidden opacity-60 sm:block" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="text-xs font-normal text-muted-foreground">Signed in as</span>
          <span className="truncate">{user.username}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DisplaySettingsMenu />
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={logout.isPending} onSelect={() => logout.mutate()}>
          <LogOut aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
