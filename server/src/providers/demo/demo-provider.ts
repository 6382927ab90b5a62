import type { FootballLeague } from '@playbook/contracts';
import type { SportsDataProvider } from '../provider.ts';
import type { RosterRecord } from '../records.ts';
import { footballSeasonYear } from './demo-calendar.ts';
import { footballSnapshot, footballTeams } from './football-season.ts';
import { leagueInjuries } from './injuries.ts';
import { mlbSnapshot } from './mlb-season.ts';
import { teamRoster } from './rosters.ts';

export interface DemoProviderOptions {
  /** Seeds the whole simulated world; the same seed and the same `now` give identical snapshots. */
  seed?: number;
}

export const DEFAULT_DEMO_SEED = 2025;

function footballRosters(league: FootballLeague, now: Date, seed: number): Map<string, RosterRecord[]> {
  const season = footballSeasonYear(now);
  return new Map(footballTeams(league).map((team) => [team.abbreviation, teamRoster(league, team, season, seed)]));
}

/**
 * The embedded default source (docs/product/README.md): a deterministic simulated season of the real NFL franchises,
 * FBS programs and MLB clubs, anchored to `now`. Nothing here reads the clock or the network.
 */
export function createDemoProvider(options: DemoProviderOptions = {}): SportsDataProvider {
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  return {
    source: 'demo',
    fetchLeague: async (league, now) => (league === 'MLB' ? mlbSnapshot(now, seed) : footballSnapshot(league, now, seed)),
    fetchInjuries: async (league, now) => ({
      source: 'demo',
      league,
      injuries: leagueInjuries(league, footballRosters(league, now, seed), now, seed),
    }),
  };
}
