import { RotateCw, TriangleExclamationPoint } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { describeError } from '@/lib/api';
import { adminCardCounts } from './admin-stats';
import { AdminStatCards } from './admin-stat-cards';
import { AdminUsersTable } from './admin-users-table';
import { useAdminUsers } from './use-admin-users';

export function AdminUsersPanel() {
  const users = useAdminUsers();
  // Counts and durations are "as of" the fetch, so they do not shift while the page is open.
  const asOf = new Date(users.dataUpdatedAt);

  return (
    <div className="grid grid-cols-1 gap-6">
      <AdminStatCards counts={users.data ? adminCardCounts(users.data, asOf) : null} />
      <Card>
        <CardHeader>
          <CardTitle>User Accounts</CardTitle>
          <CardDescription>Every registered account with its role, subscription and activity.</CardDescription>
        </CardHeader>
        <CardContent>
          {users.isPending && <Spinner label="Loading users..." className="py-10" />}
          {users.isError && (
            <Alert role="alert" variant="destructive" className="flex-col items-start sm:flex-row sm:items-center">
              <TriangleExclamationPoint aria-hidden="true" />
              <div className="grid flex-1 gap-0.5">
                <p className="font-semibold">Error Loading Users</p>
                <p>{describeError(users.error) || 'Failed to load user data'}</p>
              </div>
              <Button variant="outline" size="sm" className="text-foreground" onClick={() => window.location.reload()}>
                <RotateCw aria-hidden="true" />
                Retry
              </Button>
            </Alert>
          )}
          {users.data &&
            (users.data.users.length === 0 ? (
              <p className="py-10 text-center text-sm text-muted-foreground">No users found</p>
            ) : (
              <AdminUsersTable users={users.data.users} now={asOf} />
            ))}
        </CardContent>
      </Card>
    </div>
  );
}
