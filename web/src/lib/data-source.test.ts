import { describe, expect, it } from 'vitest';
import { DEMO_SOURCE_LINE, dataSourceLine, dataSourcesLine, lastUpdatedText, leftOutLines } from './data-source';

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

describe('dataSourcesLine', () => {
  it('credits every stored source in the order given, with the season once', () => {
    expect(dataSourcesLine(['espn', 'nflverse'], 2025)).toBe('Data sources: ESPN and nflverse · Based on 2025 season');
    expect(dataSourcesLine(['espn', 'nflverse', 'odds-api', 'cfbd'])).toBe(
      'Data sources: ESPN, nflverse, The Odds API and CollegeFootballData.com',
    );
  });

  it('keeps the single-source wording of one source, however often it is named', () => {
    expect(dataSourcesLine(['espn', 'espn'], 2025)).toBe(dataSourceLine('espn', 2025));
  });

  it('says so where the demo season is among the leagues shown', () => {
    expect(dataSourcesLine(['espn', 'demo'], 2025)).toBe('Data source: ESPN · Demo data: simulated season · Based on 2025 season');
    expect(dataSourcesLine(['demo', 'demo'])).toBe(DEMO_SOURCE_LINE);
  });
});

describe('lastUpdatedText (docs/product/dashboard.md)', () => {
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

describe('leftOutLines', () => {
  const [earlier, later] = ['2026-11-23T20:00:00.000Z', '2026-11-24T07:31:00.000Z'];

  it('says nothing where no source was left out', () => {
    expect(leftOutLines([], 1)).toEqual([]);
  });

  it('gives one sentence per source, with the oldest time of the leagues shown that left it out', () => {
    const lines = leftOutLines(
      [
        { league: 'NFL', source: 'odds-api', lastUpdated: later },
        { league: 'NCAA', source: 'odds-api', lastUpdated: earlier },
        { league: 'NCAA', source: 'cfbd', lastUpdated: later },
      ],
      3,
    );
    expect(lines).toEqual([
      `The Odds API did not answer at the last NFL and NCAA refreshes: its prices are from ${new Date(earlier).toLocaleString()}.`,
      `CollegeFootballData.com did not answer at the last NCAA refresh: its data is from ${new Date(later).toLocaleString()}.`,
    ]);
  });

  it('says when a source paused after failing is asked again, the earliest of the leagues shown (ADR 040)', () => {
    const [soon, later2] = ['2026-11-24T07:32:00.000Z', '2026-11-24T08:01:00.000Z'];
    const lines = leftOutLines(
      [
        { league: 'NFL', source: 'odds-api', lastUpdated: later, retryAt: later2 },
        { league: 'NCAA', source: 'odds-api', lastUpdated: later, retryAt: soon },
        { league: 'NCAA', source: 'cfbd', lastUpdated: earlier },
      ],
      2,
    );
    expect(lines).toEqual([
      `The Odds API did not answer at the last NFL and NCAA refreshes: its prices are from ${new Date(later).toLocaleString()}. It is paused after failing and asked again at the first refresh after ${new Date(soon).toLocaleString()}.`,
      `CollegeFootballData.com did not answer at the last NCAA refresh: its data is from ${new Date(earlier).toLocaleString()}.`,
    ]);
  });

  it('says "an earlier refresh" when one of those times is unknown', () => {
    const lines = leftOutLines([{ league: 'NFL', source: 'odds-api', lastUpdated: null }], 1);
    expect(lines).toEqual(['The Odds API did not answer at the last refresh: its prices are from an earlier refresh.']);
  });
});
