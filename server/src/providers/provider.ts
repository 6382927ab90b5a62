import type { DataSource, FootballLeague, HubLeague } from '@playbook/contracts';
import type { InjurySnapshot, LeagueSnapshot } from './records.ts';

/**
 * A source of sports data. Implementations read their own format and return normalized records; the
 * refresh service validates them against the record schemas and stores them in one transaction.
 */
export interface SportsDataProvider {
  readonly source: DataSource;
  fetchLeague(league: HubLeague, now: Date): Promise<LeagueSnapshot>;
  fetchInjuries(league: FootballLeague, now: Date): Promise<InjurySnapshot>;
  /**
   * The league's current week alone, its games and prices (a partial snapshot, one request): what a first
   * load stores before the whole season, so the week's lines show in seconds. Absent: the first load waits for all.
   */
  fetchCurrentWeek?(league: HubLeague, now: Date): Promise<LeagueSnapshot>;
  /** The live job's fetch: today's scores, status, period and clock alone (one request); fetchLeague where absent. */
  fetchLiveScores?(league: HubLeague, now: Date): Promise<LeagueSnapshot>;
  /** Whether the source answers within `timeoutMs` (one request, no retries): `auto` mode's start-up check. */
  reachable?(timeoutMs: number): Promise<boolean>;
}
