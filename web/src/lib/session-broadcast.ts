import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@playbook/contracts';
import { checked, loadFrameSchemas, type Schema } from './schema';
import { adminUserQueryKey, currentUserQueryKey, writeSession } from './session';
import type { SessionChange } from './frame-schemas';

export type { SessionChange };

/** The channel every tab of this origin opens: one session cookie is shared by all of them. */
export const SESSION_CHANNEL_NAME = 'playbook-session';

/** One load for every message, so messages are read in the order they came (ADR 068: the schema loads with the first). */
let sessionChangeSchema: Promise<Schema<SessionChange>> | undefined;
const loadSessionChangeSchema = () => (sessionChangeSchema ??= loadFrameSchemas().then((module) => module.sessionChangeSchema));

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
    void loadSessionChangeSchema().then((schema) => {
      const change = checked(schema, event.data);
      if (change) applySessionChange(client, change.value);
    });
  };
  return () => {
    own.close();
    if (channel === own) channel = null;
  };
}
