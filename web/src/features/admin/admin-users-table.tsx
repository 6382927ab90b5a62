import type { User } from '@playbook/contracts';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatLocaleDate, formatLocaleDateTime } from '@/lib/format';
import { formatDurationDays, subscriptionDurationDays } from './admin-stats';

const SUBSCRIPTION_BADGE: Record<User['subscriptionStatus'], BadgeProps['variant']> = {
  active: 'success',
  inactive: 'secondary',
  expired: 'destructive',
};

/**
 * The User Accounts table; it scrolls sideways inside its own box on phones. Subscription is the plan and
 * Status its state (docs/product/accounts-and-admin.md lists "subscription type and status"); when an account last signed in is the
 * Last Login column's.
 */
export function AdminUsersTable({ users, now }: { users: User[]; now: Date }) {
  return (
    <Table aria-label="User Accounts">
      <TableHeader>
        <TableRow>
          <TableHead>User</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Subscription</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Duration</TableHead>
          <TableHead>Created</TableHead>
          <TableHead>Last Login</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.id}>
            <TableCell className="font-medium">{user.username}</TableCell>
            <TableCell>{user.email ?? '—'}</TableCell>
            <TableCell>
              <Badge variant={user.role === 'admin' ? 'default' : 'outline'}>{user.role}</Badge>
            </TableCell>
            <TableCell className="capitalize">{user.subscriptionType}</TableCell>
            <TableCell>
              <Badge variant={SUBSCRIPTION_BADGE[user.subscriptionStatus]}>{user.subscriptionStatus}</Badge>
            </TableCell>
            <TableCell className="tabular-nums">{formatDurationDays(subscriptionDurationDays(user, now))}</TableCell>
            <TableCell className="tabular-nums">{formatLocaleDate(user.createdAt)}</TableCell>
            <TableCell className="tabular-nums">{formatLocaleDateTime(user.lastLoginAt, 'Never')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
