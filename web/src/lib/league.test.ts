import { describe, expect, it } from 'vitest';
import { DEFAULT_LEAGUE, LEAGUE_STORAGE_KEY, readStoredLeague } from './league';

const storageWith = (value: string | null) => ({
  getItem: (key: string) => (key === LEAGUE_STORAGE_KEY ? value : null),
});

describe('readStoredLeague', () => {
  // docs/product/header-and-leagues.md: the league is NFL or NCAA, default NFL.
  it('defaults to NFL', () => {
    expect(DEFAULT_LEAGUE).toBe('NFL');
    expect(readStoredLeague(storageWith(null))).toBe('NFL');
    expect(readStoredLeague(undefined)).toBe('NFL');
  });

  it('restores a remembered league', () => {
    expect(readStoredLeague(storageWith('NCAA'))).toBe('NCAA');
  });

  it('ignores anything else', () => {
    expect(readStoredLeague(storageWith('ncaa'))).toBe('NFL');
    expect(readStoredLeague(storageWith('"NCAA"'))).toBe('NFL');
  });

  it('survives a storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readStoredLeague(throwing)).toBe('NFL');
  });
});
