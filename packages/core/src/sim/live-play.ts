import type { Rng } from '../random.ts';
import { FIELD_GOAL_POINTS } from './football-constants.ts';
import {
  LIVE_FIELD_GOAL_SUCCESS_CHANCE,
  LIVE_FIELD_GOAL_YARDS,
  LIVE_GAIN_YARDS,
  LIVE_GAIN_YARDS_WITHOUT_ROSTER,
  LIVE_PUNT_YARDS,
  LIVE_TOUCHDOWN_POINTS,
  LIVE_TOUCHDOWN_WORD,
} from './live-game-constants.ts';
import { hasRoster, pickPlayer, type Rosters, type TeamRoster } from './rosters.ts';

/** docs/product/simulator.md: the kinds of play the simulator picks from. */
export const LIVE_PLAY_KINDS = [
  'rush',
  'pass',
  'incomplete',
  'punt',
  'fieldGoal',
  'touchdownPass',
  'touchdownRush',
  'interception',
  'fumble',
] as const;
export type LivePlayKind = (typeof LIVE_PLAY_KINDS)[number];

/**
 * How often each kind comes up, per 1000 plays. docs/product/simulator.md lists the kinds but not their odds; a uniform pick
 * would score two touchdowns every nine plays (~250 points a game at ~185 plays), so these weights are ours,
 * chosen for about 40-45 points a game.
 */
export const LIVE_PLAY_WEIGHTS: Readonly<Record<LivePlayKind, number>> = {
  rush: 370,
  pass: 300,
  incomplete: 170,
  punt: 80,
  fieldGoal: 32,
  touchdownPass: 16,
  touchdownRush: 11,
  interception: 12,
  fumble: 9,
};

const TOTAL_WEIGHT = LIVE_PLAY_KINDS.reduce((sum, kind) => sum + LIVE_PLAY_WEIGHTS[kind], 0);

/** One generated play. The text always opens with the offence in brackets: '[Team] ...'. */
export interface GeneratedPlay {
  kind: LivePlayKind;
  text: string;
  /** Points the offence scores on it: 6 for a touchdown, 3 for a good field goal, else 0. */
  points: number;
  fieldGoalGood: boolean;
  turnover: boolean;
  /** The other team has the ball next (after a score, a field goal try, a punt or a turnover). */
  possessionChanges: boolean;
}

export function pickPlayKind(rng: Rng): LivePlayKind {
  let draw = rng.next() * TOTAL_WEIGHT;
  for (const kind of LIVE_PLAY_KINDS) {
    draw -= LIVE_PLAY_WEIGHTS[kind];
    if (draw < 0) return kind;
  }
  return 'rush'; // unreachable: the draw is below the total weight
}

function yards(count: number): string {
  return `${count} ${count === 1 ? 'yard' : 'yards'}`;
}

function gainYards(roster: TeamRoster | undefined, rng: Rng): number {
  const range = hasRoster(roster) ? LIVE_GAIN_YARDS : LIVE_GAIN_YARDS_WITHOUT_ROSTER;
  return rng.int(range.min, range.max);
}

