import type { FootballLeague } from '@playbook/contracts';
import { DAY_MS, easternTime, FOOTBALL_CALENDARS, footballWeekAt, nextWeekday, weekThursday } from './demo-calendar.ts';
import type { Matchup } from './football-schedule.ts';
import type { LeagueTeam } from './leagues/league-team.ts';

/** A postseason game: its round's week, its kickoff, and when it appears on the schedule (once its teams are known). */
export interface PostseasonGame extends Matchup {
  kickoff: number;
  listedFrom: number;
}

export interface PostseasonInputs {
  league: FootballLeague;
  season: number;
  teams: readonly LeagueTeam[];
  /** The regular season as played: each game with its kickoff and winner (null for a tie). */
  regularSeason: readonly { matchup: Matchup; kickoff: number; winner: LeagueTeam | null }[];
  /** Who wins a postseason game (never a tie): decided by the same simulation as any other game. */
  winnerOf: (game: PostseasonGame) => LeagueTeam;
  /** Better first when records are level. */
  strength: (team: LeagueTeam) => number;
  gameMs: number;
}

type Slot = readonly [days: number, hours: number, minutes: number];

/** Days after a round's week Thursday and New York times: wild card Saturday to Monday, then weekend rounds. */
const NFL_ROUNDS: readonly { week: number; slots: readonly Slot[]; weeksAfter?: number }[] = [
  { week: 19, slots: [[2, 16, 30], [2, 20, 0], [3, 13, 0], [3, 16, 30], [3, 20, 0], [4, 20, 0]] },
  { week: 20, slots: [[2, 16, 30], [2, 20, 15], [3, 15, 0], [3, 18, 30]] },
  { week: 21, slots: [[3, 15, 0], [3, 18, 30]] },
  // The Super Bowl: two weeks after the conference championships.
  { week: 22, slots: [[17, 18, 30]], weeksAfter: 1 },
];

/** Conference championship weekend: two on Friday night, the rest on Saturday. */
const CHAMPIONSHIP_SLOTS: readonly Slot[] = [[1, 20, 0], [1, 20, 0], [2, 12, 0], [2, 12, 0], [2, 16, 0], [2, 16, 0], [2, 20, 0], [2, 20, 0], [2, 20, 0]];
/** Bowl days (after the Saturday of the week after championships) and their kickoffs. */
const BOWL_DAYS = [0, 0, 0, 3, 4, 5, 5, 5, 7, 8, 9, 10, 10, 11, 11, 11, 12, 12, 12, 13, 13, 13, 14, 14, 14, 16];
const BOWL_TIMES: readonly (readonly [number, number])[] = [[12, 0], [15, 30], [19, 30], [21, 0]];
/** Bowl-eligible: six wins. At most this many teams go bowling (the demo's FBS has 136). */
const BOWL_WINS = 6;
const MAX_BOWL_TEAMS = 70;

function standings(inputs: PostseasonInputs, extra: readonly { winner: LeagueTeam }[] = []): (a: LeagueTeam, b: LeagueTeam) => number {
  const wins = new Map<LeagueTeam, number>();
  for (const { winner } of [...inputs.regularSeason, ...extra]) if (winner !== null) wins.set(winner, (wins.get(winner) ?? 0) + 1);
  return (a, b) => (wins.get(b) ?? 0) - (wins.get(a) ?? 0) || inputs.strength(b) - inputs.strength(a);
}

const winsOf = (inputs: PostseasonInputs, team: LeagueTeam): number => inputs.regularSeason.filter((game) => game.winner === team).length;

/** The end of the last game among these (a round is listed once the round before it is over). */
const endOf = (kickoffs: readonly number[], gameMs: number): number => Math.max(...kickoffs) + gameMs;

/**
 * NFL playoffs: seven teams a conference (the four division winners by record, then the three best others),
 * 2-7, 3-6 and 4-5 on wild-card weekend, the top seed plays the lowest left, then the conference championships
 * and the Super Bowl (the AFC champion listed at home).
 */
function nflPlayoffs(inputs: PostseasonInputs): PostseasonGame[] {
  const byRecord = standings(inputs);
  const regularEnd = endOf(inputs.regularSeason.map((game) => game.kickoff), inputs.gameMs);
  const seeds = (conference: string): LeagueTeam[] => {
    const teams = inputs.teams.filter((team) => team.conference === conference).sort(byRecord);
    const winners = [...new Set(teams.map((team) => team.division))].flatMap((division) => teams.find((team) => team.division === division) ?? []);
    const divisionWinners = winners.sort(byRecord);
    return [...divisionWinners, ...teams.filter((team) => !divisionWinners.includes(team)).slice(0, 7 - divisionWinners.length)];
  };
  const games: PostseasonGame[] = [];
  const play = (round: number, pairs: readonly (readonly [LeagueTeam, LeagueTeam])[], listedFrom: number): { winners: LeagueTeam[]; end: number } => {
    const { week, slots, weeksAfter = 0 } = NFL_ROUNDS[round] ?? { week: 19, slots: [] };
    const thursday = weekThursday('NFL', inputs.season, week - weeksAfter);
    const played = pairs.map(([home, away], i) => {
      const [days, hours, minutes] = slots[i] ?? [3, 13, 0];
      const game: PostseasonGame = { week, home, away, kickoff: easternTime(thursday + days * DAY_MS, hours, minutes), listedFrom };
      games.push(game);
      return game;
    });
    return { winners: played.map((game) => inputs.winnerOf(game)), end: endOf(played.map((game) => game.kickoff), inputs.gameMs) };
  };
  const conferences = ['AFC', 'NFC'].map((conference) => seeds(conference));
  const at = (list: readonly LeagueTeam[], i: number): LeagueTeam => {
    const team = list[i];
    if (team === undefined) throw new Error('A playoff bracket has all its teams');
    return team;
  };
  const wildCard = play(1 - 1, conferences.flatMap((s) => [[at(s, 1), at(s, 6)], [at(s, 2), at(s, 5)], [at(s, 3), at(s, 4)]] as const), regularEnd);
  const left = conferences.map((s, c) => [at(s, 0), ...wildCard.winners.slice(3 * c, 3 * c + 3)].sort((a, b) => s.indexOf(a) - s.indexOf(b)));
  const divisional = play(1, left.flatMap((s) => [[at(s, 0), at(s, 3)], [at(s, 1), at(s, 2)]] as const), wildCard.end);
  const finalists = conferences.map((s, c) => divisional.winners.slice(2 * c, 2 * c + 2).sort((a, b) => s.indexOf(a) - s.indexOf(b)));
  const championships = play(2, finalists.map((pair) => [at(pair, 0), at(pair, 1)] as const), divisional.end);
  play(3, [[at(championships.winners, 0), at(championships.winners, 1)]], championships.end);
  return games;
}

