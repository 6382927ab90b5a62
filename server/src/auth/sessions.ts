import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { sessions, users } from '../db/schema.ts';

export const SESSION_COOKIE = 'playbook_session';
export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/**
 * How long a looked-up session is trusted without asking the database again. Sign-out in this process
 * evicts at once; a change made by another process (a second server, the create-admin CLI) shows within
 * this bound.
 */
export const SESSION_CACHE_MS = 5_000;
const SESSION_CACHE_MAX = 10_000;

export type UserRow = typeof users.$inferSelect;

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Sessions in the database (only token hashes stored), with a short in-memory cache for the hot lookup. */
export class SessionStore {
  private readonly cache = new Map<string, { user: UserRow; expiresAt: number; checkedAt: number }>();

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new random token (256 bits); only its hash is stored. */
  async create(userId: number): Promise<{ token: string; expiresAt: Date }> {
    const now = new Date(this.now());
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await this.db.insert(sessions).values({ tokenHash: tokenHash(token), userId, createdAt: now, expiresAt });
    // Expired rows of this user are swept at sign-in, so the table does not grow without bound.
    await this.db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
    return { token, expiresAt };
  }

  async findUser(token: string): Promise<UserRow | undefined> {
    const key = tokenHash(token);
    const now = this.now();
    const cached = this.cache.get(key);
    if (cached && now - cached.checkedAt < SESSION_CACHE_MS && now < cached.expiresAt) return cached.user;
    const rows = await this.db
      .select({ user: users, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, key), gt(sessions.expiresAt, new Date(now))))
      .limit(1);
    const row = rows[0];
    if (!row) {
      this.cache.delete(key);
      return undefined;
    }
    if (this.cache.size >= SESSION_CACHE_MAX) this.cache.clear();
    this.cache.set(key, { user: row.user, expiresAt: row.expiresAt.getTime(), checkedAt: now });
    return row.user;
  }

  async delete(token: string): Promise<void> {
    const key = tokenHash(token);
    this.cache.delete(key);
    await this.db.delete(sessions).where(eq(sessions.tokenHash, key));
  }
}
