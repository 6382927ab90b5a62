import type { HubGame, HubLeague } from '@playbook/contracts';
import { advancedStatsOfSeason } from '../cfb/advanced-stats.ts';
import { freshnessOf, leagueStateOf, type Freshness, type LeagueState } from '../league-state.ts';
import type { CachedModel } from '../read-cache.ts';
import type { SportsData } from '../sports-data.ts';
import { linesByGame, linesOfGames, thisWeeksGames } from '../week-games.ts';
import { gamesByDay, hubGameOf, type TeamEpa } from './hub-game.ts';

/** One league's part of the game hub: this week's games (any status), the live ones, and the week by day. */
export interface LeagueHub {
  schedule: HubGame[];
  live: HubGame[];
  organizedByDay: Record<string, HubGame[]>;
  state: LeagueState | undefined;
}

export interface HubByLeague<T> {
  nfl: T;
  mlb: T;
  ncaa: T;
}

async function buildLeagueHub(sports: SportsData, league: HubLeague): Promise<LeagueHub> {
  const state = await leagueStateOf(sports.db, league);
  const games = await thisWeeksGames(sports.db, league, state, sports.now());
  const lines = linesByGame(await linesOfGames(sports.db, games.map((game) => game.id), 'main'));
  let epa: Map<number, TeamEpa> | null = null;
  if (league === 'NCAA' && state) {
    const advanced = await advancedStatsOfSeason(sports.db, state.season);
    epa = new Map(
      advanced.flatMap(({ teamId, stats: { offenseEpa, defenseEpa } }) =>
        offenseEpa === null || defenseEpa === null ? [] : [[teamId, { offense: offenseEpa, defense: defenseEpa }] as const],
      ),
    );
  }
  const schedule = games.map((game) => hubGameOf(game, lines.get(game.id) ?? [], epa));
  return { schedule, live: schedule.filter((game) => game.status === 'live'), organizedByDay: gamesByDay(schedule), state };
}

export class GameHubService {
  private readonly hubs: CachedModel<LeagueHub>;

  constructor(private readonly sports: SportsData) {
    this.hubs = sports.cache.model<LeagueHub>();
  }

  /** Cached per league and New York day (MLB's window moves at midnight). */
  leagueHub(league: HubLeague): Promise<LeagueHub> {
    const key = `${league}:${this.sports.today()}`;
    return this.hubs.get(key, () => buildLeagueHub(this.sports, league));
  }

  async allLeagues(): Promise<HubByLeague<LeagueHub> & Freshness> {
    const [nfl, mlb, ncaa] = await Promise.all([this.leagueHub('NFL'), this.leagueHub('MLB'), this.leagueHub('NCAA')]);
    return { nfl, mlb, ncaa, ...freshnessOf([nfl.state, mlb.state, ncaa.state], this.sports.source) };
  }

  freshness(hub: LeagueHub): Freshness {
    return freshnessOf([hub.state], this.sports.source);
  }
}
