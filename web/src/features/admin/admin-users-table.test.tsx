import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { User } from '@playbook/contracts';
import { AdminUsersTable } from './admin-users-table';

afterEach(cleanup);

const now = new Date('2026-11-24T12:00:00.000Z');

const user: User = {
  id: 7,
  username: 'lapsed_fan',
  email: 'lapsed@example.com',
  role: 'user',
  subscriptionType: 'premium',
  subscriptionStatus: 'expired',
  subscriptionStartDate: '2026-01-01T00:00:00.000Z',
  subscriptionEndDate: '2026-02-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  // Signed in an hour ago: an active account whose subscription has nonetheless expired.
  lastLoginAt: '2026-11-24T11:00:00.000Z',
};

/** The row's cell under a column header, by the header's text. */
function cellUnder(header: string): string {
  const table = screen.getByRole('table', { name: 'User Accounts' });
  const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
  const row = within(table).getAllByRole('row')[1];
  if (!row) throw new Error('no user row');
  return within(row).getAllByRole('cell')[headers.indexOf(header)]?.textContent ?? '';
}

describe('AdminUsersTable (docs/product/accounts-and-admin.md /admin: subscription type and status)', () => {
  it('shows the subscription type under Subscription and its status under Status', () => {
    render(<AdminUsersTable users={[user]} now={now} />);
    expect(cellUnder('Subscription')).toBe('premium');
    expect(cellUnder('Status')).toBe('expired');
    expect(cellUnder('Duration')).toBe('31 days');
    expect(cellUnder('User')).toBe('lapsed_fan');
  });
});
