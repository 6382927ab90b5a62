import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { sessions, users } from '../db/schema.ts';

export const SESSION_COOKIE = 'playbook_session';
export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new random token (256 bits); only its hash is stored. */
export async function createSession(db: Database, userId: number, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({ tokenHash: tokenHash(token), userId, createdAt: now, expiresAt });
  // Expired rows of this user are swept at sign-in, so the table does not grow without bound.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
  return { token, expiresAt };
}

export async function findSessionUser(db: Database, token: string, now = new Date()): Promise<UserRow | undefined> {
  const rows = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows[0]?.user;
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash(token)));
}
