import type { FootballLeague } from '@playbook/contracts';
import type { Rng } from '@playbook/core';
import { FOOTBALL_CALENDARS } from './demo-calendar.ts';
import { demoRng, shuffled } from './demo-random.ts';
import type { LeagueTeam } from './leagues/league-team.ts';

export interface Matchup {
  week: number;
  home: LeagueTeam;
  away: LeagueTeam;
}

/** NFL byes: weeks 5-14, two or four teams a week, so every club has one bye and 17 games. */
const NFL_BYES_FROM_WEEK_5 = [2, 4, 4, 4, 4, 4, 2, 4, 2, 2];

/** How many teams sit out each week. NCAA: every team has exactly one bye in 13 weeks (12 games), 10 or 12 teams a week. */
function byeCounts(league: FootballLeague, teamCount: number): number[] {
  const weeks = FOOTBALL_CALENDARS[league].weeks;
  if (league === 'NFL') return Array.from({ length: weeks }, (_, i) => NFL_BYES_FROM_WEEK_5[i - 4] ?? 0);
  const base = 2 * Math.floor(teamCount / (2 * weeks));
  let extraWeeks = (teamCount - base * weeks) / 2;
  // The extra byes fall mid-season, where real schedules put most of them.
  const counts = Array.from({ length: weeks }, () => base);
  for (let i = 4; extraWeeks > 0 && i < weeks; i += 2, extraWeeks--) counts[i] = base + 2;
  return counts;
}

/** Lower is a better pairing: fresh opponents first, NFL division rivals twice, NCAA conference games after September. */
function pairingCost(league: FootballLeague, a: LeagueTeam, b: LeagueTeam, met: number, week: number, rng: Rng): number {
  const jitter = 8 * rng.next();
  if (league === 'NFL') {
    const sameDivision = a.division !== null && a.division === b.division;
    const repeatCost = met === 0 ? 0 : sameDivision && met === 1 ? 2 : 60 * met;
    return repeatCost + jitter - (sameDivision ? 6 : a.conference === b.conference ? 2 : 0);
  }
  const conferenceGame = a.conference === b.conference && a.conference !== 'FBS Independents';
  const conferenceCost = conferenceGame ? (week <= 3 ? 15 : -15) : 0;
  return 60 * met + conferenceCost + jitter;
}

const pairKey = (a: LeagueTeam, b: LeagueTeam): string =>
  a.abbreviation < b.abbreviation ? `${a.abbreviation}|${b.abbreviation}` : `${b.abbreviation}|${a.abbreviation}`;

/**
 * A whole regular season, seeded per league and season: each week a greedy pairing of the teams not on a
 * bye (cheapest partner first, see pairingCost), the team with fewer home games so far hosting.
 */
export function footballSchedule(league: FootballLeague, teams: readonly LeagueTeam[], season: number, seed: number): Matchup[] {
  const rng = demoRng(seed, league, season, 'schedule');
  const counts = byeCounts(league, teams.length);
  const byeOrder = shuffled(teams, rng);
  const meetings = new Map<string, number>();
  const homeGames = new Map<string, number>();
  const matchups: Matchup[] = [];
  let byeCursor = 0;
  counts.forEach((byes, index) => {
    const week = index + 1;
    const onBye = new Set(byeOrder.slice(byeCursor, byeCursor + byes));
    byeCursor += byes;
    const open = shuffled(
      teams.filter((team) => !onBye.has(team)),
      rng,
    );
    const paired = new Set<LeagueTeam>();
    for (const team of open) {
      if (paired.has(team)) continue;
      let best: LeagueTeam | undefined;
      let bestCost = Number.POSITIVE_INFINITY;
      for (const other of open) {
        if (other === team || paired.has(other)) continue;
        const cost = pairingCost(league, team, other, meetings.get(pairKey(team, other)) ?? 0, week, rng);
        if (cost < bestCost) {
          best = other;
          bestCost = cost;
        }
      }
      if (best === undefined) continue;
      paired.add(team).add(best);
      meetings.set(pairKey(team, best), (meetings.get(pairKey(team, best)) ?? 0) + 1);
      const teamHome = homeGames.get(team.abbreviation) ?? 0;
      const bestHome = homeGames.get(best.abbreviation) ?? 0;
      const teamHosts = teamHome < bestHome || (teamHome === bestHome && rng.chance(0.5));
      const [home, away] = teamHosts ? [team, best] : [best, team];
      homeGames.set(home.abbreviation, (homeGames.get(home.abbreviation) ?? 0) + 1);
      matchups.push({ week, home, away });
    }
  });
  return matchups;
}
