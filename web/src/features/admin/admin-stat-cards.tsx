import type { LucideIcon } from 'lucide-react';
import { Clock, CreditCard, ShieldCheck, Users } from 'lucide-react';
import { Card } from '@/components/ui/card';
import type { AdminCardCounts } from './admin-stats';

const CARDS: { key: keyof AdminCardCounts; title: string; icon: LucideIcon }[] = [
  { key: 'totalUsers', title: 'Total Users', icon: Users },
  { key: 'activeSubscriptions', title: 'Active Subscriptions', icon: CreditCard },
  { key: 'adminAccounts', title: 'Admin Accounts', icon: ShieldCheck },
  { key: 'recentLogins', title: 'Recent Logins (24h)', icon: Clock },
];

/** The four summary cards; counts are null while loading or after a failure. */
export function AdminStatCards({ counts }: { counts: AdminCardCounts | null }) {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4" aria-label="Summary">
      {CARDS.map(({ key, title, icon: Icon }) => (
        <li key={key}>
          <Card className="flex h-full items-start justify-between gap-2 p-4 sm:p-5">
            <div className="min-w-0">
              <p className="text-xs font-medium text-muted-foreground sm:text-sm">{title}</p>
              <p className="mt-1 text-2xl font-bold tabular-nums sm:text-3xl">{counts ? counts[key] : '—'}</p>
            </div>
            <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
          </Card>
        </li>
      ))}
    </ul>
  );
}
