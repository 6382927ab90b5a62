import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, type SessionStore } from '../../auth/sessions.ts';

/** Starts a fresh session (any earlier one of this browser is deleted first: rotation at sign-in). */
export async function startSession(sessions: SessionStore, request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await sessions.delete(previous);
  const { token, expiresAt } = await sessions.create(userId);
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: 'auto',
    path: '/',
    expires: expiresAt,
  });
}

export async function endSession(sessions: SessionStore, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await sessions.delete(token);
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto' });
}
