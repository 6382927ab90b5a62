import { describe, expect, it } from 'vitest';
import {
  NO_INJURY_FILTERS,
  filterInjuries,
  hasActiveInjuryFilters,
  injuriesByTeam,
  injuryResultLine,
  injuryStatusBadgeVariant,
  injuryStatusOptions,
  injurySummaryLine,
  injuryTeamOptions,
  injuryTypeText,
} from './injury-filters';
import { SAMPLE_INJURIES } from './injury-test-data';

const names = (injuries: { playerName: string }[]) => injuries.map((injury) => injury.playerName);

describe('filterInjuries (docs/product/dashboard.md)', () => {
  it('keeps everything without filters', () => {
    expect(filterInjuries(SAMPLE_INJURIES, NO_INJURY_FILTERS)).toHaveLength(5);
    expect(hasActiveInjuryFilters(NO_INJURY_FILTERS)).toBe(false);
  });

  it('searches player, position and team names case-insensitively', () => {
    expect(names(filterInjuries(SAMPLE_INJURIES, { ...NO_INJURY_FILTERS, search: 'KELLY' }))).toEqual(['Deion Kelly']);
    expect(names(filterInjuries(SAMPLE_INJURIES, { ...NO_INJURY_FILTERS, search: 'qb' }))).toEqual(['Sam Quarters']);
    expect(names(filterInjuries(SAMPLE_INJURIES, { ...NO_INJURY_FILTERS, search: ' ravens ' }))).toEqual([
      'Andre Sanders',
      'Dylan Reynolds',
    ]);
    expect(filterInjuries(SAMPLE_INJURIES, { ...NO_INJURY_FILTERS, search: 'knee' })).toEqual([]);
  });

  it('narrows by team and status, combined with the search', () => {
    const ravens = { ...NO_INJURY_FILTERS, team: 'Baltimore Ravens' };
    expect(names(filterInjuries(SAMPLE_INJURIES, ravens))).toEqual(['Andre Sanders', 'Dylan Reynolds']);
    expect(names(filterInjuries(SAMPLE_INJURIES, { ...ravens, status: 'Probable' }))).toEqual(['Dylan Reynolds']);
    expect(filterInjuries(SAMPLE_INJURIES, { ...ravens, search: 'kelly' })).toEqual([]);
    expect(hasActiveInjuryFilters(ravens)).toBe(true);
    expect(hasActiveInjuryFilters({ ...NO_INJURY_FILTERS, search: '  ' })).toBe(false);
  });
});

describe('injury summary lines (docs/product/dashboard.md)', () => {
  it("reads 'N total injuries across M teams'", () => {
    expect(injurySummaryLine(SAMPLE_INJURIES)).toBe('5 total injuries across 3 teams');
    expect(injurySummaryLine([])).toBe('0 total injuries across 0 teams');
  });

  it("reads 'Showing X of Y injury reports across N teams' with N counting the shown teams", () => {
    const shown = filterInjuries(SAMPLE_INJURIES, { ...NO_INJURY_FILTERS, search: 'r' });
    expect(injuryResultLine(SAMPLE_INJURIES, 5)).toBe('Showing 5 of 5 injury reports across 3 teams');
    expect(injuryResultLine(shown.slice(0, 2), 5)).toBe('Showing 2 of 5 injury reports across 1 teams');
  });
});

describe('grouping and options', () => {
  it('groups by team in case-insensitive name order', () => {
    const groups = injuriesByTeam([...SAMPLE_INJURIES].reverse());
    expect(groups.map((group) => group.teamName)).toEqual(['Arizona Cardinals', 'Baltimore Ravens', 'buffalo Bills']);
    expect(groups[0]?.injuries.map((injury) => injury.id)).toEqual([2, 1]);
  });

  it('lists each team and status once, sorted', () => {
    expect(injuryTeamOptions(SAMPLE_INJURIES)).toEqual(['Arizona Cardinals', 'Baltimore Ravens', 'buffalo Bills']);
    expect(injuryStatusOptions(SAMPLE_INJURIES)).toEqual(['Doubtful', 'Injured Reserve', 'Out', 'Probable', 'Questionable']);
  });
});

describe('cells', () => {
  it("shows 'Not specified' for a missing injury type", () => {
    expect(injuryTypeText(null)).toBe('Not specified');
    expect(injuryTypeText('  ')).toBe('Not specified');
    expect(injuryTypeText('Hamstring')).toBe('Hamstring');
  });

  it('colours out/IR destructive, questionable/doubtful secondary, probable outline', () => {
    expect(injuryStatusBadgeVariant('Out')).toBe('destructive');
    expect(injuryStatusBadgeVariant('IR')).toBe('destructive');
    expect(injuryStatusBadgeVariant('Injured Reserve')).toBe('destructive');
    expect(injuryStatusBadgeVariant('Questionable')).toBe('secondary');
    expect(injuryStatusBadgeVariant('Doubtful')).toBe('secondary');
    expect(injuryStatusBadgeVariant('Probable')).toBe('outline');
  });
});
