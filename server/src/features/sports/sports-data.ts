import { footballLeagueSchema, hubLeagueSchema, type DataSource, type FootballLeague, type HubLeague } from '@playbook/contracts';
import type { SportsSettings } from '../../config.ts';
import type { Database } from '../../db/connect.ts';
import { newYorkDayKey } from '../../providers/new-york-time.ts';
import type { SportsDataProvider } from '../../providers/provider.ts';
import { PAUSED_PREFIX } from '../../providers/source-failure-policy.ts';
import type { LoadLog } from './first-load/load-log.ts';
import { JsonAnswers } from './read-models/json-answers.ts';
import { READ_MODEL_MAX_AGE_MS, ReadModelCache } from './read-models/read-cache.ts';
import {
  refreshInjuries,
  refreshLeagues,
  refreshLiveScores,
  type InjuryRefreshResult,
  type LeagueRefreshResult,
} from './refresh/refresh-service.ts';
import { SingleFlight } from './refresh/single-flight.ts';
import type { LiveScoreCounts } from './refresh/store-live-scores.ts';
import type { SourceSelection } from './source-selection/source-selection.ts';

export const ALL_LEAGUES: readonly HubLeague[] = hubLeagueSchema.options;
export const FOOTBALL_LEAGUES: readonly FootballLeague[] = footballLeagueSchema.options;

/** A refresh that committed: what the work run after each one (grading, alerts) is told. */
export interface CommittedRefresh {
  kind: 'league' | 'scores' | 'injuries';
  leagues: readonly HubLeague[];
}

/** Work run after each committed refresh (ADR 050); its failure is logged and never fails the refresh. */
export type AfterRefresh = (refresh: CommittedRefresh) => Promise<void>;

/** The shared refresh generation of a database several instances use (see SharedGeneration). */
export interface RefreshGeneration {
  read(): Promise<number>;
  bump(): Promise<void>;
}

/** What a read route or service takes of the sports data: the database, the clock, the read models; no refresh. */
export type SportsReads = Pick<SportsData, 'db' | 'cache' | 'answers' | 'now' | 'today' | 'source' | 'retryAtOf'>;

/**
 * The sports data of one app: its database, clock, read models and refreshes. Every refresh goes through here so
 * that a committed refresh always invalidates the cached answers: this instance's at once, other instances'
 * through the shared generation, which they read before answering. Which provider a refresh reads from is
 * `sources`' choice (source-selection/); loading an empty database is first-load/start-up-load.ts's.
 */
export class SportsData {
  readonly cache: ReadModelCache;
  readonly answers: JsonAnswers;
  private readonly inFlight = new SingleFlight();
  private readonly afterRefresh: AfterRefresh[] = [];

  constructor(
    readonly db: Database,
    private readonly sources: SourceSelection,
    private readonly settings: SportsSettings,
    private readonly generation: RefreshGeneration | null = null,
    private readonly log: LoadLog | null = null,
  ) {
    this.cache = new ReadModelCache(READ_MODEL_MAX_AGE_MS, generation);
    this.answers = new JsonAnswers(this.cache);
  }

  private async refreshed(refresh: CommittedRefresh): Promise<void> {
    await this.generation?.bump();
    this.cache.invalidate();
    for (const work of this.afterRefresh) {
      await work(refresh).catch((error: unknown) => this.log?.warn({ err: error }, `The work after a ${refresh.kind} refresh of ${refresh.leagues.join(', ')} failed`));
    }
  }

  /** Runs `work` after every committed refresh of this instance, before the refresh call returns. */
  onRefreshed(work: AfterRefresh): void {
    this.afterRefresh.push(work);
  }

  now(): Date {
    return this.settings.clock();
  }

  /** Today in New York: read models whose window moves at midnight (MLB's week) are cached per day. */
  today(): string {
    return newYorkDayKey(this.now());
  }

  get provider(): SportsDataProvider {
    return this.sources.primary;
  }

  get source(): SportsDataProvider['source'] {
    return this.sources.primary.source;
  }

  /** When a source paused after failing is asked again for the league (ADR 040); null when it is not paused. */
  retryAtOf(source: DataSource, league: HubLeague): Promise<Date | null> {
    return this.sources.retryAtOf(source, league);
  }

  /**
   * Concurrent refreshes of the same leagues share one run. A secondary source left out because it failed (ADR
   * 030) is logged at warn: the league was stored from the others, and that source's data is older.
   */
  refreshLeagues(leagues: readonly HubLeague[]): Promise<Map<HubLeague, LeagueRefreshResult>> {
    return this.inFlight.run(`leagues:${[...leagues].sort().join(',')}`, async () => {
      const options = {
        timeoutMs: this.settings.providerTimeoutMs,
        onUnresolved: (league: HubLeague, names: readonly string[]) =>
          this.log?.warn({ err: null }, `${league}: ${names.length} name(s) from the source matched nothing stored: ${names.join('; ')}`),
      };
      const results = await this.sources.run(leagues, (provider) => refreshLeagues(this.db, provider, leagues, () => this.now(), options));
      await this.refreshed({ kind: 'league', leagues });
      for (const [league, { sourceFailures }] of results) {
        for (const { source, message } of sourceFailures) {
          // A source paused after failing (ADR 040) was not asked: its failure was logged when it happened.
          if (message.startsWith(PAUSED_PREFIX)) this.log?.info(`${league}: ${source} left out of the refresh, ${message}`);
          else this.log?.warn({ err: null }, `${league}: ${source} failed and was left out of the refresh (its stored data is kept as it was): ${message}`);
        }
      }
      return results;
    });
  }

  /** The league's current week alone (`fetchCurrentWeek`), stored as a partial refresh: removes nothing. */
  refreshCurrentWeek(league: HubLeague): Promise<Map<HubLeague, LeagueRefreshResult>> {
    return this.inFlight.run(`week:${league}`, async () => {
      const options = { timeoutMs: this.settings.providerTimeoutMs };
      const weekOf = (provider: SportsDataProvider): SportsDataProvider =>
        provider.fetchCurrentWeek ? { ...provider, fetchLeague: provider.fetchCurrentWeek.bind(provider) } : provider;
      const results = await this.sources.run([league], (provider) => refreshLeagues(this.db, weekOf(provider), [league], () => this.now(), options));
      await this.refreshed({ kind: 'league', leagues: [league] });
      return results;
    });
  }

  /** The live job's refresh: only the scores, status, period and clock of the league's stored games. */
  refreshLiveScores(league: HubLeague): Promise<LiveScoreCounts> {
    return this.inFlight.run(`scores:${league}`, async () => {
      const options = { timeoutMs: this.settings.providerTimeoutMs };
      const result = await this.sources.run([league], (provider) => refreshLiveScores(this.db, provider, league, () => this.now(), options));
      await this.refreshed({ kind: 'scores', leagues: [league] });
      return result;
    });
  }

  refreshInjuries(league: FootballLeague): Promise<InjuryRefreshResult> {
    return this.inFlight.run(`injuries:${league}`, async () => {
      const options = { timeoutMs: this.settings.providerTimeoutMs };
      const result = await this.sources.run([league], (provider) => refreshInjuries(this.db, provider, league, () => this.now(), options));
      await this.refreshed({ kind: 'injuries', leagues: [league] });
      return result;
    });
  }
}
