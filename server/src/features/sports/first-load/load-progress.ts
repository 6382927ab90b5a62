import type { DataLoading, DataSource, HubLeague, LeagueLoadState } from '@playbook/contracts';

/**
 * The first load from the real sources, as the screens' progress note tells it (GET /api/data-loading): which
 * leagues wait, load, are loaded or failed, and how many requests the league being read has had answered.
 * In memory: it describes this process's own start-up load.
 */
export class LoadProgress {
  private readonly states = new Map<HubLeague, LeagueLoadState>();
  private current: { league: HubLeague; source: DataSource; requests: number } | null = null;

  /** The load begins: every league given waits its turn. */
  start(leagues: readonly HubLeague[]): void {
    for (const league of leagues) this.states.set(league, 'waiting');
  }

  begin(league: HubLeague, source: DataSource): void {
    this.states.set(league, 'loading');
    this.current = { league, source, requests: 0 };
  }

  end(league: HubLeague, outcome: 'loaded' | 'failed'): void {
    this.states.set(league, outcome);
    if (this.current?.league === league) this.current = null;
  }

  /** A source answered a request: counted for the league being loaded (requests outside a load are not). */
  answered(): void {
    if (this.current) this.current.requests += 1;
  }

  view(): DataLoading {
    const leagues = [...this.states].map(([league, state]) => ({ league, state }));
    return {
      active: leagues.some(({ state }) => state === 'waiting' || state === 'loading'),
      leagues,
      current: this.current && { ...this.current },
    };
  }
}
