import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/connect.ts';
import { sessions, users } from '../db/schema.ts';

export const SESSION_COOKIE = 'playbook_session';
export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/**
 * How long a looked-up session is trusted without asking the database again on the embedded database (one
 * process: sign-out evicts at once; the create-admin CLI's changes show within this bound).
 */
export const SESSION_CACHE_MS = 5_000;
/**
 * The same on PostgreSQL, where several instances may serve one user (ADR 014): a sign-out or a change of
 * the user elsewhere reaches every instance by NOTIFY within milliseconds, and within this bound even when a
 * notification is lost (the listening connection dropped).
 */
export const FLEET_SESSION_CACHE_MS = 1_000;
/** NOTIFY channel: payload `t:<token hash>` (one session ended) or `u:<user id>` (a user's sessions changed). */
export const SESSION_CHANNEL = 'playbook_sessions';
const SESSION_CACHE_MAX = 10_000;

export type UserRow = typeof users.$inferSelect;

/** The stored key of a session token (its SHA-256): what a sign-out names on the session channel. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Sessions in the database (only token hashes stored), with a short in-memory cache for the hot lookup whose
 * entries every instance drops when a session ends or its user changes anywhere.
 */
export class SessionStore {
  private readonly cache = new Map<string, { user: UserRow; expiresAt: number; checkedAt: number }>();
  /**
   * Counts evictions (a sign-out, a changed user, a resync). A lookup whose answer arrives after one began
   * may have read the row before the change: it answers its own request but caches nothing, or a signed-out
   * session would be trusted again for the cache's lifetime (ADR 033).
   */
  private evictions = 0;
  private readonly db: Database;
  private readonly cacheMs: number;

  constructor(
    private readonly database: Pick<DatabaseHandle, 'db' | 'kind' | 'events'>,
    private readonly now: () => number = Date.now,
  ) {
    this.db = database.db;
    this.cacheMs = database.kind === 'postgres' ? FLEET_SESSION_CACHE_MS : SESSION_CACHE_MS;
    database.events.subscribe(SESSION_CHANNEL, (payload) => this.evict(payload));
    database.events.onResync(() => {
      this.evictions += 1;
      this.cache.clear();
    });
  }

  /**
   * A new random token (256 bits); only its hash is stored. Undefined when the account's password is no longer
   * the one the caller checked: a promotion by create-admin sets a new one and ends the account's sessions
   * (ADR 041), and a sign-in that had checked the old password just before must not start a session after it.
   * The row lock orders the two: whichever commits second sees the other's change.
   */
  async create(user: Pick<UserRow, 'id' | 'passwordHash'>): Promise<{ token: string; expiresAt: Date } | undefined> {
    const now = new Date(this.now());
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    const created = await this.db.transaction(async (tx) => {
      const [current] = await tx.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id)).for('update');
      if (current?.passwordHash !== user.passwordHash) return false;
      await tx.insert(sessions).values({ tokenHash: tokenHash(token), userId: user.id, createdAt: now, expiresAt });
      return true;
    });
    if (!created) return undefined;
    // Expired rows of this user are swept at sign-in, so the table does not grow without bound.
    await this.db.delete(sessions).where(and(eq(sessions.userId, user.id), lt(sessions.expiresAt, now)));
    return { token, expiresAt };
  }

  async findUser(token: string): Promise<UserRow | undefined> {
    const key = tokenHash(token);
    const now = this.now();
    const cached = this.cache.get(key);
    if (cached && now - cached.checkedAt < this.cacheMs && now < cached.expiresAt) return cached.user;
    const evictionsBefore = this.evictions;
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
    if (this.evictions !== evictionsBefore) return row.user;
    if (this.cache.size >= SESSION_CACHE_MAX) this.cache.clear();
    this.cache.set(key, { user: row.user, expiresAt: row.expiresAt.getTime(), checkedAt: now });
    return row.user;
  }

  async delete(token: string): Promise<void> {
    const key = tokenHash(token);
    this.evict(`t:${key}`);
    await this.db.delete(sessions).where(eq(sessions.tokenHash, key));
    await this.database.events.publish(SESSION_CHANNEL, `t:${key}`);
  }

  /**
   * Drops every instance's cached sessions of a user: call it after changing the user (role, status) or
   * deleting their sessions, so the change applies to their next request everywhere.
   */
  async userChanged(userId: number): Promise<void> {
    this.evict(`u:${userId}`);
    await this.database.events.publish(SESSION_CHANNEL, `u:${userId}`);
  }

  private evict(payload: string): void {
    this.evictions += 1;
    if (payload.startsWith('t:')) this.cache.delete(payload.slice(2));
    else if (payload.startsWith('u:')) {
      const userId = Number(payload.slice(2));
      for (const [key, entry] of this.cache) if (entry.user.id === userId) this.cache.delete(key);
    }
  }
}
