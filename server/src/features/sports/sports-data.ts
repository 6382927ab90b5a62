import { footballLeagueSchema, hubLeagueSchema, type DataSource, type FootballLeague, type HubLeague } from '@playbook/contracts';
import type { SportsSettings } from '../../config.ts';
import type { Database } from '../../db/connect.ts';
import { PAUSED_PREFIX } from '../../providers/live/source-gate.ts';
import type { SportsDataProvider } from '../../providers/provider.ts';
import { JsonAnswers } from './read-models/json-answers.ts';
import { newYorkDayKey } from '../../providers/new-york-time.ts';
import { READ_MODEL_MAX_AGE_MS, ReadModelCache } from './read-models/read-cache.ts';
import { leagueStateOf } from './read-models/league-state.ts';
import {
  RefreshError,
  refreshInjuries,
  refreshLeagues,
  refreshLiveScores,
  type InjuryRefreshResult,
  type LeagueRefreshResult,
} from './refresh/refresh-service.ts';
import { SupersededRefreshError } from './refresh/refresh-order.ts';
import { SingleFlight } from './refresh/single-flight.ts';
import type { LiveScoreCounts } from './refresh/store-live-scores.ts';
import type { LoadProgress } from './first-load/load-progress.ts';
import type { SourcePlan } from './source-selection/source-plan.ts';

/** What loading reports to: the app's logger, or the console of the seed command. */
export interface LoadLog {
  info(message: string): void;
  warn(details: { err: unknown }, message: string): void;
  error(details: { err: unknown }, message: string): void;
}

/** After the real sources failed, `auto` mode loads leagues without real data from the demo season this long. */
export const SOURCE_RETRY_MS = 5 * 60_000;

export const ALL_LEAGUES: readonly HubLeague[] = hubLeagueSchema.options;
export const FOOTBALL_LEAGUES: readonly FootballLeague[] = footballLeagueSchema.options;

const isFootball = (league: HubLeague): league is FootballLeague => (FOOTBALL_LEAGUES as readonly HubLeague[]).includes(league);

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

/**
 * The sports data of one app: its database, provider, clock and read-model cache. Every refresh goes through
 * here so that a committed refresh always invalidates the cached answers: this instance's at once, other
 * instances' through the shared generation, which they read before answering.
 */
export class SportsData {
  readonly cache: ReadModelCache;
  readonly answers: JsonAnswers;
  private readonly inFlight = new SingleFlight();
  /** `auto` mode: until this time the primary is taken as unreachable for leagues without real data. */
  private primaryDownUntil = 0;
  private readonly afterRefresh: AfterRefresh[] = [];

  constructor(
    readonly db: Database,
    private readonly plan: SourcePlan,
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
    return this.plan.primary;
  }

  get source(): SportsDataProvider['source'] {
    return this.plan.primary.source;
  }

  /** The load running behind the server's start, if any (see loadBehind). */
  private behind: Promise<unknown> = Promise.resolve();

  /** Loads the leagues behind the server's start; its failures are logged. `loadedBehind` waits for its end. */
  loadBehind(log: LoadLog, leagues: readonly HubLeague[], progress: LoadProgress): void {
    this.behind = this.loadEverything(log, leagues, progress).catch((error: unknown) => log.error({ err: error }, 'Loading the real sports data failed'));
  }

  /** Resolves when the load behind the start has ended (at once when there is none): shutdown and tests wait on it. */
  async loadedBehind(): Promise<void> {
    await this.behind;
  }

  /**
   * The first load of a new data folder reads the real sources over the network (hundreds of requests): it runs
   * behind the server's start. The demo season, a test's provider, or `auto` after the probe found the real
   * sources silent (the demo season loads instead) are quick, and loaded before the server answers.
   */
  get loadsFromNetwork(): boolean {
    return this.plan.network === true && this.now().getTime() >= this.primaryDownUntil;
  }

  /** When a source paused after failing is asked again for the league (ADR 040); null when it is not paused. */
  retryAtOf(source: DataSource, league: HubLeague): Promise<Date | null> {
    return this.plan.pauses?.retryAtOf(source, league) ?? Promise.resolve(null);
  }

  /** True when none of the leagues holds real data yet: only those may be loaded from the demo season. */
  private async holdNoRealData(leagues: readonly HubLeague[]): Promise<boolean> {
    const states = await Promise.all(leagues.map((league) => leagueStateOf(this.db, league)));
    return states.every((state) => state === undefined || state.source === 'demo');
  }

  /**
   * Runs a refresh on the primary provider. In `auto` mode, leagues holding no real data fall back to the demo
   * season when the primary fails (and skip it for SOURCE_RETRY_MS); a league with real data never does, so a
   * failing source never replaces real data with simulated data.
   */
  private async fromSource<T>(leagues: readonly HubLeague[], refresh: (provider: SportsDataProvider) => Promise<T>): Promise<T> {
    const { primary, fallback } = this.plan;
    if (fallback === null || !(await this.holdNoRealData(leagues))) return refresh(primary);
    if (this.now().getTime() < this.primaryDownUntil) return refresh(fallback);
    try {
      return await refresh(primary);
    } catch (error) {
      // A refresh overtaken by a newer one is no sign the source is down.
      if (!(error instanceof RefreshError) || error instanceof SupersededRefreshError) throw error;
      this.primaryDownUntil = this.now().getTime() + SOURCE_RETRY_MS;
      this.log?.warn({ err: error }, `The ${primary.source} data could not be loaded: using the demo season for ${leagues.join(', ')}`);
      return refresh(fallback);
    }
  }

