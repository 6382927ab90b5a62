import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/connect.ts';
import { sessions, users } from '../../db/schema.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { SESSION_CHANNEL } from '../../auth/sessions.ts';
import { createUser, findUserByUsername, refuseTakenEmail } from '../auth/service.ts';

export interface MadeAdmin {
  outcome: 'created' | 'promoted';
  username: string;
  /** Sessions of a promoted account that were signed in with its old password and are now ended. */
  endedSessions: number;
}

/**
 * The create-admin CLI's work: a new admin account, or an existing account of that name promoted and given
 * the new password. A promotion ends every session the account had (ADR 041): anyone may sign up, so the
 * name an operator types may belong to someone who registered it first, and their session, signed in with a
 * password the operator never chose, would otherwise have carried on as an administrator's.
 */
export async function makeAdmin(
  database: Pick<DatabaseHandle, 'db' | 'events'>,
  input: { username: string; email: string | null; password: string },
): Promise<MadeAdmin> {
  const existing = await findUserByUsername(database.db, input.username);
  if (!existing) {
    const created = await createUser(database.db, { ...input, role: 'admin' });
    return { outcome: 'created', username: created.username, endedSessions: 0 };
  }
  const passwordHash = await hashPassword(input.password);
  const ended = await database.db.transaction(async (tx) => {
    if (input.email) await refuseTakenEmail(tx, input.email, existing.id);
    await tx
      .update(users)
      .set({ role: 'admin', passwordHash, ...(input.email ? { email: input.email } : {}) })
      .where(eq(users.id, existing.id));
    return tx.delete(sessions).where(eq(sessions.userId, existing.id)).returning({ tokenHash: sessions.tokenHash });
  });
  // Running instances drop their cached sessions of this user, so the ended ones stop at once (ADR 014).
  await database.events.publish(SESSION_CHANNEL, `u:${existing.id}`);
  return { outcome: 'promoted', username: existing.username, endedSessions: ended.length };
}