/**
 * College postseason: each conference's two best teams meet in its championship game; then the bowls from
 * mid-December to early January between bowl-eligible teams of similar standing, the best four in the playoff
 * semifinals on New Year's Day and the title game the second Monday of January.
 */
function collegePostseason(inputs: PostseasonInputs): PostseasonGame[] {
  const byRecord = standings(inputs);
  const regularEnd = endOf(inputs.regularSeason.map((game) => game.kickoff), inputs.gameMs);
  const lastWeek = FOOTBALL_CALENDARS.NCAA.weeks;
  const championshipThursday = weekThursday('NCAA', inputs.season, lastWeek + 1);
  const conferences = [...new Set(inputs.teams.map((team) => team.conference))].filter(
    (conference) => inputs.teams.filter((team) => team.conference === conference).length >= 8 && conference !== 'FBS Independents',
  );
  const championships = conferences.flatMap((conference, i): PostseasonGame[] => {
    const [home, away] = inputs.teams.filter((team) => team.conference === conference).sort(byRecord);
    const [days, hours, minutes] = CHAMPIONSHIP_SLOTS[i % CHAMPIONSHIP_SLOTS.length] ?? [2, 12, 0];
    const kickoff = easternTime(championshipThursday + days * DAY_MS, hours, minutes);
    return home === undefined || away === undefined ? [] : [{ week: lastWeek + 1, home, away, kickoff, listedFrom: regularEnd }];
  });
  const champions = championships.map((game) => ({ winner: inputs.winnerOf(game) }));
  const finalOrder = standings(inputs, champions);
  const bowlsListed = endOf(championships.map((game) => game.kickoff), inputs.gameMs);
  const eligible = inputs.teams.filter((team) => winsOf(inputs, team) + champions.filter((c) => c.winner === team).length >= BOWL_WINS).sort(finalOrder);
  const [one, two, three, four, ...rest] = eligible.slice(0, MAX_BOWL_TEAMS - (eligible.length % 2));
  const weekOf = (kickoff: number): number => footballWeekAt('NCAA', inputs.season, kickoff);
  const game = (home: LeagueTeam, away: LeagueTeam, kickoff: number, listedFrom: number): PostseasonGame => ({ week: weekOf(kickoff), home, away, kickoff, listedFrom });
  const firstBowlDay = championshipThursday + 16 * DAY_MS; // the Saturday two weeks after the championships
  const bowls = Array.from({ length: Math.floor(rest.length / 2) }, (_, i) => {
    const home = rest[2 * i];
    const away = rest[2 * i + 1];
    const sameDay = BOWL_DAYS.slice(0, i).filter((day) => day === BOWL_DAYS[i % BOWL_DAYS.length]).length;
    const [hours, minutes] = BOWL_TIMES[sameDay % BOWL_TIMES.length] ?? [19, 30];
    const day = firstBowlDay + (BOWL_DAYS[i % BOWL_DAYS.length] ?? 0) * DAY_MS;
    return home === undefined || away === undefined ? [] : [game(home, away, easternTime(day, hours, minutes), bowlsListed)];
  }).flat();
  if (one === undefined || two === undefined || three === undefined || four === undefined) return [...championships, ...bowls];
  const newYearsDay = Date.UTC(inputs.season + 1, 0, 1);
  const semifinals = [game(one, four, easternTime(newYearsDay, 16, 0), bowlsListed), game(two, three, easternTime(newYearsDay, 20, 0), bowlsListed)];
  const [first, second] = semifinals.map((semifinal) => inputs.winnerOf(semifinal));
  const titleDay = nextWeekday(newYearsDay + 7 * DAY_MS, 1);
  const title = first !== undefined && second !== undefined ? [game(first, second, easternTime(titleDay, 19, 30), endOf(semifinals.map((s) => s.kickoff), inputs.gameMs))] : [];
  return [...championships, ...bowls, ...semifinals, ...title];
}

/** A season's whole postseason; each game is listed from its `listedFrom` (once the games deciding its teams are over). */
export function footballPostseason(inputs: PostseasonInputs): PostseasonGame[] {
  return inputs.league === 'NFL' ? nflPlayoffs(inputs) : collegePostseason(inputs);
}
