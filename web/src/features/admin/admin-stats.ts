import type { AdminUsersResponse, User } from '@playbook/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** docs/product/accounts-and-admin.md: recent logins are those within the last 24 hours. */
const RECENT_LOGIN_WINDOW_MS = DAY_MS;

function timeOf(iso: string | null): number | null {
  if (iso === null) return null;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : time;
}

/**
 * docs/product/accounts-and-admin.md: subscription duration in whole days, rounded up, from the start date to the end date
 * (or to now while it has no end). Null when there is no start date.
 */
export function subscriptionDurationDays(
  user: Pick<User, 'subscriptionStartDate' | 'subscriptionEndDate'>,
  now: Date,
): number | null {
  const start = timeOf(user.subscriptionStartDate);
  if (start === null) return null;
  const end = timeOf(user.subscriptionEndDate) ?? now.getTime();
  return Math.max(0, Math.ceil((end - start) / DAY_MS));
}

export function formatDurationDays(days: number | null): string {
  if (days === null) return '—';
  return days === 1 ? '1 day' : `${days} days`;
}

export function isRecentLogin(user: Pick<User, 'lastLoginAt'>, now: Date): boolean {
  const last = timeOf(user.lastLoginAt);
  return last !== null && now.getTime() - last <= RECENT_LOGIN_WINDOW_MS;
}

export interface AdminCardCounts {
  totalUsers: number;
  activeSubscriptions: number;
  adminAccounts: number;
  recentLogins: number;
}

/** The four dashboard cards (docs/product/accounts-and-admin.md /admin). Total Users is the server's count. */
export function adminCardCounts(response: AdminUsersResponse, now: Date): AdminCardCounts {
  const { users } = response;
  return {
    totalUsers: response.totalUsers,
    activeSubscriptions: users.filter((u) => u.subscriptionStatus === 'active').length,
    adminAccounts: users.filter((u) => u.role === 'admin').length,
    recentLogins: users.filter((u) => isRecentLogin(u, now)).length,
  };
}
