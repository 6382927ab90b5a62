/**
 * Column (b) of the Model Report's backtest (ADR 022): the weighted heuristics of the matchup and over/under
 * predictors (docs/product/matchup-predictor.md, over-under.md) scored as a predictor, on the games where their inputs exist. Pure: the stats come in through
 * a lookup, so the CLI, the server and the tests can feed them from anywhere.
 */
import type { League } from '../../rankings/team-stats.ts';
import { predictMatchup, type MatchupTeam } from '../matchup-prediction.ts';
import { predictOverUnder, type OverUnderTeam } from '../over-under-prediction.ts';
import type { RatedMatchupPrediction, RatingGame } from './rating-model.ts';

/**
 * A team's season-to-date stats after a week, as the two heuristics read them: a `team_week_stats` row fits.
 * Null metrics (nflverse has no third downs, red zone or possession) are left out the way the predictors
 * already leave them out: the matchup compares only metrics both teams have, the over/under gives a factor
 * no signal when neither team has it.
 */
export type HeuristicTeamStats = Omit<MatchupTeam, 'teamName'> &
  Omit<OverUnderTeam, 'teamName' | 'league'> & {
    /** Games the stats are taken over: a team with none yet has no stats to compare. */
    readonly gamesPlayed: number;
  };

/** The stats of `team` after week `week` of `season`, or undefined when none are stored. */
export type WeekStatsLookup = (team: string, season: number, week: number) => HeuristicTeamStats | undefined;

/** What column (b) needs besides the games: the stats lookup and the league (the over/under's constants). */
export interface HeuristicInputs {
  readonly league: League;
  readonly statsAfter: WeekStatsLookup;
}

/** The heuristic's prediction in the backtest's home-side terms; total is null when it gives none. */
export type HeuristicPrediction = Omit<RatedMatchupPrediction, 'total'> & { total: number | null };

// The predictors name their winner by teamName; fixed labels map it back to a side whatever the real names.
const HOME = 'home';
const AWAY = 'away';

/**
 * The stat-comparison heuristics (docs/product/matchup-predictor.md, over-under.md) for one pairing. The matchup's confidence (percent, 50-95) is the probability of its
 * predicted winner, its spread that winner's margin; an evenly matched pair is 0.5 and 0. The over/under
 * needs a betting total to run (docs/product/matchup-predictor.md compares against one) though its predicted total does not depend
 * on it: without a positive line it gives no total.
 */
export function predictWithHeuristic(
  home: HeuristicTeamStats,
  away: HeuristicTeamStats,
  league: League,
  totalLine: number | null | undefined,
): HeuristicPrediction {
  const matchup = predictMatchup({ ...home, teamName: HOME }, { ...away, teamName: AWAY });
  const homeWins = matchup.evenlyMatched || matchup.winner === HOME;
  const winnerProbability = matchup.confidence / 100;
  const total =
    totalLine != null && Number.isFinite(totalLine) && totalLine > 0
      ? predictOverUnder({ ...home, teamName: HOME, league }, { ...away, teamName: AWAY, league }, totalLine).predictedTotal
      : null;
  return {
    homeWinProbability: homeWins ? winnerProbability : 1 - winnerProbability,
    margin: homeWins ? matchup.spread : -matchup.spread,
    total,
  };
}

/**
 * Column (b) for one game: both teams' stats after the week before the game's week, of the same season (the
 * stats known before kick-off; week w's own stats include the game's result). Null when the game is in its
 * season's first week, either team has no row for week w−1, or either has played no game yet.
 */
export function heuristicPredictionOf(game: RatingGame, inputs: HeuristicInputs): HeuristicPrediction | null {
  const before = game.week - 1;
  if (before < 1) return null;
  const home = inputs.statsAfter(game.homeTeam, game.season, before);
  const away = inputs.statsAfter(game.awayTeam, game.season, before);
  if (home === undefined || away === undefined || home.gamesPlayed < 1 || away.gamesPlayed < 1) return null;
  return predictWithHeuristic(home, away, inputs.league, game.totalLine);
}
