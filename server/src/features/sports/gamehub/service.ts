import { and, eq, gte, lt, max, min } from 'drizzle-orm';
import type { HubGame, HubLeague, LeagueBreak } from '@playbook/contracts';
import { games } from '../../../db/sports-schema.ts';
import { newYorkDays } from '../../../providers/new-york-time.ts';
import { advancedStatsOfSeason } from '../cfb/advanced-stats.ts';
import { freshnessOf, leagueStateOf, type Freshness, type LeagueState } from '../read-models/league-state.ts';
import type { CachedModel } from '../read-models/read-cache.ts';
import type { SportsReads } from '../sports-data.ts';
import { gamesWhere, linesByGame, linesOfGames, thisWeeksGames } from '../games-and-lines/week-games.ts';
import { gamesByDay, hubGameOf, type TeamEpa } from './hub-game.ts';

/** One league's part of the game hub: this week's games (any status), the live ones, and the week by day. */
export interface LeagueHub {
  schedule: HubGame[];
  live: HubGame[];
  organizedByDay: Record<string, HubGame[]>;
  state: LeagueState | undefined;
  /** Null while the league has games this week. */
  break: LeagueBreak | null;
}

export interface HubByLeague<T> {
  nfl: T;
  mlb: T;
  ncaa: T;
}

async function buildLeagueHub(sports: SportsReads, league: HubLeague): Promise<LeagueHub> {
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
  const leagueBreak = schedule.length === 0 && state ? await breakOf(sports, league) : null;
  return { schedule, live: schedule.filter((game) => game.status === 'live'), organizedByDay: gamesByDay(schedule), state, break: leagueBreak };
}

/**
 * A league without games this week (real MLB scoreboards hold none from the World Series to spring training):
 * the results of the last New York day it played, and when its next stored game starts.
 */
async function breakOf(sports: SportsReads, league: HubLeague): Promise<LeagueBreak> {
  const now = sports.now();
  const ofLeague = eq(games.league, league);
  const [last] = await sports.db.select({ at: max(games.scheduledAt) }).from(games).where(and(ofLeague, eq(games.status, 'finished'), lt(games.scheduledAt, now)));
  const [next] = await sports.db.select({ at: min(games.scheduledAt) }).from(games).where(and(ofLeague, eq(games.status, 'scheduled'), gte(games.scheduledAt, now)));
  const lastDay = last?.at ? newYorkDays(last.at, 1) : null;
  const lastGames = lastDay
    ? await gamesWhere(sports.db, and(ofLeague, eq(games.status, 'finished'), gte(games.scheduledAt, lastDay.start), lt(games.scheduledAt, lastDay.end)))
    : [];
  return { lastResults: lastGames.map((game) => hubGameOf(game, [], null)), nextGameTime: next?.at?.toISOString() ?? null };
}

export class GameHubService {
  private readonly hubs: CachedModel<LeagueHub>;

  constructor(private readonly sports: SportsReads) {
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
