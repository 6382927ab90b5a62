import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { HubLeague } from '@playbook/contracts';
import type { Database } from '../../../db/connect.ts';
import { bettingLines, boxScores, games, teams } from '../../../db/sports-schema.ts';
import type { BoxScoreRecord, GameRecord, LeagueSnapshot, LineRecord, TeamRecord } from '../../../providers/records.ts';

/**
 * A league's stored season as a snapshot, for deriving its metrics from everything stored (several sources
 * feed one league: one's schedule, another's prices, a third's box scores). Teams and games are named by
 * their stored ids (as text): the derived rows then name stored teams directly. Only what derivation reads
 * is filled: the current main lines (withdrawn and alternate lines left out), no rosters.
 */
export async function storedSeason(tx: Database, league: HubLeague, season: number, source: LeagueSnapshot['source']): Promise<LeagueSnapshot> {
  const teamRows = await tx.select().from(teams).where(eq(teams.league, league));
  const gameRows = await tx
    .select()
    .from(games)
    .where(and(eq(games.league, league), eq(games.season, season)));
  // The season's games as a subquery, not as hundreds of parameters.
  const ofSeason = tx
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.league, league), eq(games.season, season)));
  const boxRows = await tx.select().from(boxScores).where(inArray(boxScores.gameId, ofSeason));
  const lineRows = await tx
    .select({
      gameId: bettingLines.gameId,
      bookmaker: bettingLines.bookmaker,
      market: bettingLines.market,
      selection: bettingLines.selection,
      lineValue: bettingLines.lineValue,
      americanOdds: bettingLines.americanOdds,
      fetchedAt: bettingLines.fetchedAt,
    })
    .from(bettingLines)
    .where(and(inArray(bettingLines.gameId, ofSeason), eq(bettingLines.isAlternate, false), isNull(bettingLines.withdrawnAt)));

  const abbreviations = new Map(teamRows.map((team) => [team.id, team.abbreviation]));
  const sides = new Map(gameRows.map((game) => [game.id, game]));
  /** A stored selection (an abbreviation) as the snapshot's team id of that side of the game. */
  const selectionOf = (gameId: number, selection: string): string => {
    const game = sides.get(gameId);
    if (!game) return selection;
    if (abbreviations.get(game.homeTeamId) === selection) return String(game.homeTeamId);
    if (abbreviations.get(game.awayTeamId) === selection) return String(game.awayTeamId);
    return selection;
  };

  return {
    source,
    league,
    season,
    currentWeek: null,
    teams: teamRows.map(
      (team): TeamRecord => ({
        sourceId: String(team.id),
        name: team.name,
        abbreviation: team.abbreviation,
        conference: team.conference,
        division: team.division,
        aliases: team.aliases,
      }),
    ),
    games: gameRows.map(
      ({ id, homeTeamId, awayTeamId, scheduledAt, league: _league, sourceId: _sourceId, source: _source, updatedAt: _updatedAt, ...game }): GameRecord => ({
        ...game,
        sourceId: String(id),
        homeTeamId: String(homeTeamId),
        awayTeamId: String(awayTeamId),
        scheduledAt: scheduledAt.toISOString(),
      }),
    ),
    boxScores: boxRows.map(({ gameId, teamId, ...box }): BoxScoreRecord => ({ ...box, gameId: String(gameId), teamId: String(teamId) })),
    lines: lineRows.map(
      (line): LineRecord => ({
        gameId: String(line.gameId),
        bookmaker: line.bookmaker,
        market: line.market,
        selection: selectionOf(line.gameId, line.selection),
        lineValue: line.lineValue,
        americanOdds: line.americanOdds,
        isAlternate: false,
        fetchedAt: line.fetchedAt.toISOString(),
      }),
    ),
    rosters: [],
  };
}
