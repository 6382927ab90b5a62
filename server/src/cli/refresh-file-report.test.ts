import { describe, expect, it } from 'vitest';
import { fileReportLines } from './refresh-file-report.ts';

describe('the refresh command report', () => {
  it('lists each unresolved name once, the other unmatched records, and each dropped record with its reason', () => {
    const lines = fileReportLines({
      unresolved: [
        'cfbd: team "Hogwarts" matches no stored team',
        'cfbd: team "Hogwarts" matches no stored team',
        'cfbd: team "Atlantis" matches no stored team',
        'cfbd: Hogwarts at Atlantis on 2025-09-01 (game 9) matches no stored game',
      ],
      dropped: ['espn event 401: season.year: Too big: expected number to be <=2100'],
    });
    expect(lines).toEqual([
      'Unresolved names, each once (2):',
      '  "Atlantis"',
      '  "Hogwarts"',
      'Other records matched to nothing stored (1):',
      '  cfbd: Hogwarts at Atlantis on 2025-09-01 (game 9) matches no stored game',
      'Records dropped, and why (1):',
      '  espn event 401: season.year: Too big: expected number to be <=2100',
    ]);
  });

  it('says none, and counts what it does not list', () => {
    const dropped = Array.from({ length: 25 }, (_, index) => `espn event #${index + 1}: unreadable`);
    const lines = fileReportLines({ dropped });
    expect(lines[0]).toBe('Unresolved names, each once: none.');
    expect(lines.at(-1)).toBe('  … and 5 more');
  });
});
