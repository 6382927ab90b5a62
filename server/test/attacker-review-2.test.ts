import { describe, expect, it } from 'vitest';
import { makeAdmin } from '../src/features/admin/make-admin.ts';
import { useTestApp } from './helpers/use-test-app.ts';

// The second attacker review (ADR 041): what ADR 033's review did not try. Each finding as an attacker would
// use it, and shown fixed; what held is listed in the ADR.

describe('finding 1: create-admin promoting an existing account ends the sessions signed in with its old password', () => {
  const t = useTestApp();
  // Anyone may sign up: the name an operator will later type into create-admin can be registered first.
  const squatter = t.userSession('boss');

  it('was an admin session for whoever had registered the name; now a 401 and the new password signs in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user', cookies: squatter })).statusCode).toBe(200);
    const made = await makeAdmin(t.app.database, { username: 'Boss', email: null, password: 'operator password' });
    expect(made).toEqual({ outcome: 'promoted', username: 'boss', endedSessions: 1 });
    const listing = await t.app.inject({ method: 'GET', url: '/admin-api/users', cookies: squatter });
    expect(listing.statusCode, listing.body).toBe(401);
    const signIn = await t.app.inject({ method: 'POST', url: '/admin-api/login', payload: { username: 'boss', password: 'operator password' } });
    expect(signIn.statusCode).toBe(200);
  });

  it('creates a new account as before, with no session to end', async () => {
    expect(await makeAdmin(t.app.database, { username: 'fresh_admin', email: null, password: 'operator password' })).toEqual({
      outcome: 'created',
      username: 'fresh_admin',
      endedSessions: 0,
    });
  });
});
