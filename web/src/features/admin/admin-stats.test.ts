import { describe, expect, it } from 'vitest';
import type { User } from '@playbook/contracts';
import {
  adminCardCounts,
  formatDurationDays,
  isRecentLogin,
  subscriptionDurationDays,
} from './admin-stats';

const now = new Date('2025-10-10T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

function user(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    username: 'sam',
    email: 'sam@example.com',
    role: 'user',
    subscriptionType: 'free',
    subscriptionStatus: 'inactive',
    subscriptionStartDate: null,
    subscriptionEndDate: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    lastLoginAt: null,
    ...overrides,
  };
}

describe('subscriptionDurationDays (docs/product/accounts-and-admin.md: whole days, rounded up)', () => {
  it('counts from start to end', () => {
    expect(
      subscriptionDurationDays({ subscriptionStartDate: '2025-01-01T00:00:00Z', subscriptionEndDate: '2025-01-31T00:00:00Z' }, now),
    ).toBe(30);
  });

  it('rounds a part day up', () => {
    expect(
      subscriptionDurationDays({ subscriptionStartDate: '2025-01-01T00:00:00Z', subscriptionEndDate: '2025-01-02T00:00:01Z' }, now),
    ).toBe(2);
    expect(subscriptionDurationDays({ subscriptionStartDate: ago(HOUR), subscriptionEndDate: null }, now)).toBe(1);
  });

  it('counts to now while the subscription has no end', () => {
    expect(subscriptionDurationDays({ subscriptionStartDate: '2025-10-01T12:00:00Z', subscriptionEndDate: null }, now)).toBe(9);
  });

  it('is null without a start and never negative', () => {
    expect(subscriptionDurationDays({ subscriptionStartDate: null, subscriptionEndDate: '2025-01-01T00:00:00Z' }, now)).toBeNull();
    expect(
      subscriptionDurationDays({ subscriptionStartDate: '2025-02-01T00:00:00Z', subscriptionEndDate: '2025-01-01T00:00:00Z' }, now),
    ).toBe(0);
  });

  it('formats days', () => {
    expect(formatDurationDays(null)).toBe('—');
    expect(formatDurationDays(1)).toBe('1 day');
    expect(formatDurationDays(30)).toBe('30 days');
  });
});

describe('recent logins (docs/product/accounts-and-admin.md: within 24 hours)', () => {
  it('includes a login exactly 24 h ago and excludes one just before', () => {
    expect(isRecentLogin({ lastLoginAt: ago(24 * HOUR) }, now)).toBe(true);
    expect(isRecentLogin({ lastLoginAt: ago(24 * HOUR + 1000) }, now)).toBe(false);
    expect(isRecentLogin({ lastLoginAt: null }, now)).toBe(false);
    expect(isRecentLogin({ lastLoginAt: 'not a date' }, now)).toBe(false);
  });
});

describe('adminCardCounts (docs/product/accounts-and-admin.md /admin: the four cards)', () => {
  it('counts active subscriptions, admins and recent logins; total is the server count', () => {
    const users = [
      user({ id: 1, role: 'admin', subscriptionStatus: 'active', lastLoginAt: ago(HOUR) }),
      user({ id: 2, subscriptionStatus: 'active', lastLoginAt: ago(30 * HOUR) }),
      user({ id: 3, subscriptionStatus: 'expired', lastLoginAt: ago(23 * HOUR) }),
      user({ id: 4 }),
    ];
    expect(adminCardCounts({ users, totalUsers: 7 }, now)).toEqual({
      totalUsers: 7,
      activeSubscriptions: 2,
      adminAccounts: 1,
      recentLogins: 2,
    });
  });

  it('is all zero for no users', () => {
    expect(adminCardCounts({ users: [], totalUsers: 0 }, now)).toEqual({
      totalUsers: 0,
      activeSubscriptions: 0,
      adminAccounts: 0,
      recentLogins: 0,
    });
  });
});
