import type { FootballLeague, HubLeague } from '@playbook/contracts';
import { leagueStateOf } from '../read-models/league-state.ts';
import type { SourceSelection } from '../source-selection/source-selection.ts';
import { ALL_LEAGUES, FOOTBALL_LEAGUES, type SportsData } from '../sports-data.ts';
import type { LoadLog } from './load-log.ts';
import type { LoadProgress } from './load-progress.ts';

const isFootball = (league: HubLeague): league is FootballLeague => (FOOTBALL_LEAGUES as readonly HubLeague[]).includes(league);

/**
 * Loading the sports data into a database that lacks it: at the server's start (before it answers, or behind it
 * when the real sources are read over the network, ADR 054) and from the seed command.
 */
export class StartUpLoad {
  /** The load running behind the server's start, if any (see loadBehind). */
  private behind: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly sports: SportsData,
    /** Where the load reads from; `auto` mode's start-up probe is its `checkPrimaryReachable`. */
    readonly sources: SourceSelection,
  ) {}

  /**
   * The leagues to load at start-up: `missing` have never been loaded (a new database, or one an nflverse import
   * filled with the NFL only); `demo` hold the demo season while, in `auto` mode, the real sources answer (the
   * last start was offline), so the real data can replace it.
   */
  async leaguesToLoad(): Promise<{ missing: HubLeague[]; demo: HubLeague[] }> {
    const states = await Promise.all(ALL_LEAGUES.map(async (league) => ({ league, state: await leagueStateOf(this.sports.db, league) })));
    const realMayAnswer = this.sources.realMayAnswer;
    return {
      missing: states.filter(({ state }) => state === undefined).map(({ league }) => league),
      demo: realMayAnswer ? states.filter(({ state }) => state?.source === 'demo').map(({ league }) => league) : [],
    };
  }

  /** Loads the leagues behind the server's start; its failures are logged. `loadedBehind` waits for its end. */
  loadBehind(log: LoadLog, leagues: readonly HubLeague[], progress: LoadProgress): void {
    this.behind = this.loadEverything(log, leagues, progress).catch((error: unknown) => log.error({ err: error }, 'Loading the real sports data failed'));
  }

  /** Resolves when the load behind the start has ended (at once when there is none): shutdown and tests wait on it. */
  async loadedBehind(): Promise<void> {
    await this.behind;
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
    const weekFirst = progress !== null && this.sources.primary.fetchCurrentWeek !== undefined;
    for (const league of leagues) {
      progress?.begin(league, this.sports.source);
      // Behind a start, an empty league's current week first (seconds), then the whole season (a minute). Not over
      // a demo season being replaced: a week of real games must not sit among simulated ones.
      if (weekFirst && (await leagueStateOf(this.sports.db, league)) === undefined) await attempt(() => this.sports.refreshCurrentWeek(league));
      const loaded = await attempt(() => this.sports.refreshLeagues([league]));
      if (isFootball(league)) await attempt(() => this.sports.refreshInjuries(league));
      progress?.end(league, loaded ? 'loaded' : 'failed');
    }
    const outcome = failures === 0 ? 'Loaded' : `Loaded with ${failures} failure(s)`;
    log.info(`${outcome} the sports data in ${Math.round(performance.now() - started)} ms`);
    return { failures };
  }
}
