import { footballLeagueSchema, hubLeagueSchema, type FootballLeague, type HubLeague } from '@playbook/contracts';
import { count } from 'drizzle-orm';
import type { SportsSettings } from '../../config.ts';
import type { Database } from '../../db/connect.ts';
import { teams } from '../../db/sports-schema.ts';
import type { SportsDataProvider } from '../../providers/provider.ts';
import { JsonAnswers } from './json-answers.ts';
import { newYorkDayKey } from './new-york-time.ts';
import { READ_MODEL_MAX_AGE_MS, ReadModelCache } from './read-cache.ts';
import { refreshInjuries, refreshLeagues, refreshLiveScores, type InjuryRefreshResult } from './refresh/refresh-service.ts';
import { SingleFlight } from './refresh/single-flight.ts';
import type { LeagueCounts } from './refresh/store-league.ts';
import type { LiveScoreCounts } from './refresh/store-live-scores.ts';

/** What loading reports to: the app's logger, or the console of the seed command. */
export interface LoadLog {
  info(message: string): void;
  error(details: { err: unknown }, message: string): void;
}

export const ALL_LEAGUES: readonly HubLeague[] = hubLeagueSchema.options;
export const FOOTBALL_LEAGUES: readonly FootballLeague[] = footballLeagueSchema.options;

/** The shared refresh generation of a database several instances use (see SharedGeneration). */
export interface RefreshGeneration {
  read(): Promise<number>;
  bump(): Promise<void>;
}

/**
 * The sports data of one app: its database, provider, clock and read-model cache. Every refresh goes through
 * here so that a committed refresh always invalidates the cached answers: this instance's at once, other
 * instances' through the shared generation, which they read before answering.
 */
export class SportsData {
  readonly cache: ReadModelCache;
  readonly answers: JsonAnswers;
  private readonly inFlight = new SingleFlight();

  constructor(
    readonly db: Database,
    readonly provider: SportsDataProvider,
    private readonly settings: SportsSettings,
    private readonly generation: RefreshGeneration | null = null,
  ) {
    this.cache = new ReadModelCache(READ_MODEL_MAX_AGE_MS, generation);
    this.answers = new JsonAnswers(this.cache);
  }

  private async refreshed(): Promise<void> {
    await this.generation?.bump();
    this.cache.invalidate();
  }

  now(): Date {
    return this.settings.clock();
  }

  /** Today in New York: read models whose window moves at midnight (MLB's week) are cached per day. */
  today(): string {
    return newYorkDayKey(this.now());
  }

  get source(): SportsDataProvider['source'] {
    return this.provider.source;
  }

  /** Concurrent refreshes of the same leagues share one run. */
  refreshLeagues(leagues: readonly HubLeague[]): Promise<Map<HubLeague, LeagueCounts>> {
    return this.inFlight.run(`leagues:${[...leagues].sort().join(',')}`, async () => {
      const results = await refreshLeagues(this.db, this.provider, leagues, this.now(), { timeoutMs: this.settings.providerTimeoutMs });
      await this.refreshed();
      return results;
    });
  }

  /** The live job's refresh: only the scores, status, period and clock of the league's stored games. */
  refreshLiveScores(league: HubLeague): Promise<LiveScoreCounts> {
    return this.inFlight.run(`scores:${league}`, async () => {
      const result = await refreshLiveScores(this.db, this.provider, league, this.now(), { timeoutMs: this.settings.providerTimeoutMs });
      await this.refreshed();
      return result;
    });
  }

  refreshInjuries(league: FootballLeague): Promise<InjuryRefreshResult> {
    return this.inFlight.run(`injuries:${league}`, async () => {
      const result = await refreshInjuries(this.db, this.provider, league, this.now(), { timeoutMs: this.settings.providerTimeoutMs });
      await this.refreshed();
      return result;
    });
  }

  async isEmpty(): Promise<boolean> {
    const [row] = await this.db.select({ teams: count() }).from(teams);
    return (row?.teams ?? 0) === 0;
  }

  /**
   * Every league, then the football injuries: what a new database needs before the first request. Each is
   * its own refresh, so one failing source leaves the others loaded; failures are logged, not thrown (the
   * server still starts, and the refresh log says what went wrong).
   */
  async loadEverything(log: LoadLog): Promise<{ failures: number }> {
    const started = performance.now();
    const steps = [
      ...ALL_LEAGUES.map((league) => () => this.refreshLeagues([league])),
      ...FOOTBALL_LEAGUES.map((league) => () => this.refreshInjuries(league)),
    ];
    let failures = 0;
    for (const step of steps) {
      try {
        await step();
      } catch (error) {
        failures += 1;
        log.error({ err: error }, 'Loading the sports data failed');
      }
    }
    const outcome = failures === 0 ? 'Loaded' : `Loaded with ${failures} failure(s)`;
    log.info(`${outcome} the ${this.source} sports data in ${Math.round(performance.now() - started)} ms`);
    return { failures };
  }
}
