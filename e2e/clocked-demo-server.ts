import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { LiveBettingLine } from '@playbook/contracts';
import { buildApp } from '../server/src/app.ts';
import { DEFAULT_ALLOWED_HOSTS, DEFAULT_AUTH_LIMITS, DEFAULT_SPORTS_SETTINGS } from '../server/src/config.ts';
import { CLOSING_BOOKMAKER } from '../server/src/providers/demo/bookmakers.ts';
import { DEFAULT_DEMO_SEED } from '../server/src/providers/demo/demo-provider.ts';
import { HOUR_MS, MINUTE_MS, laborDay } from '../server/src/providers/demo/demo-calendar.ts';
import { footballSnapshot } from '../server/src/providers/demo/football-season.ts';
import { FOOTBALL_GAME_MS } from '../server/src/providers/demo/game-clock.ts';
import { NFL_TEAMS } from '../server/src/providers/demo/leagues/nfl-teams.ts';
import type { GameRecord, LineRecord } from '../server/src/providers/records.ts';

/**
 * The demo season on a server whose clock a test moves forward: what a refresh brings an hour or a day later (a
 * line a book moved at kick-off, a final score) happens in one step instead of on the calendar. The clock is never
 * behind the real one, so the browser keeps the session cookie the server dates by it.
 */
export interface ClockedDemoServer {
  baseURL: string;
  app: FastifyInstance;
  /** Moves the server's now to `at` (or to the real time, if `at` has passed); time then runs on from there. */
  setNow(at: number): void;
  /** The NFL refresh the refresh button or the live job runs, at the server's now: grading and alerts follow it. */
  refreshNfl(): Promise<void>;
  close(): Promise<void>;
}

export async function startClockedDemoServer(at: number): Promise<ClockedDemoServer> {
  let offsetMs = 0;
  // Never behind the real time: the browser drops a session cookie whose date (the server's) has passed.
  const setNow = (instant: number) => {
    offsetMs = Math.max(0, instant - Date.now());
  };
  setNow(at);
  const app = await buildApp({
    database: { kind: 'pglite', dataDir: null },
    logLevel: 'warn',
    trustProxy: false,
    allowedHosts: DEFAULT_ALLOWED_HOSTS,
    webDistDir: path.resolve(import.meta.dirname, '../web/dist'),
    authLimits: { ...DEFAULT_AUTH_LIMITS, attemptsPerIp: 10_000 },
    // The NFL alone, refreshed when the test says: no live job moving things between its steps.
    sports: { ...DEFAULT_SPORTS_SETTINGS, dataSource: 'demo', loadOnEmpty: false, liveRefreshMs: null, clock: () => new Date(Date.now() + offsetMs) },
  });
  const refreshNfl = async () => {
    await app.sports.refreshLeagues(['NFL']);
  };
  await refreshNfl();
  // Port 0: the system picks a free port as the server binds it, so no other process can take it in between.
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { baseURL: url, app, setNow, refreshNfl, close: () => app.close() };
}

const nflSnapshot = (at: number) => footballSnapshot('NFL', new Date(at), DEFAULT_DEMO_SEED);
const teamName = (abbreviation: string): string => NFL_TEAMS.find((team) => team.abbreviation === abbreviation)?.name ?? abbreviation;

/** 'Miami Dolphins @ Buffalo Bills': a demo game as the slate's lines name it. */
export function matchupOf(game: Pick<GameRecord, 'homeTeamId' | 'awayTeamId'>): string {
  return `${teamName(game.awayTeamId)} @ ${teamName(game.homeTeamId)}`;
}

/**
 * NFL games still to be played from `from` on, in kick-off order: from now, then (a week with none that serves, or
 * out of season) from the next seasons' first weeks (Labor Day).
 */
function* upcomingNflGames(from: number): Generator<GameRecord> {
  const year = new Date(from).getUTCFullYear();
  for (const at of [from, laborDay(year), laborDay(year + 1)].filter((instant) => instant >= from)) {
    yield* nflSnapshot(at)
      .games.filter((game) => game.status === 'scheduled' && Date.parse(game.scheduledAt) >= at + HOUR_MS)
      .sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt));
  }
}

export interface MovedLine {
  /** Before the move: the server starts here. */
  before: number;
  /** After the move: the refresh at this time brings it. */
  after: number;
  matchup: string;
  bookmaker: string;
  /** 'Buffalo Bills ML'. */
  description: string;
  oldOdds: number;
  newOdds: number;
}

const lineKey = (line: LineRecord) => [line.gameId, line.bookmaker, line.market, line.selection, line.lineValue ?? '', line.isAlternate].join('|');

/**
 * A main moneyline the demo's books move between two refreshes half an hour apart around a kick-off (the book slow
 * to move an underdog's price moves it once its game starts, ADR 049), on a game still posted after the move.
 */
export function nflMovedLine(from = Date.now()): MovedLine {
  for (const game of upcomingNflGames(from)) {
    const kickoff = Date.parse(game.scheduledAt);
    const before = kickoff - 30 * MINUTE_MS;
    const after = kickoff + 5 * MINUTE_MS;
    const earlier = new Map(nflSnapshot(before).lines.map((line) => [lineKey(line), line]));
    const later = nflSnapshot(after);
    for (const line of later.lines) {
      const old = earlier.get(lineKey(line));
      if (old === undefined || line.market !== 'moneyline' || line.isAlternate || old.americanOdds === line.americanOdds) continue;
      const moved = later.games.find((candidate) => candidate.sourceId === line.gameId);
      if (moved === undefined) continue;
      return {
        before,
        after,
        matchup: matchupOf(moved),
        bookmaker: line.bookmaker,
        description: `${teamName(line.selection)} ML`,
        oldOdds: old.americanOdds,
        newOdds: line.americanOdds,
      };
    }
  }
  throw new Error('No demo moneyline moves around a kick-off');
}

export interface FinishingGame {
  /** Before its kick-off: the server starts here. */
  before: number;
  /** After its final whistle: the refresh at this time finishes it. */
  after: number;
  matchup: string;
  /** The home team's moneyline at a book that posts it, as the slate describes it, and whether it wins. */
  homeMoneyline: string;
  bookmaker: string;
  homeWins: boolean;
}

/** The next NFL game to finish without a tie (a tie pushes a moneyline), from an hour before it to just after. */
export function nflFinishingGame(from = Date.now()): FinishingGame {
  for (const game of upcomingNflGames(from)) {
    const kickoff = Date.parse(game.scheduledAt);
    const after = kickoff + FOOTBALL_GAME_MS + MINUTE_MS;
    const final = nflSnapshot(after).games.find((candidate) => candidate.sourceId === game.sourceId);
    if (final?.status !== 'finished' || final.homeScore === null || final.awayScore === null || final.homeScore === final.awayScore) continue;
    return {
      before: kickoff - HOUR_MS,
      after,
      matchup: matchupOf(game),
      homeMoneyline: `${teamName(game.homeTeamId)} ML`,
      bookmaker: CLOSING_BOOKMAKER,
      homeWins: final.homeScore > final.awayScore,
    };
  }
  throw new Error('No demo NFL game finishes');
}

/** The slate line the server stored for a demo line, as GET /api/live/betting-lines lists it. */
export function slateLineOf(lines: readonly LiveBettingLine[], matchup: string, description: string, bookmaker: string): LiveBettingLine {
  const line = lines.find((candidate) => candidate.matchup === matchup && candidate.description === description && candidate.bookmaker === bookmaker && !candidate.isAlternate);
  if (line === undefined) throw new Error(`No ${bookmaker} line ${description} on ${matchup}`);
  return line;
}
