import type { DataSource, HubLeague } from '@playbook/contracts';
import type { Database } from '../../../db/connect.ts';
import type { SportsDataProvider } from '../../../providers/provider.ts';
import { fallsBackAfter, refreshPlanOf, SOURCE_RETRY_MS, type PrimaryFailure } from '../../../providers/source-failure-policy.ts';
import type { LoadLog } from '../first-load/load-log.ts';
import { leagueStateOf } from '../read-models/league-state.ts';
import { RefreshError } from '../refresh/refresh-service.ts';
import { SupersededRefreshError } from '../refresh/refresh-order.ts';
import type { SourcePlan } from './source-plan.ts';

const failureOf = (error: unknown): PrimaryFailure =>
  error instanceof SupersededRefreshError ? 'overtaken' : error instanceof RefreshError ? 'source-failed' : 'other';

/**
 * Which provider each refresh reads from: the plan's primary, and in `auto` mode the demo season behind it while
 * the real sources fail (when, and for how long: source-failure-policy.ts). Remembers until when the primary is
 * taken as down, from a failed refresh or the start-up probe.
 */
export class SourceSelection {
  /** Until this time the primary is taken as unreachable for leagues without real data. */
  private primaryDownUntil = 0;

  constructor(
    private readonly plan: SourcePlan,
    private readonly db: Database,
    private readonly clock: () => Date,
    private readonly probeTimeoutMs: number,
    private readonly log: Pick<LoadLog, 'info' | 'warn'> | null = null,
  ) {}

  get primary(): SportsDataProvider {
    return this.plan.primary;
  }

  private get primaryDown(): boolean {
    return this.clock().getTime() < this.primaryDownUntil;
  }

  /** The real sources may answer: `auto` mode (a demo season behind them) while they are not taken as down. */
  get realMayAnswer(): boolean {
    return this.plan.fallback !== null && !this.primaryDown;
  }

  /**
   * The first load of a new data folder reads the real sources over the network (hundreds of requests): it runs
   * behind the server's start. The demo season, a test's provider, or `auto` after the probe found the real
   * sources silent (the demo season loads instead) are quick, and loaded before the server answers.
   */
  get loadsFromNetwork(): boolean {
    return this.plan.network === true && !this.primaryDown;
  }

  /** When a source paused after failing is asked again for the league (ADR 040); null when it is not paused. */
  retryAtOf(source: DataSource, league: HubLeague): Promise<Date | null> {
    return this.plan.pauses?.retryAtOf(source, league) ?? Promise.resolve(null);
  }

  /** True when one of the leagues holds real data: those never load the demo season. */
  private async holdRealData(leagues: readonly HubLeague[]): Promise<boolean> {
    const states = await Promise.all(leagues.map((league) => leagueStateOf(this.db, league)));
    return !states.every((state) => state === undefined || state.source === 'demo');
  }

  /** Runs a refresh on the provider the policy picks for these leagues, the demo season after a primary's failure where it allows. */
  async run<T>(leagues: readonly HubLeague[], refresh: (provider: SportsDataProvider) => Promise<T>): Promise<T> {
    const { primary, fallback } = this.plan;
    if (fallback === null) return refresh(primary);
    const plan = refreshPlanOf(await this.holdRealData(leagues), this.primaryDown);
    if (plan === 'primary') return refresh(primary);
    if (plan === 'demo') return refresh(fallback);
    try {
      return await refresh(primary);
    } catch (error) {
      if (!fallsBackAfter(failureOf(error))) throw error;
      this.primaryDownUntil = this.clock().getTime() + SOURCE_RETRY_MS;
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
    const reachable = await primary.reachable(this.probeTimeoutMs).catch(() => false);
    if (!reachable) {
      this.primaryDownUntil = this.clock().getTime() + SOURCE_RETRY_MS;
      this.log?.info(`No answer from ${primary.source} within ${this.probeTimeoutMs} ms: the demo season is shown until it answers`);
    }
    return reachable;
  }
}
