import type { User } from '@playbook/contracts';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatLocaleDate, formatLocaleDateTime } from '@/lib/format';
import { accountActivity, formatDurationDays, subscriptionDurationDays, type AccountActivity } from './admin-stats';

const SUBSCRIPTION_BADGE: Record<User['subscriptionStatus'], BadgeProps['variant']> = {
  active: 'success',
  inactive: 'secondary',
  expired: 'destructive',
};

const ACTIVITY: Record<AccountActivity, { label: string; variant: BadgeProps['variant'] }> = {
  recent: { label: 'Active (24h)', variant: 'success' },
  idle: { label: 'Idle', variant: 'secondary' },
  never: { label: 'Never signed in', variant: 'outline' },
};

/** The User Accounts table; it scrolls sideways inside its own box on phones. */
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
        {users.map((user) => {
          const activity = ACTIVITY[accountActivity(user, now)];
          return (
            <TableRow key={user.id}>
              <TableCell className="font-medium">{user.username}</TableCell>
              <TableCell>{user.email ?? '—'}</TableCell>
              <TableCell>
                <Badge variant={user.role === 'admin' ? 'default' : 'outline'}>{user.role}</Badge>
              </TableCell>
              <TableCell>
                <span className="mr-2 capitalize">{user.subscriptionType}</span>
                <Badge variant={SUBSCRIPTION_BADGE[user.subscriptionStatus]}>{user.subscriptionStatus}</Badge>
              </TableCell>
              <TableCell>
                <Badge variant={activity.variant}>{activity.label}</Badge>
              </TableCell>
              <TableCell className="tabular-nums">{formatDurationDays(subscriptionDurationDays(user, now))}</TableCell>
              <TableCell className="tabular-nums">{formatLocaleDate(user.createdAt)}</TableCell>
              <TableCell className="tabular-nums">{formatLocaleDateTime(user.lastLoginAt, 'Never')}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
