import type { FootballLeague, HubLeague } from '@playbook/contracts';
import type { SportsDataProvider } from '../provider.ts';
import type { LeagueSnapshot } from '../records.ts';
import { SourceError } from '../http/source-error.ts';
import { partialSnapshotOf, type StoredLeague } from '../stored-league.ts';
import { fetchOddsApiLines, type OddsApiLinesResult, type OddsApiSource } from './fetch-odds-api.ts';

export interface OddsApiProvider extends SportsDataProvider {
  /** What the last fetch left unresolved and the quota it reported, for the caller to log. */
  lastFetch: Omit<OddsApiLinesResult, 'lines'> | null;
}

/**
 * The Odds API on its own as a provider (the refresh CLI, tests): each fetch reads the stored ESPN league
 * through `storedLeague` and answers a partial snapshot of its lines. Football only; no injuries.
 */
export function createOddsApiProvider(source: OddsApiSource, storedLeague: (league: HubLeague) => Promise<StoredLeague>): OddsApiProvider {
  const provider: OddsApiProvider = {
    source: 'odds-api',
    lastFetch: null,
    async fetchLeague(league: HubLeague, now: Date): Promise<LeagueSnapshot> {
      if (league === 'MLB') throw new SourceError('odds-api', 'MLB lines are not read from The Odds API');
      const stored = await storedLeague(league);
      const { lines, ...rest } = await fetchOddsApiLines(source, league, stored.teams, stored.games, now);
      provider.lastFetch = rest;
      return { ...partialSnapshotOf(stored, 'odds-api', { lines, boxScores: [] }), unresolved: rest.unresolved, dropped: rest.dropped };
    },
    fetchInjuries(league: FootballLeague): Promise<never> {
      return Promise.reject(new SourceError('odds-api', `The Odds API has no ${league} injuries`));
    },
  };
  return provider;
}
