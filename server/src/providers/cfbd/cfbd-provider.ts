import type { FootballLeague, HubLeague } from '@playbook/contracts';
import { SourceError } from '../http/source-error.ts';
import type { SportsDataProvider } from '../provider.ts';
import type { LeagueSnapshot } from '../records.ts';
import { partialSnapshotOf, type StoredLeague } from '../stored-league.ts';
import { newlyNeutralGames } from './cfbd-neutral-sites.ts';
import { fetchCfbdSeason, type CfbdSeason, type CfbdSource } from './fetch-cfbd-season.ts';

export interface CfbdProvider extends SportsDataProvider {
  /** What the last fetch read beyond the snapshot (season EPA, unresolved names, request count), for the caller. */
  lastFetch: Omit<CfbdSeason, 'lines' | 'boxScores'> | null;
}

/**
 * CollegeFootballData on its own as a provider (the refresh CLI, tests): each fetch reads the stored ESPN
 * college league through `storedLeague` and answers a partial snapshot of CFBD's box scores and lines for
 * the stored season, with the stored games it marks neutral-site. College football only; no injuries.
 */
export function createCfbdProvider(source: CfbdSource, storedLeague: (league: HubLeague) => Promise<StoredLeague>): CfbdProvider {
  const provider: CfbdProvider = {
    source: 'cfbd',
    lastFetch: null,
    async fetchLeague(league: HubLeague, now: Date): Promise<LeagueSnapshot> {
      if (league !== 'NCAA') throw new SourceError('cfbd', `CollegeFootballData has no ${league} data`);
      const stored = await storedLeague(league);
      const { lines, boxScores, ...rest } = await fetchCfbdSeason(source, stored.season, stored.teams, stored.games, now);
      provider.lastFetch = rest;
      const updatedGames = newlyNeutralGames(stored.games, new Set(rest.neutralSites));
      return { ...partialSnapshotOf(stored, 'cfbd', { lines, boxScores, seasonAdvanced: rest.advanced, updatedGames }), unresolved: rest.unresolved, dropped: rest.dropped };
    },
    fetchInjuries(league: FootballLeague): Promise<never> {
      return Promise.reject(new SourceError('cfbd', `CollegeFootballData injuries of ${league} are not read`));
    },
  };
  return provider;
}
