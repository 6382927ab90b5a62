import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, type SessionStore, type UserRow } from '../../auth/sessions.ts';

/**
 * Starts a fresh session (any earlier one of this browser is deleted first: rotation at sign-in). False, and no
 * session, when the user's password changed since it was checked (SessionStore.create).
 */
export async function startSession(
  sessions: SessionStore,
  request: FastifyRequest,
  reply: FastifyReply,
  user: Pick<UserRow, 'id' | 'passwordHash'>,
): Promise<boolean> {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await sessions.delete(previous);
  const started = await sessions.create(user);
  if (!started) return false;
  const { token, expiresAt } = started;
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: 'auto',
    path: '/',
    expires: expiresAt,
  });
  return true;
}

/** Sign-out (POST /api/logout): the stored session is deleted on every instance (SessionStore.delete) and the cookie cleared. */
export async function endSession(sessions: SessionStore, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await sessions.delete(token);
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto' });
}
