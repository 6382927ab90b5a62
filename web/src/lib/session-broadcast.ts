import type { QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { userSchema, type User } from '@playbook/contracts';
import { adminUserQueryKey, currentUserQueryKey, writeSession } from './session';

/** The channel every tab of this origin opens: one session cookie is shared by all of them. */
export const SESSION_CHANNEL_NAME = 'playbook-session';

/** What a tab tells the others after a sign-in, sign-up, sign-out or admin sign-in: who the cookie now names (null: nobody). */
export const sessionChangeSchema = z.object({ kind: z.literal('session-change'), user: z.nullable(userSchema) });
export type SessionChange = z.infer<typeof sessionChangeSchema>;

/** The channel of this tab, opened by listenForSessionChanges; a channel does not hear its own messages. */
let channel: BroadcastChannel | null = null;

/** Tells the other tabs who is signed in now. Does nothing where BroadcastChannel is missing (no polyfill) or before listening. */
export function announceSession(user: User | null): void {
  const message: SessionChange = { kind: 'session-change', user };
  channel?.postMessage(message);
}

/**
 * Another tab changed who the shared cookie names: this tab's cache belongs to the old identity, and its header
 * and route guards read the session entries. So a different identity drops every cached answer and sets both
 * entries to the new one (the admin entry only for an admin), and the guards follow without a reload. The same
 * identity changes nothing. No toast: the visitor acted in the other tab.
 */
export function applySessionChange(client: QueryClient, change: SessionChange): void {
  const known = client.getQueryData<User | null>(currentUserQueryKey) ?? client.getQueryData<User | null>(adminUserQueryKey);
  if (known !== undefined && (known?.id ?? null) === (change.user?.id ?? null)) return;
  writeSession(client, change.user);
}

/** After this tab's sign-in, sign-up or sign-out: records the new identity and tells the other tabs. */
export function setSession(client: QueryClient, user: User | null): void {
  writeSession(client, user);
  announceSession(user);
}

/** Opens this tab's channel (once, from main.tsx) and applies what other tabs announce; returns the closer. */
export function listenForSessionChanges(client: QueryClient): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const own = new BroadcastChannel(SESSION_CHANNEL_NAME);
  channel = own;
  own.onmessage = (event: MessageEvent<unknown>) => {
    const change = sessionChangeSchema.safeParse(event.data);
    if (change.success) applySessionChange(client, change.data);
  };
  return () => {
    own.close();
    if (channel === own) channel = null;
  };
}
