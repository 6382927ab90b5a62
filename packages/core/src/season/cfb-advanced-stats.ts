import { countedGamesThrough } from './season-input.ts';
import type { SeasonInput } from './season-input.ts';
import { perKnownGame, perKnownPlay, ratio, seasonTotals } from './season-totals.ts';
import { gamesByTeam } from './team-game-view.ts';

/** College advanced stats per team (what GameHub's EPA section and the first-half prediction read). */
export interface CfbAdvancedStats {
  teamId: number;
  gamesPlayed: number;
  /** Offensive EPA per play (CollegeFootballData calls it PPA), weighted by plays. */
  ppa: number | null;
  /** Offensive success rate over all plays, 0-1. */
  successRate: number | null;
  /** The offence's EPA per play: the same per-play figure as ppa, under the name GameHub's EPA record uses. */
  offenseEpa: number | null;
  /** Opponents' EPA per play against this defence (negative is good). */
  defenseEpa: number | null;
  /** Takeaways minus giveaways, per game. */
  turnoverMargin: number;
  pointsPerPlayMargin: number;
  firstHalfPointsPerGame: number | null;
}

/**
 * Season-to-date advanced stats of every team over the counted games (weeks up to `throughWeek`, all by
 * default). A team without games gets zeros, and null for what no game of its reports (EPA without a source
 * that has it).
 */
export function cfbAdvancedStats(input: SeasonInput, throughWeek = Number.POSITIVE_INFINITY): CfbAdvancedStats[] {
  const byTeam = gamesByTeam(countedGamesThrough(input.games, throughWeek));
  return input.teams.map((team) => {
    const totals = seasonTotals(byTeam.get(team.id) ?? []);
    const { games, own, opponent } = totals;
    const ppa = perKnownPlay(own.epa);
    return {
      teamId: team.id,
      gamesPlayed: games,
      ppa,
      successRate: perKnownPlay(own.successes),
      offenseEpa: ppa,
      defenseEpa: perKnownPlay(opponent.epa),
      turnoverMargin: ratio(opponent.turnovers - own.turnovers, games),
      pointsPerPlayMargin: ratio(own.points, own.plays) - ratio(opponent.points, opponent.plays),
      firstHalfPointsPerGame: perKnownGame(own.firstHalfPoints),
    };
  });
}
