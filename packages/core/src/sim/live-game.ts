import type { Rng } from '../random.ts';
import { FOOTBALL_QUARTER_SECONDS, FOOTBALL_QUARTERS } from './football-constants.ts';
import { formatClock } from './live-clock.ts';
import { LIVE_GAME_CLOCK_DROP_SECONDS, LIVE_EVENTS_KEPT, LIVE_PLAYS_KEPT } from './live-game-constants.ts';
import { LIVE_GAME_MISSING_TEAMS } from './live-game-messages.ts';
import { generatePlay } from './live-play.ts';
import type { LiveEvent, LiveGameState, SimulatedGame } from './live-game-state.ts';
import type { Rosters } from './rosters.ts';

/**
 * START GAME (docs/product/simulator.md): scores 0, quarter 1, clock 15:00, empty lists, running. Both teams are required
 * and, so the bracketed team in a play names one side only, they must differ (our rule). The away team
 * has the ball first (docs/product/simulator.md does not say who receives).
 */
export function startGame(homeTeam: string, awayTeam: string): LiveGameState {
  const home = homeTeam.trim();
  const away = awayTeam.trim();
  if (home === '' || away === '') throw new RangeError(LIVE_GAME_MISSING_TEAMS.description);
  if (home === away) throw new RangeError('Home and away teams must be different');
  return {
    homeTeam: home,
    awayTeam: away,
    homeScore: 0,
    awayScore: 0,
    quarter: 1,
    clock: FOOTBALL_QUARTER_SECONDS,
    possession: 'away',
    plays: [],
    events: [],
    running: true,
    isOver: false,
  };
}

/** Pause: no plays until resumed. A finished game stays as it is. */
export function pauseGame(state: LiveGameState): LiveGameState {
  return state.isOver || !state.running ? state : { ...state, running: false };
}

/** Resume a paused game. A finished game cannot resume. */
export function resumeGame(state: LiveGameState): LiveGameState {
  return state.isOver || state.running ? state : { ...state, running: true };
}

function scoreLine(home: string, homeScore: number, away: string, awayScore: number): string {
  return `${home} ${homeScore}, ${away} ${awayScore}`;
}

/**
 * One tick (docs/product/simulator.md): 10-29 seconds come off the clock and one random play happens. A touchdown adds 6
 * to the team in the play's brackets (the offence), a good field goal 3. When the clock reaches 0:00 in
 * quarters 1-3 the next quarter starts at 15:00; in quarter 4 the game ends (running false, isOver true).
 * A paused or finished game is returned unchanged.
 */
export function nextPlay(state: LiveGameState, rosters: Rosters, rng: Rng): LiveGameState {
  if (!state.running || state.isOver) return state;
  const { homeTeam, awayTeam, quarter } = state;
  const drop = rng.int(LIVE_GAME_CLOCK_DROP_SECONDS.min, LIVE_GAME_CLOCK_DROP_SECONDS.max);
  const clock = Math.max(0, state.clock - drop);
  const homeHasBall = state.possession === 'home';
  const offence = homeHasBall ? homeTeam : awayTeam;
  const defence = homeHasBall ? awayTeam : homeTeam;
  const play = generatePlay(offence, defence, rosters, rng);
  const homeScore = state.homeScore + (homeHasBall ? play.points : 0);
  const awayScore = state.awayScore + (homeHasBall ? 0 : play.points);
  const score = scoreLine(homeTeam, homeScore, awayTeam, awayScore);

  // Collected oldest first, then put in front of the kept events newest first.
  const events: LiveEvent[] = [];
  if (play.points > 0) {
    const what = play.fieldGoalGood ? 'Field goal' : 'Touchdown';
    events.push({ kind: 'score', text: `${what} ${offence}! ${score}`, quarter, clock });
  }
  if (play.turnover) {
    const what = play.kind === 'interception' ? 'Interception' : 'Fumble';
    events.push({ kind: 'turnover', text: `${what}! ${defence} takes over`, quarter, clock });
  }
  const quarterOver = clock === 0;
  const gameOver = quarterOver && quarter >= FOOTBALL_QUARTERS;
  if (quarterOver) {
    const text = gameOver
      ? `End of Q${quarter}. Final: ${score}`
      : `End of Q${quarter}. Q${quarter + 1} starts at ${formatClock(FOOTBALL_QUARTER_SECONDS)}`;
    events.push({ kind: 'quarter', text, quarter, clock });
  }

  return {
    ...state,
    homeScore,
    awayScore,
    quarter: quarterOver && !gameOver ? quarter + 1 : quarter,
    clock: quarterOver && !gameOver ? FOOTBALL_QUARTER_SECONDS : clock,
    possession: play.possessionChanges ? (homeHasBall ? 'away' : 'home') : state.possession,
    plays: [{ text: play.text, quarter, clock }, ...state.plays].slice(0, LIVE_PLAYS_KEPT),
    events: [...events.reverse(), ...state.events].slice(0, LIVE_EVENTS_KEPT),
    running: !gameOver,
    isOver: gameOver,
  };
}

export function toSimulatedGame(state: LiveGameState): SimulatedGame {
  return {
    homeTeam: state.homeTeam,
    awayTeam: state.awayTeam,
    homeScore: state.homeScore,
    awayScore: state.awayScore,
    quarter: state.quarter,
    timeRemaining: formatClock(state.clock),
  };
}
