import { describe, expect, it } from 'vitest';
import type { SlateGame } from '@playbook/core';
import { SLATE_STORAGE_KEY, readStoredSlate, writeStoredSlate } from './slate-storage';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

const game: SlateGame = { id: 'a', homeTeam: 'Bills', awayTeam: 'Dolphins', gameDate: '2025-09-14', league: 'NFL', homeMoneyline: 110, sportsbook: 'A' };

describe('slate storage', () => {
  it("writes under 'gameSlate' and reads the same games back", () => {
    const storage = memoryStorage();
    expect(writeStoredSlate(storage, [game])).toBe(true);
    expect(storage.items.has(SLATE_STORAGE_KEY)).toBe(true);
    expect(readStoredSlate(storage)).toEqual([game]);
  });

  it('reads nothing from missing, broken or foreign data, and skips a bad game but keeps the rest', () => {
    expect(readStoredSlate(memoryStorage())).toEqual([]);
    expect(readStoredSlate(memoryStorage({ [SLATE_STORAGE_KEY]: '{not json' }))).toEqual([]);
    expect(readStoredSlate(memoryStorage({ [SLATE_STORAGE_KEY]: '[1,2]' }))).toEqual([]);
    const mixed = JSON.stringify({ games: [game, { ...game, id: 'b', league: 'CFL' }, { id: 'c' }] });
    expect(readStoredSlate(memoryStorage({ [SLATE_STORAGE_KEY]: mixed }))).toEqual([game]);
    expect(readStoredSlate(undefined)).toEqual([]);
  });

  it('reports a browser that refuses to store', () => {
    const full = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(writeStoredSlate(full, [game])).toBe(false);
    expect(writeStoredSlate(undefined, [game])).toBe(false);
  });
});
