import { nextPlay, startGame, type LiveGameState, type Rng, type Rosters } from '@playbook/core';

/** The game plus the local time each kept play and event happened (docs/product/simulator.md: lines prefixed with the local time). */
export interface LiveGameLog {
  game: LiveGameState;
  /** Aligned with game.plays (newest first). */
  playTimes: readonly string[];
  /** Aligned with game.events (newest first). */
  eventTimes: readonly string[];
  /** The seed the game was started with, so it can be replayed. */
  seed: number;
}

export function startLog(homeTeam: string, awayTeam: string, seed: number): LiveGameLog {
  return { game: startGame(homeTeam, awayTeam), playTimes: [], eventTimes: [], seed };
}

/** One play: core's step, with `time` stamped on the new play and on each new event. */
export function advanceLog(log: LiveGameLog, rosters: Rosters, rng: Rng, time: string): LiveGameLog {
  const game = nextPlay(log.game, rosters, rng);
  if (game === log.game) return log;
  // Core keeps the earlier events as the same objects, so the new ones are those it did not have.
  const newEvents = game.events.filter((event) => !log.game.events.includes(event)).length;
  return {
    ...log,
    game,
    playTimes: [time, ...log.playTimes].slice(0, game.plays.length),
    eventTimes: [...Array<string>(newEvents).fill(time), ...log.eventTimes].slice(0, game.events.length),
  };
}

/** Guards 'instant' against a step that stops making progress; a game is about 185 plays. */
const MAX_PLAYS = 2000;

/** The rest of the game at once (speed 'instant'). */
export function playOutLog(log: LiveGameLog, rosters: Rosters, rng: Rng, time: string): LiveGameLog {
  let current = log;
  for (let i = 0; i < MAX_PLAYS && current.game.running && !current.game.isOver; i++) current = advanceLog(current, rosters, rng, time);
  return current;
}
