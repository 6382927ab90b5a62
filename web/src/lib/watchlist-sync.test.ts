// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import type { WatchlistPutRequest, WatchlistResponse } from '@playbook/contracts';
import { matchupPrediction } from '@playbook/contracts/testing/watchlist-fixtures';
import { ApiError } from './api';
import { readWatchlistPredictions, writeWatchlistPredictions } from './parlay-storage';
import { mergeById, readWatchlistBase } from './watchlist-merge';
import { syncWatchlist, type WatchlistApi } from './watchlist-sync';

const prediction = (id: string, savedAt?: string) => matchupPrediction(id, savedAt);

/** An in-memory server with the real route's compare-and-set on the version. */
function fakeServer(initial: WatchlistResponse = { predictions: [], favorites: [], version: 0 }) {
  let state = initial;
  const puts: WatchlistPutRequest[] = [];
  const api: WatchlistApi = {
    get: async () => state,
    put: async (body) => {
      puts.push(body);
      if (body.version !== state.version) throw new ApiError(409, '409: conflict');
      state = { predictions: body.predictions, favorites: body.favorites, version: state.version + 1 };
      return state;
    },
  };
  return { api, puts, state: () => state, set: (next: WatchlistResponse) => (state = next) };
}

const ids = (list: readonly { id: string }[]) => list.map((entry) => entry.id);

describe('mergeById (three-way by id)', () => {
  const a = prediction('a');
  const b = prediction('b');
  const c = prediction('c');
  it('is a union on the first sync', () => {
    expect(ids(mergeById([a, b], [b, c], null))).toEqual(['a', 'b', 'c']);
  });
  it('keeps entries added on either side and drops entries removed on either side since the base', () => {
    // Base {a, b}: b removed here, a removed on the server, c added here, d added on the server.
    const d = prediction('d');
    expect(ids(mergeById([a, c], [b, d], ['a', 'b']))).toEqual(['c', 'd']);
  });
  it('keeps the later-saved copy of the same id', () => {
    const newer = prediction('a', '2026-11-24T00:00:00.000Z');
    expect(mergeById([a], [newer], ['a'])).toEqual([newer]);
    expect(mergeById([newer], [a], ['a'])).toEqual([newer]);
  });
});

describe('syncWatchlist', () => {
  beforeEach(() => localStorage.clear());

  it("uploads this browser's entries on the first sync and keeps the server's", async () => {
    const server = fakeServer({ predictions: [prediction('remote')], favorites: [], version: 3 });
    writeWatchlistPredictions(localStorage, [prediction('local')]);
    const result = await syncWatchlist(localStorage, 1, server.api);
    expect(ids(result.lists.predictions)).toEqual(['local', 'remote']);
    expect(server.puts).toHaveLength(1);
    expect(server.state().version).toBe(4);
    expect(ids(readWatchlistPredictions(localStorage))).toEqual(['local', 'remote']);
    expect(readWatchlistBase(localStorage)).toMatchObject({ userId: 1, version: 4, predictionIds: ['local', 'remote'] });
  });

  it('does not PUT when nothing changed', async () => {
    const server = fakeServer({ predictions: [prediction('x')], favorites: [], version: 1 });
    await syncWatchlist(localStorage, 1, server.api);
    await syncWatchlist(localStorage, 1, server.api);
    expect(server.puts).toHaveLength(0);
  });

  it('a removal here sticks: the PUT carries the list without it', async () => {
    const server = fakeServer({ predictions: [prediction('x'), prediction('y')], favorites: [], version: 1 });
    await syncWatchlist(localStorage, 1, server.api);
    writeWatchlistPredictions(localStorage, [prediction('y')]);
    await syncWatchlist(localStorage, 1, server.api);
    expect(ids(server.state().predictions)).toEqual(['y']);
  });

  it('merges again after a 409 from another browser, losing neither side', async () => {
    const server = fakeServer();
    await syncWatchlist(localStorage, 1, server.api);
    writeWatchlistPredictions(localStorage, [prediction('here')]);
    const realGet = server.api.get;
    let first = true;
    server.api.get = async () => {
      const answer = await realGet();
      // Another browser writes between this browser's GET and PUT.
      if (first) server.set({ predictions: [prediction('there')], favorites: [], version: answer.version + 1 });
      first = false;
      return answer;
    };
    const result = await syncWatchlist(localStorage, 1, server.api);
    expect(ids(result.lists.predictions).sort()).toEqual(['here', 'there']);
    expect(server.puts.length).toBe(2);
  });

  it("replaces another account's local lists instead of uploading them", async () => {
    const alice = fakeServer({ predictions: [prediction('alice')], favorites: [], version: 1 });
    await syncWatchlist(localStorage, 1, alice.api);
    const bob = fakeServer({ predictions: [prediction('bob')], favorites: [], version: 1 });
    const result = await syncWatchlist(localStorage, 2, bob.api);
    expect(ids(result.lists.predictions)).toEqual(['bob']);
    expect(bob.puts).toHaveLength(0);
  });

  it('leaves the local lists alone when the server cannot be reached', async () => {
    writeWatchlistPredictions(localStorage, [prediction('kept')]);
    const api: WatchlistApi = { get: () => Promise.reject(new TypeError('Failed to fetch')), put: () => Promise.reject(new Error('unused')) };
    await expect(syncWatchlist(localStorage, 1, api)).rejects.toThrow('Failed to fetch');
    expect(ids(readWatchlistPredictions(localStorage))).toEqual(['kept']);
  });
});
