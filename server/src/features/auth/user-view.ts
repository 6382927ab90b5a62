import type { User } from '@playbook/contracts';
import type { UserRow } from '../../auth/sessions.ts';

/** What the API shows of a user: never the password hash. */
export function userView(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    subscriptionType: row.subscriptionType,
    subscriptionStatus: row.subscriptionStatus,
    subscriptionStartDate: row.subscriptionStartDate?.toISOString() ?? null,
    subscriptionEndDate: row.subscriptionEndDate?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}
