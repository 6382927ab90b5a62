import { eq } from 'drizzle-orm';
import type { AlternateLine, FootballLeague, HubLeague, LiveBettingLine } from '@playbook/contracts';
import { games, MAX_INTEGER_ID } from '../../../db/sports-schema.ts';
import { freshnessOf, leagueStateOf, type Freshness, type LeagueState } from '../read-models/league-state.ts';
import type { CachedModel } from '../read-models/read-cache.ts';
import { ALL_LEAGUES, FOOTBALL_LEAGUES, type SportsReads } from '../sports-data.ts';
import { gamesWhere, linesByGame, linesOfGames, thisWeeksGames, type StoredGame } from '../games-and-lines/week-games.ts';
import { alternateLineOf, liveBettingLineOf } from './slate-line.ts';

const SPORT_OF_LEAGUE: Readonly<Record<string, string>> = {
  NFL: 'Football',
  NCAA: 'Football',
  CFL: 'Football',
  NBA: 'Basketball',
  MLB: 'Baseball',
  KBO: 'Baseball',
  MLS: 'Soccer',
  EPL: 'Soccer',
};

/** docs/product/live-slate.md: the sport of a league (NFL, NCAA or CFL Football; NBA Basketball; MLB or KBO Baseball; MLS or EPL Soccer). */
export function sportOf(league: string): string {
  return SPORT_OF_LEAGUE[league.toUpperCase()] ?? 'Unknown';
}

/** One league's part of the live slate: its upcoming and live games, and every price of its upcoming games. */
interface LeagueSlate {
  state: LeagueState | undefined;
  games: StoredGame[];
  lines: LiveBettingLine[];
  alternates: AlternateLine[];
}

export type AlternatesOrder = 'worst-to-best' | 'best-to-worst';

async function buildLeagueSlate(sports: SportsReads, league: HubLeague): Promise<LeagueSlate> {
  const state = await leagueStateOf(sports.db, league);
  const upcoming = (await thisWeeksGames(sports.db, league, state, sports.now())).filter((game) => game.status !== 'finished');
  const scheduled = upcoming.filter((game) => game.status === 'scheduled');
  const priced = league === 'MLB' ? [] : scheduled;
  const byGame = linesByGame(await linesOfGames(sports.db, priced.map((game) => game.id), 'all'));
  const lines: LiveBettingLine[] = [];
  const alternates: AlternateLine[] = [];
  for (const game of priced) {
    for (const line of byGame.get(game.id) ?? []) {
      lines.push(liveBettingLineOf(game, line));
      const alternate = line.isAlternate ? alternateLineOf(game, line) : null;
      if (alternate) alternates.push(alternate);
    }
  }
  return { state, games: upcoming, lines, alternates };
}

export class SlateService {
  private readonly slates: CachedModel<LeagueSlate>;

  constructor(private readonly sports: SportsReads) {
    this.slates = sports.cache.model<LeagueSlate>();
  }

  private leagueSlate(league: HubLeague): Promise<LeagueSlate> {
    return this.slates.get(`${league}:${this.sports.today()}`, () => buildLeagueSlate(this.sports, league));
  }

  private async slatesOf(leagues: readonly HubLeague[]): Promise<{ slates: LeagueSlate[]; freshness: Freshness }> {
    const slates = await Promise.all(leagues.map((league) => this.leagueSlate(league)));
    return { slates, freshness: freshnessOf(slates.map((slate) => slate.state), this.sports.source) };
  }

  /** Main and alternate lines of every bookmaker for the scheduled NFL and NCAA games of this week. */
  async bettingLines(): Promise<Freshness & { lines: LiveBettingLine[] }> {
    const { slates, freshness } = await this.slatesOf(FOOTBALL_LEAGUES);
    return { ...freshness, lines: slates.flatMap((slate) => slate.lines) };
  }

  /** Upcoming and live games of this week in every league, by start time. */
  async games() {
    const { slates, freshness } = await this.slatesOf(ALL_LEAGUES);
    const all = slates.flatMap((slate) => slate.games).sort((a, b) => a.scheduledAt.getTime() - b.scheduledAt.getTime() || a.id - b.id);
    const games = all.map((game) => ({
      id: String(game.id),
      awayTeam: game.away.name,
      homeTeam: game.home.name,
      league: game.league,
      sport: sportOf(game.league),
      gameTime: game.scheduledAt.toISOString(),
      referee: game.referee,
      status: game.status,
      statusDetail: game.statusDetail,
    }));
    return { ...freshness, games };
  }

  /**
   * Alternate lines of the slate's football games, by price: worst-to-best is ascending American odds (the
   * smallest payout first: -300 before -110 before +150), best-to-worst the reverse; ties by game and line.
   */
  async sortedAlternates(marketType: 'spread' | 'total', sortOrder: AlternatesOrder, limit: number) {
    const { slates, freshness } = await this.slatesOf(FOOTBALL_LEAGUES);
    const direction = sortOrder === 'worst-to-best' ? 1 : -1;
    const lines = slates
      .flatMap((slate) => slate.alternates)
      .filter((line) => line.marketType === marketType)
      .sort((a, b) => direction * (a.americanOdds - b.americanOdds) || Number(a.eventId) - Number(b.eventId) || a.lineValue - b.lineValue)
      .slice(0, limit);
    return { success: true as const, ...freshness, marketType, sortOrder, lines };
  }

  /** Every alternate line of this week's scheduled football games, of one league or both. */
  async weekAlternates(league?: FootballLeague): Promise<Freshness & { alternateLines: AlternateLine[] }> {
    const { slates, freshness } = await this.slatesOf(league === undefined ? FOOTBALL_LEAGUES : [league]);
    return { ...freshness, alternateLines: slates.flatMap((slate) => slate.alternates) };
  }

  /** Every alternate line of one game (any week); undefined for an unknown game. */
  async alternatesOfGame(eventId: string): Promise<(Freshness & { alternateLines: AlternateLine[] }) | undefined> {
    const id = Number(eventId);
    // Game ids are PostgreSQL integers: anything past 2^31 - 1 names no game (and would make the query fail).
    if (!Number.isSafeInteger(id) || id <= 0 || id > MAX_INTEGER_ID) return undefined;
    const [game] = await gamesWhere(this.sports.db, eq(games.id, id));
    if (!game) return undefined;
    const lines = await linesOfGames(this.sports.db, [game.id], 'alternate');
    const alternateLines = lines.map((line) => alternateLineOf(game, line)).filter((line) => line !== null);
    return { ...freshnessOf([await leagueStateOf(this.sports.db, game.league)], this.sports.source), alternateLines };
  }
}
