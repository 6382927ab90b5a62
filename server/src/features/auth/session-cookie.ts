import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/connect.ts';
import { createSession, deleteSession, SESSION_COOKIE } from '../../auth/sessions.ts';

/** Starts a fresh session (any earlier one of this browser is deleted first: rotation at sign-in). */
export async function startSession(db: Database, request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await deleteSession(db, previous);
  const { token, expiresAt } = await createSession(db, userId);
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: 'auto',
    path: '/',
    expires: expiresAt,
  });
}

export async function endSession(db: Database, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await deleteSession(db, token);
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto' });
}
