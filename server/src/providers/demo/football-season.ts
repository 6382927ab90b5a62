import type { FootballLeague } from '@playbook/contracts';
import { seedFromText } from '@playbook/core';
import { expectedPoints } from '../../../../packages/core/src/sim/expected-points.ts';
import type { SimulationTeam } from '../../../../packages/core/src/sim/expected-points.ts';
import type { BoxScoreRecord, GameRecord, LeagueSnapshot, LineRecord } from '../records.ts';
import { CLOSING_BOOKMAKER, DEMO_BOOKMAKERS } from './bookmakers.ts';
import { currentFootballWeek, footballSeasonYear } from './demo-calendar.ts';
import { demoRng } from './demo-random.ts';
import { footballBoxScores } from './football-box-score.ts';
import { weekKickoffs } from './football-kickoffs.ts';
import { bookAlternateLines, bookMainLines, canCarryArbitrage, FOOTBALL_MARKET_SD, toHalfPoint, withStaleMoneyline } from './game-lines.ts';
import type { GameMarket } from './game-lines.ts';
import { playFootballGame, scoreAt } from './football-result.ts';
import { footballPostseason } from './football-postseason.ts';
import { footballSchedule } from './football-schedule.ts';
import type { Matchup } from './football-schedule.ts';
import { FOOTBALL_GAME_MS, footballClock, gamePhase } from './game-clock.ts';
import type { GamePhase } from './game-clock.ts';
import type { LeagueTeam } from './leagues/league-team.ts';
import { NCAA_FBS_TEAMS } from './leagues/ncaa-fbs-teams.ts';
import { NFL_TEAMS } from './leagues/nfl-teams.ts';
import { officialFor, officials } from './officials.ts';
import { teamRoster } from './rosters.ts';
import { teamRecord } from './team-records.ts';
import { teamStrength, withHomeField } from './team-strength.ts';

export function footballTeams(league: FootballLeague) {
  return league === 'NFL' ? NFL_TEAMS : NCAA_FBS_TEAMS;
}

/** Roughly one game in ten that is still to be played (and fairly even) gets a stale moneyline at one book. */
const ARBITRAGE_ONE_IN = 10;

interface UpcomingGame {
  market: GameMarket;
  week: number;
  kickoff: number;
  phase: GamePhase;
}

function gameId(league: FootballLeague, season: number, matchup: Matchup): string {
  return `${league}-${season}-W${String(matchup.week).padStart(2, '0')}-${matchup.away.abbreviation}-${matchup.home.abbreviation}`;
}

/** The games that get a stale line: every ARBITRAGE_ONE_IN-th by hash, and always the first one still to come this week. */
function arbitrageGames(upcoming: readonly UpcomingGame[], currentWeek: number, seed: number): Set<string> {
  const candidates = upcoming.filter((game) => game.phase.status === 'scheduled' && canCarryArbitrage(game.market));
  const drawn = (game: UpcomingGame): boolean => seedFromText(`${seed}:arbitrage:${game.market.gameId}`) % ARBITRAGE_ONE_IN === 0;
  const chosen = new Set(candidates.filter(drawn).map((game) => game.market.gameId));
  const thisWeek = candidates.filter((game) => game.week === currentWeek).sort((a, b) => a.kickoff - b.kickoff)[0] ?? candidates[0];
  if (thisWeek !== undefined) chosen.add(thisWeek.market.gameId);
  return chosen;
}

/**
 * One league's demo season at `now` (see demo-calendar.ts for how it is anchored): every game of the regular
 * season with its status, live clock and (partial) score, box scores of finished games, lines, and rosters.
 * Lines: finished games keep the closing main lines of one book; games of this week and next that are still to
 * finish carry every book's main lines and now and then a stale moneyline (a real cross-book arbitrage), this
 * week's also alternates from the books that offer them. Later weeks have no lines yet, as at real books.
 */