/** The text of a play with named players, or undefined when the roster lacks someone the text needs. */
function namedText(
  kind: LivePlayKind,
  gain: number,
  roster: TeamRoster,
  defenceRoster: TeamRoster | undefined,
  defence: string,
  rng: Rng,
): string | undefined {
  const rb = (): string | undefined => pickPlayer(roster, ['RB'], rng);
  const qb = (): string | undefined => pickPlayer(roster, ['QB'], rng);
  const wr = (): string | undefined => pickPlayer(roster, ['WR'], rng);
  const both = (a: string | undefined, b: string | undefined): [string, string] | undefined =>
    a !== undefined && b !== undefined ? [a, b] : undefined;
  switch (kind) {
    case 'rush': {
      const runner = rb();
      return runner && `${runner} rushes for ${yards(gain)}`;
    }
    case 'touchdownRush': {
      const runner = rb();
      return runner && `${LIVE_TOUCHDOWN_WORD}! ${runner} rushes ${yards(gain)} for the score`;
    }
    case 'pass':
    case 'touchdownPass': {
      const pair = both(qb(), wr());
      if (!pair) return undefined;
      const [passer, receiver] = pair;
      return kind === 'pass'
        ? `${passer} pass complete to ${receiver} for ${yards(gain)}`
        : `${LIVE_TOUCHDOWN_WORD}! ${passer} pass to ${receiver} for ${yards(gain)}`;
    }
    case 'incomplete': {
      const pair = both(qb(), wr());
      return pair && `${pair[0]} pass incomplete intended for ${pair[1]}`;
    }
    case 'interception': {
      const passer = qb();
      // The defender comes from the defence's roster, or the defence is named when it has none.
      const defender = pickPlayer(defenceRoster, ['CB', 'S'], rng) ?? defence;
      return passer && `${passer} pass INTERCEPTED by ${defender} (${defence})`;
    }
    case 'fumble': {
      const carrier = rb();
      const defender = pickPlayer(defenceRoster, ['LB', 'DE'], rng) ?? defence;
      return carrier && `${carrier} FUMBLES, recovered by ${defender} (${defence})`;
    }
    case 'punt':
    case 'fieldGoal':
      return undefined; // no kicker in the roster positions: these always use the generic text
  }
}

function genericText(kind: LivePlayKind, gain: number, defence: string): string {
  switch (kind) {
    case 'rush':
      return `Rush for ${yards(gain)}`;
    case 'pass':
      return `Pass complete for ${yards(gain)}`;
    case 'incomplete':
      return 'Pass incomplete';
    case 'touchdownPass':
      return `${LIVE_TOUCHDOWN_WORD}! Pass for ${yards(gain)}`;
    case 'touchdownRush':
      return `${LIVE_TOUCHDOWN_WORD}! Rush for ${yards(gain)}`;
    case 'interception':
      return `Pass INTERCEPTED by ${defence}`;
    case 'fumble':
      return `FUMBLE, recovered by ${defence}`;
    case 'punt':
    case 'fieldGoal':
      return ''; // written by generatePlay, which knows the kick's distance
  }
}

/**
 * One random play by `offence` against `defence` (docs/product/simulator.md). Players are named from the rosters when the
 * offence has one; otherwise the text is generic and gains run 1-15 yards instead of 1-25.
 */
export function generatePlay(offence: string, defence: string, rosters: Rosters, rng: Rng): GeneratedPlay {
  const kind = pickPlayKind(rng);
  const tag = `[${offence}]`;
  if (kind === 'punt') {
    const distance = rng.int(LIVE_PUNT_YARDS.min, LIVE_PUNT_YARDS.max);
    return play(kind, `${tag} Punt for ${yards(distance)}`, 0, false);
  }
  if (kind === 'fieldGoal') {
    const distance = rng.int(LIVE_FIELD_GOAL_YARDS.min, LIVE_FIELD_GOAL_YARDS.max);
    const good = rng.chance(LIVE_FIELD_GOAL_SUCCESS_CHANCE);
    const text = `${tag} ${distance}-yard field goal is ${good ? 'GOOD' : 'NO GOOD'}`;
    return play(kind, text, good ? FIELD_GOAL_POINTS : 0, good);
  }
  const roster = rosters[offence];
  const gain = gainYards(roster, rng);
  const named = hasRoster(roster) ? namedText(kind, gain, roster, rosters[defence], defence, rng) : undefined;
  const body = named ?? genericText(kind, gain, defence);
  const touchdown = kind === 'touchdownPass' || kind === 'touchdownRush';
  return play(kind, `${tag} ${body}`, touchdown ? LIVE_TOUCHDOWN_POINTS : 0, false);
}

function play(kind: LivePlayKind, text: string, points: number, fieldGoalGood: boolean): GeneratedPlay {
  const turnover = kind === 'interception' || kind === 'fumble';
  const keepsBall = kind === 'rush' || kind === 'pass' || kind === 'incomplete';
  return { kind, text, points, fieldGoalGood, turnover, possessionChanges: !keepsBall };
}
