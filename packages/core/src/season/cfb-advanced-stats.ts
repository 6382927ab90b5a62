import { countedGamesThrough } from './season-input.ts';
import type { SeasonInput } from './season-input.ts';
import { ratio, seasonTotals } from './season-totals.ts';
import { gamesByTeam } from './team-game-view.ts';

/** College advanced stats per team (what GameHub's EPA section and the first-half prediction read). */
export interface CfbAdvancedStats {
  teamId: number;
  gamesPlayed: number;
  /** Offensive EPA per play (CollegeFootballData calls it PPA), weighted by plays. */
  ppa: number;
  /** Offensive success rate over all plays, 0-1. */
  successRate: number;
  /** The offence's EPA per play: the same per-play figure as ppa, under the name GameHub's EPA record uses. */
  offenseEpa: number;
  /** Opponents' EPA per play against this defence (negative is good). */
  defenseEpa: number;
  /** Takeaways minus giveaways, per game. */
  turnoverMargin: number;
  pointsPerPlayMargin: number;
  firstHalfPointsPerGame: number;
}

/**
 * Season-to-date advanced stats of every team over the counted games (weeks up to `throughWeek`, all by
 * default). A team without games gets zeros.
 */
export function cfbAdvancedStats(input: SeasonInput, throughWeek = Number.POSITIVE_INFINITY): CfbAdvancedStats[] {
  const byTeam = gamesByTeam(countedGamesThrough(input.games, throughWeek));
  return input.teams.map((team) => {
    const totals = seasonTotals(byTeam.get(team.id) ?? []);
    const { games, own, opponent } = totals;
    const ppa = ratio(totals.ownEpa, own.plays);
    return {
      teamId: team.id,
      gamesPlayed: games,
      ppa,
      successRate: ratio(totals.ownSuccesses, own.plays),
      offenseEpa: ppa,
      defenseEpa: ratio(totals.opponentEpa, opponent.plays),
      turnoverMargin: ratio(opponent.turnovers - own.turnovers, games),
      pointsPerPlayMargin: ratio(own.points, own.plays) - ratio(opponent.points, opponent.plays),
      firstHalfPointsPerGame: ratio(own.firstHalfPoints, games),
    };
  });
}
