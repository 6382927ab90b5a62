import { Navigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { isAdmin, useAdminUser } from './admin-session';
import { AdminHeader } from './admin-header';
import { AdminUsersPanel } from './admin-users-panel';

/** docs/product/accounts-and-admin.md /admin: needs an admin session, else /admin-login. */
export function AdminDashboardPage() {
  const { data: admin, isPending } = useAdminUser();
  if (isPending) return <Spinner label="Verifying admin access" className="min-h-dvh" />;
  if (!isAdmin(admin)) return <Navigate to="/admin-login" replace />;

  return (
    <div className="flex min-h-dvh flex-col">
      <AdminHeader admin={admin} />
      <main className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-3 py-6 sm:px-6">
        <h1 className="text-2xl font-bold tracking-tight">Admin Dashboard</h1>
        <AdminUsersPanel />
      </main>
    </div>
  );
}
