import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { users } from '../../db/schema.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import type { UserRow } from '../../auth/sessions.ts';
import { HttpError } from '../../plugins/error-handler.ts';

export async function findUserByUsername(db: Database, username: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return rows[0];
}

/** The user when the password is right; undefined for an unknown user or a wrong password alike. */
export async function authenticate(db: Database, username: string, password: string): Promise<UserRow | undefined> {
  const user = await findUserByUsername(db, username);
  const valid = await verifyPassword(user?.passwordHash, password);
  return valid ? user : undefined;
}

export async function recordLogin(db: Database, userId: number): Promise<UserRow> {
  const [row] = await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId)).returning();
  if (!row) throw new Error(`User ${userId} vanished during sign-in`);
  return row;
}

/** The advisory lock class of an email address being given to an account (the jobs' lock is 7007). */
const EMAIL_LOCK_CLASS = 7008;

/**
 * One account per email address, compared without case or surrounding spaces (ADR 079). Checked inside the
 * caller's transaction under a lock on that address, so two sign-ups with one address at once store one.
 * Accounts that already shared an address before the rule keep it: none is changed or refused sign-in.
 */
export async function refuseTakenEmail(tx: Database, email: string, exceptUserId: number | null = null): Promise<void> {
  const key = email.trim().toLowerCase();
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${EMAIL_LOCK_CLASS}, hashtext(${key}))`);
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(btrim(${users.email}))`, key), exceptUserId === null ? undefined : ne(users.id, exceptUserId)))
    .limit(1);
  if (taken) throw new HttpError(409, 'EMAIL_TAKEN', 'An account with this email already exists');
}

export async function createUser(
  db: Database,
  input: { username: string; email: string | null; password: string; role?: 'user' | 'admin' },
): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  const row = await db.transaction(async (tx) => {
    if (input.email !== null) await refuseTakenEmail(tx, input.email);
    const [inserted] = await tx
      .insert(users)
      .values({ username: input.username, email: input.email, passwordHash, role: input.role ?? 'user' })
      .onConflictDoNothing()
      .returning();
    return inserted;
  });
  if (!row) throw new HttpError(409, 'USERNAME_TAKEN', 'Username may already be taken');
  return row;
}
