import { DAY_MS, easternTime } from './demo-calendar.ts';
import { MLB_GAME_MS } from './game-clock.ts';
import type { LeagueTeam } from './leagues/league-team.ts';
import { POSTSEASON_ROUNDS, regularSeasonEnd } from './mlb-calendar.ts';
import type { PostseasonRound } from './mlb-calendar.ts';

/** One game of the schedule: its New York day (midnight UTC of that date), first pitch and clubs. */
export interface ScheduledMlbGame {
  day: number;
  start: number;
  home: LeagueTeam;
  away: LeagueTeam;
  /** When the schedule names these two clubs: a postseason game is listed once both have won their way in. */
  listedFrom: number;
}

/** Whether the home club wins a game, as the simulation plays it (deterministic per game). */
export type HomeWins = (day: number, home: LeagueTeam, away: LeagueTeam) => boolean;

/** First pitches (New York time) of a postseason day by how many games it holds. */
const POSTSEASON_TIMES: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [[20, 8]],
  2: [[16, 8], [20, 8]],
  3: [[13, 8], [16, 38], [20, 8]],
  4: [[13, 8], [16, 8], [19, 8], [20, 38]],
};

interface Series {
  better: LeagueTeam;
  worse: LeagueTeam;
}

interface Played {
  winner: LeagueTeam;
  games: Omit<ScheduledMlbGame, 'start' | 'listedFrom'>[];
}

/** A series played game by game until a club has won a majority; all its games listed from `listedFrom`. */
function playSeries(round: PostseasonRound, series: Series, end: number, homeWins: HomeWins): Played {
  const needed = Math.floor(round.dayOffsets.length / 2) + 1;
  const wins = new Map([[series.better, 0], [series.worse, 0]]);
  const games: Played['games'] = [];
  for (const [index, offset] of round.dayOffsets.entries()) {
    const [home, away] = round.betterSeedHosts[index] ? [series.better, series.worse] : [series.worse, series.better];
    const day = end + offset * DAY_MS;
    const winner = homeWins(day, home, away) ? home : away;
    games.push({ day, home, away });
    wins.set(winner, (wins.get(winner) ?? 0) + 1);
    if ((wins.get(winner) ?? 0) >= needed) return { winner, games };
  }
  // Unreachable with an odd number of games: someone reaches the majority.
  return { winner: series.better, games };
}

/**
 * A season's postseason: in each league the six best clubs by `rating`, seeds 3-6 in the Wild Card Series,
 * 1 and 2 waiting in the Division Series; the pennant winners meet in the World Series. Each series ends when a
 * club clinches, and the next round's games are listed only once both clubs are known.
 */
export function mlbPostseason(season: number, teams: readonly LeagueTeam[], rating: (team: LeagueTeam) => number, homeWins: HomeWins): ScheduledMlbGame[] {
  const end = regularSeasonEnd(season);
  const byRating = (a: LeagueTeam, b: LeagueTeam): number => rating(b) - rating(a);
  const pending: { games: Played['games']; listedFrom: () => number }[] = [];
  const lastEndOf = new Map<Played, () => number>();
  const startOf = new Map<string, number>();
  const keyOf = (game: { day: number; home: LeagueTeam }): string => `${game.day}|${game.home.abbreviation}`;
  const play = (roundIndex: number, series: Series, listedFrom: () => number): Played => {
    const round = POSTSEASON_ROUNDS[roundIndex] ?? POSTSEASON_ROUNDS[0];
    if (round === undefined) throw new Error('The postseason has rounds');
    const played = playSeries(round, series, end, homeWins);
    pending.push({ games: played.games, listedFrom });
    const last = played.games.at(-1);
    lastEndOf.set(played, () => (last === undefined ? end : (startOf.get(keyOf(last)) ?? end) + MLB_GAME_MS));
    return played;
  };
  const decidedBy = (...feeders: Played[]) => () => Math.max(...feeders.map((feeder) => lastEndOf.get(feeder)?.() ?? end));
  const seasonOver = (): number => end + DAY_MS;
  const pennant = (league: string): Played => {
    const seeds = teams.filter((team) => team.conference === league).sort(byRating).slice(0, 6);
    const [one, two, three, four, five, six] = seeds;
    if (one === undefined || two === undefined || three === undefined || four === undefined || five === undefined || six === undefined) {
      throw new Error(`${league} has six clubs`);
    }
    const wildCardA = play(0, { better: three, worse: six }, seasonOver);
    const wildCardB = play(0, { better: four, worse: five }, seasonOver);
    const divisionA = play(1, { better: one, worse: wildCardB.winner }, decidedBy(wildCardB));
    const divisionB = play(1, { better: two, worse: wildCardA.winner }, decidedBy(wildCardA));
    const [better, worse] = [divisionA.winner, divisionB.winner].sort(byRating);
    return play(2, { better: better ?? one, worse: worse ?? two }, decidedBy(divisionA, divisionB));
  };
  const american = pennant('American League');
  const national = pennant('National League');
  const [better, worse] = [american.winner, national.winner].sort(byRating);
  play(3, { better: better ?? american.winner, worse: worse ?? national.winner }, decidedBy(american, national));

  // First pitches by how many games share a day; then each game's listing time, which reads them.
  const perDay = new Map<number, Played['games']>();
  for (const game of pending.flatMap((series) => series.games)) perDay.set(game.day, [...(perDay.get(game.day) ?? []), game]);
  for (const [day, games] of perDay) {
    const times = POSTSEASON_TIMES[games.length] ?? POSTSEASON_TIMES[4] ?? [];
    games.forEach((game, i) => startOf.set(keyOf(game), easternTime(day, ...(times[i] ?? [20, 8]))));
  }
  return pending.flatMap(({ games, listedFrom }) => {
    const from = listedFrom();
    return games.map((game) => ({ ...game, start: startOf.get(keyOf(game)) ?? game.day, listedFrom: from }));
  });
}
