import { describe, expect, it } from 'vitest';
import { performanceBadge } from '@playbook/core';
import { deriveSeason } from '../../features/sports/refresh/derive-season.ts';
import { footballSnapshot } from './football-season.ts';

/** The 2025 season's Thursday of NFL week 12 and college football's week 13. */
const LATE_NOVEMBER = new Date('2025-11-20T15:37:00Z');

function latestStats(league: 'NFL' | 'NCAA') {
  const { weekStats } = deriveSeason(footballSnapshot(league, LATE_NOVEMBER, 2025));
  const week = Math.max(...weekStats.map((row) => row.week));
  return weekStats.filter((row) => row.week === week);
}

describe('the demo football season in late November', () => {
  it('has played most of the regular season in both leagues', () => {
    expect(footballSnapshot('NCAA', LATE_NOVEMBER, 2025).currentWeek).toBeGreaterThanOrEqual(12);
    expect(footballSnapshot('NFL', LATE_NOVEMBER, 2025).currentWeek).toBe(12);
    const ncaa = latestStats('NCAA');
    expect(Math.min(...ncaa.map((row) => row.gamesPlayed))).toBeGreaterThanOrEqual(10);
  });

  it('spreads college team quality like a real season: some Excellent, and ATS rates that are not coarse', () => {
    const ncaa = latestStats('NCAA');
    const badges = ncaa.map((row) => performanceBadge(row.combinedScore));
    expect(badges.filter((badge) => badge === 'Excellent').length).toBeGreaterThanOrEqual(3);
    expect(badges.filter((badge) => badge === 'Good').length / ncaa.length).toBeGreaterThan(0.2);
    const extreme = ncaa.filter((row) => row.atsWinPct === 0 || row.atsWinPct === 100).length;
    expect(extreme / ncaa.length).toBeLessThan(0.03);
    expect(new Set(ncaa.map((row) => row.atsWinPct)).size).toBeGreaterThan(12);
  });

  it('gives the NFL a few Excellent teams and a Good tier, not a league of Needs Improvement', () => {
    const nfl = latestStats('NFL');
    const badges = nfl.map((row) => performanceBadge(row.combinedScore));
    expect(badges.filter((badge) => badge === 'Excellent').length).toBeGreaterThanOrEqual(2);
    expect(badges.filter((badge) => badge !== 'Needs Improvement').length).toBeGreaterThanOrEqual(8);
  });
});
