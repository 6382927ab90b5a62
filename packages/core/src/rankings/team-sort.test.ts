import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_SORT, nextSort, sortTeams } from './team-sort.ts';
import type { SortDirection } from './team-sort.ts';

describe('nextSort (docs/product/dashboard.md)', () => {
  it('defaults to rank ascending', () => {
    expect(DEFAULT_SORT).toEqual({ column: 'rank', direction: 'asc' });
  });

  it('flips the active column', () => {
    expect(nextSort(DEFAULT_SORT, 'rank')).toEqual({ column: 'rank', direction: 'desc' });
    expect(nextSort({ column: 'pointsPerGame', direction: 'desc' }, 'pointsPerGame')).toEqual({
      column: 'pointsPerGame',
      direction: 'asc',
    });
  });

  it('starts a new column ascending for rank, descending for every other', () => {
    expect(nextSort(DEFAULT_SORT, 'pointsPerGame')).toEqual({ column: 'pointsPerGame', direction: 'desc' });
    expect(nextSort(DEFAULT_SORT, 'teamName')).toEqual({ column: 'teamName', direction: 'desc' });
    expect(nextSort({ column: 'teamName', direction: 'asc' }, 'rank')).toEqual({ column: 'rank', direction: 'asc' });
  });
});

describe('sortTeams (docs/product/dashboard.md)', () => {
  const teams = [
    { teamName: 'bears', atsWinPct: 40 },
    { teamName: 'Cardinals', atsWinPct: null },
    { teamName: 'Argonauts', atsWinPct: 60 },
    { teamName: 'Dolphins', atsWinPct: 50 },
  ];

  it('puts nulls last in both directions', () => {
    expect(sortTeams(teams, 'atsWinPct', 'asc').map((t) => t.teamName)).toEqual(['bears', 'Dolphins', 'Argonauts', 'Cardinals']);
    expect(sortTeams(teams, 'atsWinPct', 'desc').map((t) => t.teamName)).toEqual(['Argonauts', 'Dolphins', 'bears', 'Cardinals']);
  });

  it('compares strings case-insensitively', () => {
    expect(sortTeams(teams, 'teamName', 'asc').map((t) => t.teamName)).toEqual(['Argonauts', 'bears', 'Cardinals', 'Dolphins']);
    expect(sortTeams(teams, 'teamName', 'desc').map((t) => t.teamName)).toEqual(['Dolphins', 'Cardinals', 'bears', 'Argonauts']);
  });

  it('is stable and does not mutate', () => {
    const tied = [
      { teamName: 'first', pointsPerGame: 20 },
      { teamName: 'second', pointsPerGame: 20 },
      { teamName: 'third', pointsPerGame: 10 },
    ];
    expect(sortTeams(tied, 'pointsPerGame', 'desc').map((t) => t.teamName)).toEqual(['first', 'second', 'third']);
    expect(sortTeams(tied, 'pointsPerGame', 'asc').map((t) => t.teamName)).toEqual(['third', 'first', 'second']);
    expect(tied.map((t) => t.teamName)).toEqual(['first', 'second', 'third']);
  });

  it('always orders values and then nulls', () => {
    const direction = fc.constantFrom<SortDirection>('asc', 'desc');
    const values = fc.array(fc.option(fc.integer({ min: -50, max: 50 }), { nil: null }));
    fc.assert(
      fc.property(values, direction, (list, dir) => {
        const sorted = sortTeams(
          list.map((redZoneScoringPct, i) => ({ teamName: `t${i}`, redZoneScoringPct })),
          'redZoneScoringPct',
          dir,
        ).map((t) => t.redZoneScoringPct);
        const firstNull = sorted.indexOf(null);
        const head = firstNull === -1 ? sorted : sorted.slice(0, firstNull);
        const tailAllNull = firstNull === -1 || sorted.slice(firstNull).every((v) => v === null);
        const ordered = head.every((v, i) => i === 0 || (dir === 'asc' ? (head[i - 1] ?? 0) <= (v ?? 0) : (head[i - 1] ?? 0) >= (v ?? 0)));
        return tailAllNull && ordered && sorted.length === list.length;
      }),
    );
  });
});
