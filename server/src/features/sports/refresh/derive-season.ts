import { cfbAdvancedStats, seasonTeamStats, type SeasonBoxScore, type SeasonGame, type SeasonGameLines, type SeasonInput } from '@playbook/core';
import type { BoxScoreRecord, LeagueSnapshot, LineRecord } from '../../../providers/records.ts';
import { preferredBookmaker } from '../games-and-lines/bookmakers.ts';
import type { AdvancedStatsRow, DerivedSeason, WeekStatsRow } from './derived-rows.ts';

function boxScoreOf({ gameId: _gameId, teamId: _teamId, ...box }: BoxScoreRecord): SeasonBoxScore {
  return box;
}

/** One bookmaker's main prices of a game (the same preference as the game cards): closing lines once it is played. */
function mainLinesOf(lines: readonly LineRecord[], homeTeamId: string, awayTeamId: string): SeasonGameLines | null {
  const main = lines.filter((line) => !line.isAlternate);
  const bookmaker = preferredBookmaker(main);
  if (bookmaker === undefined) return null;
  const price = (market: LineRecord['market'], selection: string) =>
    main.find((line) => line.bookmaker === bookmaker && line.market === market && line.selection === selection);
  return {
    homeSpread: price('spread', homeTeamId)?.lineValue ?? null,
    homeMoneyline: price('moneyline', homeTeamId)?.americanOdds ?? null,
    awayMoneyline: price('moneyline', awayTeamId)?.americanOdds ?? null,
  };
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(key(item));
    if (list) list.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** Core works on numeric team ids: a team's index in the snapshot stands for its source id. */
function seasonInputOf(snapshot: LeagueSnapshot, league: 'NFL' | 'NCAA'): SeasonInput {
  const index = new Map(snapshot.teams.map((team, position) => [team.sourceId, position]));
  const numeric = (sourceId: string): number => index.get(sourceId) ?? -1;
  const boxes = groupBy(snapshot.boxScores, (box) => box.gameId);
  const lines = groupBy(snapshot.lines, (line) => line.gameId);
  const games: SeasonGame[] = [];
  for (const game of snapshot.games) {
    if (game.week === null) continue;
    const ofGame = boxes.get(game.sourceId) ?? [];
    const home = ofGame.find((box) => box.teamId === game.homeTeamId);
    const away = ofGame.find((box) => box.teamId === game.awayTeamId);
    games.push({
      week: game.week,
      homeTeamId: numeric(game.homeTeamId),
      awayTeamId: numeric(game.awayTeamId),
      status: game.status,
      home: home ? boxScoreOf(home) : null,
      away: away ? boxScoreOf(away) : null,
      lines: mainLinesOf(lines.get(game.sourceId) ?? [], game.homeTeamId, game.awayTeamId),
    });
  }
  return { league, teams: snapshot.teams.map((team, position) => ({ id: position, teamName: team.name })), games };
}

/**
 * Everything the server derives with core before storing a football snapshot: each team's season-to-date
 * stats after every completed week (docs/product/dashboard.md, ranked), and for NCAA the advanced stats over all finished
 * games. MLB (game hub only) derives nothing.
 */
export function deriveSeason(snapshot: LeagueSnapshot): DerivedSeason {
  const league = snapshot.league;
  if (league === 'MLB') return { weekStats: [], advancedStats: [] };
  const input = seasonInputOf(snapshot, league);
  const sourceIdOf = (position: number): string => snapshot.teams[position]?.sourceId ?? '';
  const weekStats = seasonTeamStats(input).flatMap(({ week, teams }) =>
    teams.map((stats): WeekStatsRow => {
      const { id, teamName: _teamName, league: _league, ...metrics } = stats;
      return { ...metrics, teamSourceId: sourceIdOf(id), season: snapshot.season, week };
    }),
  );
  const advancedStats =
    league === 'NCAA'
      ? cfbAdvancedStats(input).map(({ teamId, gamesPlayed: _gamesPlayed, ...stats }): AdvancedStatsRow => ({
          ...stats,
          teamSourceId: sourceIdOf(teamId),
          season: snapshot.season,
        }))
      : [];
  return { weekStats, advancedStats };
}