export function footballSnapshot(league: FootballLeague, now: Date, seed: number): LeagueSnapshot {
  const teams = footballTeams(league);
  const season = footballSeasonYear(now);
  const nowMs = now.getTime();
  const fetchedAt = now.toISOString();
  const strengths = new Map(teams.map((team) => [team.abbreviation, teamStrength(league, team, season, seed)]));
  const strengthOf = (team: LeagueTeam): SimulationTeam => strengths.get(team.abbreviation) ?? teamStrength(league, team, season, seed);
  const scheduled: { matchup: Matchup; kickoff: number }[] = [];
  const byWeek = new Map<number, Matchup[]>();
  for (const matchup of footballSchedule(league, teams, season, seed)) byWeek.set(matchup.week, [...(byWeek.get(matchup.week) ?? []), matchup]);
  for (const [week, matchups] of byWeek) {
    const kickoffs = weekKickoffs(league, matchups.length, season, week);
    matchups.forEach((matchup, index) => scheduled.push({ matchup, kickoff: kickoffs[index] ?? 0 }));
  }
  const sides = (matchup: Matchup) => ({ home: withHomeField(league, strengthOf(matchup.home), 'home'), away: withHomeField(league, strengthOf(matchup.away), 'away') });
  // A postseason game is replayed (another draw) until someone wins, so the score shown agrees with who advances.
  const finalOf = (matchup: Matchup, decided: boolean) => {
    const { home, away } = sides(matchup);
    const id = gameId(league, season, matchup);
    let final = playFootballGame(league, home, away, demoRng(seed, 'game', id));
    for (let replay = 1; decided && final.home.score === final.away.score; replay++) final = playFootballGame(league, home, away, demoRng(seed, 'game', id, replay));
    return final;
  };
  const regularEnd = Math.max(...scheduled.map((game) => game.kickoff)) + FOOTBALL_GAME_MS;
  let currentWeek = currentFootballWeek(league, now);
  const postseasonIds = new Set<string>();
  if (nowMs >= regularEnd) {
    const winner = (matchup: Matchup, decided: boolean): LeagueTeam | null => {
      const final = finalOf(matchup, decided);
      return final.home.score === final.away.score ? null : final.home.score > final.away.score ? matchup.home : matchup.away;
    };
    const postseason = footballPostseason({
      league,
      season,
      teams,
      regularSeason: scheduled.map(({ matchup, kickoff }) => ({ matchup, kickoff, winner: winner(matchup, false) })),
      winnerOf: (game) => winner(game, true) ?? game.home,
      strength: (team) => strengthOf(team).pointsPerGame - strengthOf(team).opponentPointsPerGame,
      gameMs: FOOTBALL_GAME_MS,
    });
    currentWeek = currentFootballWeek(league, now, Math.max(...postseason.map((game) => game.week)));
    for (const game of postseason.filter((listed) => listed.listedFrom <= nowMs)) {
      scheduled.push({ matchup: game, kickoff: game.kickoff });
      postseasonIds.add(gameId(league, season, game));
    }
  }

  const games: GameRecord[] = [];
  const boxScores: BoxScoreRecord[] = [];
  const lines: LineRecord[] = [];
  const upcoming: UpcomingGame[] = [];
  const sd = FOOTBALL_MARKET_SD[league];
  const crew = officials(seed, league, season);
  for (const { matchup, kickoff } of scheduled) {
    const { week } = matchup;
    const id = gameId(league, season, matchup);
    const phase = gamePhase(kickoff, nowMs, FOOTBALL_GAME_MS);
    const { home, away } = sides(matchup);
    const homeExpected = expectedPoints(home, away, league);
    const awayExpected = expectedPoints(away, home, league);
    const market: GameMarket = {
      gameId: id,
      homeId: matchup.home.abbreviation,
      awayId: matchup.away.abbreviation,
      expectedMargin: homeExpected - awayExpected,
      expectedTotal: homeExpected + awayExpected,
      marginSd: sd.margin,
      totalSd: sd.total,
      homeSpread: toHalfPoint(awayExpected - homeExpected),
      total: toHalfPoint(homeExpected + awayExpected),
      booksShiftLines: true,
    };
    const final = phase.status === 'scheduled' ? null : finalOf(matchup, postseasonIds.has(id));
    const record: GameRecord = {
      sourceId: id,
      season,
      week,
      homeTeamId: market.homeId,
      awayTeamId: market.awayId,
      scheduledAt: new Date(kickoff).toISOString(),
      status: phase.status,
      period: null,
      clock: null,
      homeScore: final?.home.score ?? null,
      awayScore: final?.away.score ?? null,
      referee: officialFor(crew, seed, id),
      venue: null,
    };
    if (phase.status === 'live' && final !== null) {
      const clock = footballClock(phase.elapsedMs);
      record.period = clock.period;
      record.clock = clock.clock;
      record.homeScore = scoreAt(final.home, clock.period, clock.periodFraction);
      record.awayScore = scoreAt(final.away, clock.period, clock.periodFraction);
    }
    games.push(record);
    if (phase.status === 'finished' && final !== null) {
      boxScores.push(...footballBoxScores(league, id, market.homeId, market.awayId, final, demoRng(seed, 'box', id)));
      const closingBook = DEMO_BOOKMAKERS.find((book) => book.name === CLOSING_BOOKMAKER);
      if (closingBook !== undefined) lines.push(...bookMainLines(market, closingBook, new Date(kickoff).toISOString(), seed));
    } else if (week <= currentWeek + 1) {
      upcoming.push({ market, week, kickoff, phase });
    }
  }

  const stale = arbitrageGames(upcoming, currentWeek, seed);
  const vigOf = (name: string): number => DEMO_BOOKMAKERS.find((book) => book.name === name)?.vig ?? 0.045;
  for (const game of upcoming) {
    const main = DEMO_BOOKMAKERS.flatMap((book) => bookMainLines(game.market, book, fetchedAt, seed));
    const isStale = stale.has(game.market.gameId);
    lines.push(...(isStale ? withStaleMoneyline(main, game.market, vigOf, demoRng(seed, 'stale', game.market.gameId)) : main));
    if (game.week !== currentWeek) continue;
    for (const book of DEMO_BOOKMAKERS) if (book.offersAlternates) lines.push(...bookAlternateLines(game.market, book, fetchedAt));
  }

  return {
    source: 'demo',
    league,
    season,
    currentWeek,
    teams: teams.map(teamRecord),
    games,
    boxScores,
    lines,
    rosters: teams.flatMap((team) => teamRoster(league, team, season, seed)),
  };
}
