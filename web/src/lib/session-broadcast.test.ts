import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { alice, root } from '@/test/users';
import { adminUserQueryKey, currentUserQueryKey } from './session';
import { announceSession, applySessionChange, listenForSessionChanges, SESSION_CHANNEL_NAME, setSession, type SessionChange } from './session-broadcast';

/** Tabs of one origin: a message reaches every other open channel of the same name, never the sender. */
class FakeChannel {
  static open: FakeChannel[] = [];
  onmessage: ((event: MessageEvent<unknown>) => void) | null = null;
  constructor(readonly name: string) {
    FakeChannel.open.push(this);
  }
  postMessage(data: unknown) {
    for (const other of FakeChannel.open) {
      if (other !== this && other.name === this.name) other.onmessage?.(new MessageEvent('message', { data }));
    }
  }
  close() {
    FakeChannel.open = FakeChannel.open.filter((channel) => channel !== this);
  }
}

const BOB = { ...alice, id: 3, username: 'bob' };

function signedInClient() {
  const client = new QueryClient();
  client.setQueryData(currentUserQueryKey, alice);
  client.setQueryData(['/api/parlays/history'], ['alice’s parlays']);
  return client;
}

function received(channel: FakeChannel) {
  const messages: unknown[] = [];
  channel.onmessage = (event) => messages.push(event.data);
  return messages;
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeChannel.open = [];
});

describe('applySessionChange (another tab changed who is signed in)', () => {
  it('a different user: the cache is dropped and both session entries name the new one', () => {
    const client = signedInClient();
    applySessionChange(client, { kind: 'session-change', user: BOB });
    expect(client.getQueryData(currentUserQueryKey)).toEqual(BOB);
    expect(client.getQueryData(adminUserQueryKey)).toBeNull();
    expect(client.getQueryData(['/api/parlays/history'])).toBeUndefined();
  });

  it('an admin: the admin entry names them too', () => {
    const client = signedInClient();
    applySessionChange(client, { kind: 'session-change', user: root });
    expect(client.getQueryData(currentUserQueryKey)).toEqual(root);
    expect(client.getQueryData(adminUserQueryKey)).toEqual(root);
  });

  it('a sign-out: both entries become nobody and nothing else stays cached', () => {
    const client = signedInClient();
    applySessionChange(client, { kind: 'session-change', user: null });
    expect(client.getQueryData(currentUserQueryKey)).toBeNull();
    expect(client.getQueryData(adminUserQueryKey)).toBeNull();
    expect(client.getQueryData(['/api/parlays/history'])).toBeUndefined();
  });

  it('the same user signing in again changes nothing (the cache is still theirs)', () => {
    const client = signedInClient();
    applySessionChange(client, { kind: 'session-change', user: alice });
    expect(client.getQueryData(['/api/parlays/history'])).toEqual(['alice’s parlays']);
    expect(client.getQueryData(adminUserQueryKey)).toBeUndefined();
  });
});

describe('setSession (this tab signed in, up or out)', () => {
  it('an admin signing in over a user: both entries name the admin, the user’s cache goes, the other tabs hear it', () => {
    vi.stubGlobal('BroadcastChannel', FakeChannel);
    const client = signedInClient();
    const stop = listenForSessionChanges(client);
    const messages = received(new FakeChannel(SESSION_CHANNEL_NAME));
    setSession(client, root);
    expect(client.getQueryData(currentUserQueryKey)).toEqual(root);
    expect(client.getQueryData(adminUserQueryKey)).toEqual(root);
    expect(client.getQueryData(['/api/parlays/history'])).toBeUndefined();
    expect(messages).toEqual([{ kind: 'session-change', user: root }]);
    stop();
  });

  it('a sign-out: both entries become nobody, whoever was signed in, and nothing else stays cached', () => {
    const client = signedInClient();
    client.setQueryData(adminUserQueryKey, null);
    setSession(client, null);
    expect(client.getQueryData(currentUserQueryKey)).toBeNull();
    expect(client.getQueryData(adminUserQueryKey)).toBeNull();
    expect(client.getQueryData(['/api/parlays/history'])).toBeUndefined();
  });
});

describe('listenForSessionChanges and announceSession', () => {
  it('a tab applies what another tab announces, and ignores messages of another shape', async () => {
    vi.stubGlobal('BroadcastChannel', FakeChannel);
    const client = signedInClient();
    const stop = listenForSessionChanges(client);
    const otherTab = new FakeChannel(SESSION_CHANNEL_NAME);
    const applied = vi.spyOn(client, 'setQueryData');
    // The schema loads with the first message; loaded here, the test waits for no transform of zod.
    await import('./frame-schemas');
    otherTab.postMessage({ kind: 'session-change', user: { id: 3 } });
    otherTab.postMessage('signed out');
    otherTab.postMessage({ kind: 'session-change', user: BOB } satisfies SessionChange);
    // Messages are read in order (the schema loads first): the two of another shape changed nothing before BOB.
    await vi.waitFor(() => expect(client.getQueryData(currentUserQueryKey)).toEqual(BOB));
    expect(applied.mock.calls.filter(([key]) => key === currentUserQueryKey).map(([, user]) => user)).toEqual([BOB]);
    otherTab.postMessage({ kind: 'session-change', user: null } satisfies SessionChange);
    await vi.waitFor(() => expect(client.getQueryData(currentUserQueryKey)).toBeNull());
    stop();
  });

  it('announces the new identity to the other tabs, not to itself', () => {
    vi.stubGlobal('BroadcastChannel', FakeChannel);
    const client = signedInClient();
    const stop = listenForSessionChanges(client);
    const messages = received(new FakeChannel(SESSION_CHANNEL_NAME));
    announceSession(BOB);
    expect(messages).toEqual([{ kind: 'session-change', user: BOB }]);
    // The announcing tab set its own entries already; its own message does not reach it.
    expect(client.getQueryData(currentUserQueryKey)).toEqual(alice);
    stop();
    announceSession(null);
    expect(messages).toHaveLength(1);
  });

  it('without BroadcastChannel, listening and announcing do nothing', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const client = signedInClient();
    const stop = listenForSessionChanges(client);
    expect(() => announceSession(null)).not.toThrow();
    stop();
    expect(client.getQueryData(currentUserQueryKey)).toEqual(alice);
  });
});
