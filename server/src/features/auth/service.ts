import { eq, sql } from 'drizzle-orm';
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

export async function createUser(
  db: Database,
  input: { username: string; email: string | null; password: string; role?: 'user' | 'admin' },
): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(users)
    .values({ username: input.username, email: input.email, passwordHash, role: input.role ?? 'user' })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new HttpError(409, 'USERNAME_TAKEN', 'Username may already be taken');
  return row;
}
