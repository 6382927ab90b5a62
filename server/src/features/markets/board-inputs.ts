import { inArray } from 'drizzle-orm';
import type { FootballLeague } from '@playbook/contracts';
import { predictRatedMatchup, type BoardGame, type BoardLine, type MatchupInput } from '@playbook/core';
import { games as gamesTable } from '../../db/sports-schema.ts';
import { fitLeague } from '../model/model-predict.ts';
import { storedBacktestGames } from '../model/stored-games.ts';
import { leagueStateOf, type LeagueState } from '../sports/read-models/league-state.ts';
import type { SportsData } from '../sports/sports-data.ts';
import { linesOfGames, thisWeeksGames, type StoredGame, type StoredLine } from '../sports/games-and-lines/week-games.ts';

/** What the market board is computed from: this week's games still to play and every book's current lines. */
export interface BoardInputs {
  state: LeagueState | undefined;
  games: BoardGame[];
  lines: BoardLine[];
  /** Why there is nothing to show; null when there is. */
  emptyReason: string | null;
}

function emptyReasonOf(league: FootballLeague, state: LeagueState | undefined, games: number, lines: number): string | null {
  if (!state) return `No ${league} games are stored yet: refresh the data to load this week's games.`;
  if (games === 0) return `No ${league} games are left to play this week.`;
  if (lines === 0) return `No sportsbook has posted prices for this week's ${league} games yet.`;
  return null;
}

function boardLineOf(line: StoredLine): BoardLine {
  return {
    id: String(line.id),
    gameId: String(line.gameId),
    book: line.bookmaker,
    market: line.market,
    selection: line.selection,
    point: line.lineValue,
    americanOdds: line.americanOdds,
    openingOdds: line.openingOdds,
    isAlternate: line.isAlternate,
    fetchedAt: line.fetchedAt.toISOString(),
  };
}

/**
 * What the model reads of each game beside its teams: a neutral site gets no home edge (ADR 029); the stored
 * starting quarterbacks and weather move the margin and total (ADR 064).
 */
async function matchupsOf(sports: SportsData, games: readonly StoredGame[]): Promise<Map<number, Omit<MatchupInput, 'homeTeam' | 'awayTeam'>>> {
  if (games.length === 0) return new Map();
  const rows = await sports.db
    .select({
      id: gamesTable.id,
      neutral: gamesTable.neutralSite,
      homeQb: gamesTable.homeQbId,
      awayQb: gamesTable.awayQbId,
      wind: gamesTable.wind,
      temperature: gamesTable.temperature,
    })
    .from(gamesTable)
    .where(inArray(gamesTable.id, games.map((game) => game.id)));
  return new Map(rows.map(({ id, ...matchup }) => [id, matchup]));
}

/**
 * Reads a league's board inputs: the current lines through the slate's own query (withdrawn and superseded
 * lines left out), and the fitted rating model's expected margin and total for each game (for middles). Rest
 * is left out of the model here: the expected margin moves by at most a point with it.
 */
export async function readBoardInputs(sports: SportsData, league: FootballLeague): Promise<BoardInputs> {
  const state = await leagueStateOf(sports.db, league);
  const scheduled = (await thisWeeksGames(sports.db, league, state, sports.now())).filter((game) => game.status === 'scheduled');
  const [stored, fitted, matchups] = await Promise.all([
    linesOfGames(sports.db, scheduled.map((game) => game.id), 'all'),
    fitLeague(sports, league, (of) => storedBacktestGames(sports.db, of)),
    matchupsOf(sports, scheduled),
  ]);
  const games = scheduled.map((game): BoardGame => {
    const predicted = predictRatedMatchup(fitted.state, { ...matchups.get(game.id), homeTeam: String(game.home.id), awayTeam: String(game.away.id) });
    return {
      id: String(game.id),
      league,
      startsAt: game.scheduledAt.toISOString(),
      home: { abbreviation: game.home.abbreviation, name: game.home.name },
      away: { abbreviation: game.away.abbreviation, name: game.away.name },
      model: { margin: predicted.margin, total: predicted.total },
    };
  });
  const lines = stored.map(boardLineOf);
  return { state, games, lines, emptyReason: emptyReasonOf(league, state, games.length, lines.length) };
}
