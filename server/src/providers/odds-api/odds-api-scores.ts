import type { GameRecord } from '../records.ts';
import { storedGameMatcher, storedTeamResolver, type StoredTeam } from '../stored-match.ts';
import type { OddsApiScoreEvent } from './odds-api-schema.ts';

export interface OddsApiScores {
  /** The matched stored games with The Odds API's scores and status where they move the game on. */
  games: GameRecord[];
  unresolved: string[];
}

const STATUS_ORDER: Readonly<Record<GameRecord['status'], number>> = { scheduled: 0, live: 1, finished: 2 };

/**
 * `/scores` applied to the stored ESPN games: a game with scores is live, a completed one finished. A source
 * that lags never moves a game back (a game ESPN has finished stays finished with ESPN's score), and a game
 * without scores is left as stored. Games it does not change are not returned.
 */
export function oddsApiScores(events: readonly OddsApiScoreEvent[], teams: readonly StoredTeam[], games: readonly GameRecord[]): OddsApiScores {
  const resolve = storedTeamResolver(teams);
  const matcher = storedGameMatcher('odds-api', teams, games);
  const updated: GameRecord[] = [];
  for (const event of events) {
    const game = matcher.match({ id: event.id, homeTeam: event.home_team, awayTeam: event.away_team, startDate: event.commence_time })?.game;
    if (game === undefined) continue;
    if (event.scores === null) continue;
    const points = new Map(event.scores.map((score) => [resolve(score.name)?.sourceId, Number(score.score)]));
    const homeScore = points.get(game.homeTeamId);
    const awayScore = points.get(game.awayTeamId);
    const status: GameRecord['status'] = event.completed ? 'finished' : 'live';
    if (homeScore === undefined || awayScore === undefined || STATUS_ORDER[status] < STATUS_ORDER[game.status]) continue;
    if (status === game.status && homeScore === game.homeScore && awayScore === game.awayScore) continue;
    // The Odds API has no period or clock: a live game keeps ESPN's, a finished one has no clock left.
    updated.push({ ...game, status, homeScore, awayScore, clock: status === 'finished' ? null : game.clock });
  }
  return { games: updated, unresolved: matcher.unresolved() };
}
