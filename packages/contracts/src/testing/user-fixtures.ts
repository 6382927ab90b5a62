import type { User } from '../user.ts';

/** A signed-in user as /api/user answers, for tests: a free, active account that never signed in before. */
export function testUser(fields: Partial<User> = {}): User {
  return {
    id: 1,
    username: 'fan',
    email: null,
    role: 'user',
    subscriptionType: 'free',
    subscriptionStatus: 'active',
    subscriptionStartDate: null,
    subscriptionEndDate: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    lastLoginAt: null,
    ...fields,
  };
}