  /**
   * `auto` mode at start-up: one quick request tells whether the real sources answer at all, so an offline
   * machine loads the demo season within the probe's timeout instead of waiting out every retry.
   */
  async checkPrimaryReachable(): Promise<boolean> {
    const { primary, fallback } = this.plan;
    if (fallback === null || primary.reachable === undefined) return true;
    const reachable = await primary.reachable(this.settings.probeTimeoutMs).catch(() => false);
    if (!reachable) {
      this.primaryDownUntil = this.now().getTime() + SOURCE_RETRY_MS;
      this.log?.info(`No answer from ${primary.source} within ${this.settings.probeTimeoutMs} ms: the demo season is shown until it answers`);
    }
    return reachable;
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
      const results = await this.fromSource(leagues, (provider) => refreshLeagues(this.db, provider, leagues, () => this.now(), options));
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
  private refreshCurrentWeek(league: HubLeague): Promise<Map<HubLeague, LeagueRefreshResult>> {
    return this.inFlight.run(`week:${league}`, async () => {
      const options = { timeoutMs: this.settings.providerTimeoutMs };
      const weekOf = (provider: SportsDataProvider): SportsDataProvider =>
        provider.fetchCurrentWeek ? { ...provider, fetchLeague: provider.fetchCurrentWeek.bind(provider) } : provider;
      const results = await this.fromSource([league], (provider) => refreshLeagues(this.db, weekOf(provider), [league], () => this.now(), options));
      await this.refreshed({ kind: 'league', leagues: [league] });
      return results;
    });
  }

  /** The live job's refresh: only the scores, status, period and clock of the league's stored games. */
  refreshLiveScores(league: HubLeague): Promise<LiveScoreCounts> {
    return this.inFlight.run(`scores:${league}`, async () => {
      const options = { timeoutMs: this.settings.providerTimeoutMs };
      const result = await this.fromSource([league], (provider) => refreshLiveScores(this.db, provider, league, () => this.now(), options));
      await this.refreshed({ kind: 'scores', leagues: [league] });
      return result;
    });
  }

  refreshInjuries(league: FootballLeague): Promise<InjuryRefreshResult> {
    return this.inFlight.run(`injuries:${league}`, async () => {
      const options = { timeoutMs: this.settings.providerTimeoutMs };
      const result = await this.fromSource([league], (provider) => refreshInjuries(this.db, provider, league, () => this.now(), options));
      await this.refreshed({ kind: 'injuries', leagues: [league] });
      return result;
    });
  }

  /**
   * The leagues to load at start-up: `missing` have never been loaded (a new database, or one an nflverse import
   * filled with the NFL only); `demo` hold the demo season while, in `auto` mode, the real sources answer (the
   * last start was offline), so the real data can replace it.
   */
  async leaguesToLoad(): Promise<{ missing: HubLeague[]; demo: HubLeague[] }> {
    const states = await Promise.all(ALL_LEAGUES.map(async (league) => ({ league, state: await leagueStateOf(this.db, league) })));
    const realMayAnswer = this.plan.fallback !== null && this.now().getTime() >= this.primaryDownUntil;
    return {
      missing: states.filter(({ state }) => state === undefined).map(({ league }) => league),
      demo: realMayAnswer ? states.filter(({ state }) => state?.source === 'demo').map(({ league }) => league) : [],
    };
  }

  /**
   * Every league (or the ones given), each followed by its football injuries: what a new database needs. Leagues
   * go in the order given (the NFL first), so a league's screens fill in as soon as its own load commits. Each is
   * its own refresh, so one failing source leaves the others loaded; failures are logged, not thrown (the server
   * still starts, and the refresh log says what went wrong). `progress` is told each league's start and end.
   */
  async loadEverything(log: LoadLog, leagues: readonly HubLeague[] = ALL_LEAGUES, progress: LoadProgress | null = null): Promise<{ failures: number }> {
    const started = performance.now();
    progress?.start(leagues);
    let failures = 0;
    const attempt = async (step: () => Promise<unknown>): Promise<boolean> => {
      try {
        await step();
        return true;
      } catch (error) {
        failures += 1;
        log.error({ err: error }, 'Loading the sports data failed');
        return false;
      }
    };
    const weekFirst = progress !== null && this.plan.primary.fetchCurrentWeek !== undefined;
    for (const league of leagues) {
      progress?.begin(league, this.source);
      // Behind a start, an empty league's current week first (seconds), then the whole season (a minute). Not over
      // a demo season being replaced: a week of real games must not sit among simulated ones.
      if (weekFirst && (await leagueStateOf(this.db, league)) === undefined) await attempt(() => this.refreshCurrentWeek(league));
      const loaded = await attempt(() => this.refreshLeagues([league]));
      if (isFootball(league)) await attempt(() => this.refreshInjuries(league));
      progress?.end(league, loaded ? 'loaded' : 'failed');
    }
    const outcome = failures === 0 ? 'Loaded' : `Loaded with ${failures} failure(s)`;
    log.info(`${outcome} the sports data in ${Math.round(performance.now() - started)} ms`);
    return { failures };
  }
}
