import { describe, expect, it } from 'vitest';
import { DEMO_SOURCE_LINE, dataSourceLine, lastUpdatedText } from './data-source';

describe('dataSourceLine', () => {
  it('says the numbers are the simulated season for demo data', () => {
    expect(DEMO_SOURCE_LINE).toBe('Demo data: simulated season');
    expect(dataSourceLine('demo', 2026)).toBe('Demo data: simulated season');
  });

  it('credits a live source and its season', () => {
    expect(dataSourceLine('cfbd', 2025)).toBe('Data source: CollegeFootballData.com · Based on 2025 season');
    expect(dataSourceLine('espn')).toBe('Data source: ESPN');
  });
});

describe('lastUpdatedText (spec 1 §2.2)', () => {
  const now = new Date(2025, 9, 5, 12, 0, 0);

  it("shows the server's lastUpdated as a local date-time", () => {
    const iso = '2025-10-04T18:30:00.000Z';
    expect(lastUpdatedText(iso, now)).toBe(new Date(iso).toLocaleString());
  });

  it("falls back to today's date when the server sent none or an unreadable one", () => {
    expect(lastUpdatedText(null, now)).toBe(now.toLocaleDateString());
    expect(lastUpdatedText(undefined, now)).toBe(now.toLocaleDateString());
    expect(lastUpdatedText('not a date', now)).toBe(now.toLocaleDateString());
  });
});
