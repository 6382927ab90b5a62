import { rankTeams } from '../rankings/rank-teams.ts';
import type { TeamStats } from '../rankings/team-stats.ts';
import { atsWinPct } from './against-the-spread.ts';
import { favoredScore } from './favored-score.ts';
import { nextGameMoneylines } from './next-game-moneyline.ts';
import type { NextGameMoneyline } from './next-game-moneyline.ts';
import { countedGamesThrough } from './season-input.ts';
import type { SeasonInput } from './season-input.ts';
import { perKnownGame, perKnownPlay, ratio, seasonTotals } from './season-totals.ts';
import { NEUTRAL_STRENGTH_OF_SCHEDULE, strengthOfSchedule } from './strength-of-schedule.ts';
import { gamesByTeam } from './team-game-view.ts';

/** docs/product/dashboard.md team stats, season to date, plus the number of games they are taken over. */
export interface SeasonTeamStats extends TeamStats {
  gamesPlayed: number;
}

/**
 * Every team's season-to-date stats over the counted games of weeks 1..`week`, ranked by core's combined
 * score (rank 1..n, returned in rank order); teams without a counted game come after every team with one. Per-game figures are totals divided by games played; a figure
 * the source does not report is taken over the games that report it, null when none does. A team without
 * games gets zeros for counts, null for rates, SOS 0.5 and favored score 50.
 */
const minutes = (seconds: number | null): number | null => (seconds === null ? null : seconds / 60);

export function teamStatsThroughWeek(input: SeasonInput, week: number): SeasonTeamStats[] {
  const byTeam = gamesByTeam(countedGamesThrough(input.games, week));
  const sos = strengthOfSchedule(byTeam);
  const isNfl = input.league === 'NFL';
  const nextLines = isNfl ? new Map<number, NextGameMoneyline>() : nextGameMoneylines(input.games, week);
  const unranked = input.teams.map((team) => {
    const views = byTeam.get(team.id) ?? [];
    const { games, own, opponent } = seasonTotals(views);
    const next = nextLines.get(team.id);
    return {
      id: team.id,
      teamName: team.teamName,
      league: input.league,
      gamesPlayed: games,
      thirdDownPct: own.thirdDownAttempts.games === 0 ? null : 100 * ratio(own.thirdDownConversions.sum, own.thirdDownAttempts.sum),
      atsWinPct: atsWinPct(views),
      pointsPerGame: ratio(own.points, games),
      redZoneScoringPct: own.redZoneTrips.sum === 0 ? null : (100 * own.redZoneScores.sum) / own.redZoneTrips.sum,
      turnoversPerGame: ratio(own.turnovers, games),
      yardsPerPlay: ratio(own.yards, own.plays),
      penaltiesPerGame: ratio(own.penalties, games),
      fieldGoalsPerGame: ratio(own.fieldGoalsMade, games),
      opponentPointsPerGame: ratio(opponent.points, games),
      opponentRedZoneScoresPerGame: perKnownGame(opponent.redZoneScores),
      opponentRedZoneScoringPct: isNfl && opponent.redZoneTrips.sum > 0 ? (100 * opponent.redZoneScores.sum) / opponent.redZoneTrips.sum : null,
      strengthOfSchedule: sos.get(team.id) ?? NEUTRAL_STRENGTH_OF_SCHEDULE,
      pointsPerPlayMargin: ratio(own.points, own.plays) - ratio(opponent.points, opponent.plays),
      timeOfPossession: minutes(perKnownGame(own.possessionSeconds)),
      secondsPerPlay: perKnownPlay(own.possessionSeconds),
      moneylineOdds: next?.moneylineOdds ?? null,
      impliedWinProb: next?.impliedWinProb ?? null,
      isFavored: next?.isFavored ?? 0,
      favoredScore: favoredScore(views),
    };
  });
  // A team without a counted game has no statistics, only zeros: it is not ranked among the others.
  const played = rankTeams(unranked.filter((team) => team.gamesPlayed > 0));
  const notPlayed = rankTeams(unranked.filter((team) => team.gamesPlayed === 0)).map((team) => ({ ...team, rank: played.length + team.rank }));
  return [...played, ...notPlayed];
}
