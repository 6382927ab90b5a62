// Test-only accounts, as GET /api/user answers them.
import type { User } from '@playbook/contracts';

/** A signed-in user with a Pro subscription. */
export const alice: User = {
  id: 1,
  username: 'alice',
  email: 'alice@example.com',
  role: 'user',
  subscriptionType: 'pro',
  subscriptionStatus: 'active',
  subscriptionStartDate: '2025-01-01T00:00:00.000Z',
  subscriptionEndDate: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  lastLoginAt: null,
};

/** An administrator. */
export const root: User = { ...alice, id: 2, username: 'root', role: 'admin' };
