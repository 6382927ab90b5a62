import type { SeasonBoxScore } from './season-input.ts';
import type { TeamGameView } from './team-game-view.ts';

type Totals = { -readonly [K in keyof SeasonBoxScore]: number };

/** Sums of one team's box scores (own side and opponents' side) over its counted games. */
export interface SeasonTotals {
  readonly games: number;
  readonly own: Readonly<Totals>;
  readonly opponent: Readonly<Totals>;
  /** Σ epaPerPlay × plays and Σ successRate × plays, so rates can be averaged per play. */
  readonly ownEpa: number;
  readonly ownSuccesses: number;
  readonly opponentEpa: number;
}

const BOX_FIELDS = [
  'points',
  'firstHalfPoints',
  'plays',
  'yards',
  'thirdDownAttempts',
  'thirdDownConversions',
  'redZoneTrips',
  'redZoneScores',
  'turnovers',
  'penalties',
  'fieldGoalsMade',
  'possessionSeconds',
  'epaPerPlay',
  'successRate',
] as const satisfies readonly (keyof SeasonBoxScore)[];

function zero(): Totals {
  return {
    points: 0,
    firstHalfPoints: 0,
    plays: 0,
    yards: 0,
    thirdDownAttempts: 0,
    thirdDownConversions: 0,
    redZoneTrips: 0,
    redZoneScores: 0,
    turnovers: 0,
    penalties: 0,
    fieldGoalsMade: 0,
    possessionSeconds: 0,
    epaPerPlay: 0,
    successRate: 0,
  };
}

function add(into: Totals, box: SeasonBoxScore): void {
  for (const field of BOX_FIELDS) into[field] += box[field];
}

export function seasonTotals(views: readonly TeamGameView[]): SeasonTotals {
  const own = zero();
  const opponent = zero();
  let ownEpa = 0;
  let ownSuccesses = 0;
  let opponentEpa = 0;
  for (const view of views) {
    add(own, view.own);
    add(opponent, view.opponent);
    ownEpa += view.own.epaPerPlay * view.own.plays;
    ownSuccesses += view.own.successRate * view.own.plays;
    opponentEpa += view.opponent.epaPerPlay * view.opponent.plays;
  }
  return { games: views.length, own, opponent, ownEpa, ownSuccesses, opponentEpa };
}

/** numerator / denominator, or `empty` when the denominator is 0. */
export function ratio(numerator: number, denominator: number, empty = 0): number {
  return denominator === 0 ? empty : numerator / denominator;
}
