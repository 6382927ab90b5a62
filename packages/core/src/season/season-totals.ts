import { UNREPORTED_COUNT_FIELDS, type SeasonBoxScore } from './season-input.ts';
import type { TeamGameView } from './team-game-view.ts';

/** Box-score fields every source reports. */
const REPORTED_FIELDS = ['points', 'plays', 'yards', 'turnovers', 'penalties', 'fieldGoalsMade'] as const satisfies readonly (keyof SeasonBoxScore)[];
type ReportedField = (typeof REPORTED_FIELDS)[number];

type OptionalField = (typeof UNREPORTED_COUNT_FIELDS)[number];

/**
 * A sum over only the games whose box score reports the quantity, with how many games and plays those were:
 * a rate is then taken over the games that know it, and is null when none does (never a made-up zero).
 */
export interface KnownTotal {
  readonly sum: number;
  readonly games: number;
  readonly plays: number;
}

type Reported = Record<ReportedField, number>;
type Optional = Record<OptionalField, KnownTotal>;

/** One side's sums (a team's own, or its opponents') over its counted games. */
export interface SideTotals extends Readonly<Reported>, Readonly<Optional> {
  /** Σ epaPerPlay × plays and Σ successRate × plays, so rates can be averaged per play. */
  readonly epa: KnownTotal;
  readonly successes: KnownTotal;
}

/** Sums of one team's box scores (own side and opponents' side) over its counted games. */
export interface SeasonTotals {
  readonly games: number;
  readonly own: SideTotals;
  readonly opponent: SideTotals;
}

type MutableKnown = { sum: number; games: number; plays: number };
type MutableSide = Record<ReportedField, number> & Record<OptionalField | 'epa' | 'successes', MutableKnown>;

const noGames = (): MutableKnown => ({ sum: 0, games: 0, plays: 0 });

function emptySide(): MutableSide {
  return {
    points: 0,
    plays: 0,
    yards: 0,
    turnovers: 0,
    penalties: 0,
    fieldGoalsMade: 0,
    firstHalfPoints: noGames(),
    thirdDownAttempts: noGames(),
    thirdDownConversions: noGames(),
    redZoneTrips: noGames(),
    redZoneScores: noGames(),
    possessionSeconds: noGames(),
    epa: noGames(),
    successes: noGames(),
  };
}

function addKnown(into: MutableKnown, value: number | null, plays: number): void {
  if (value === null) return;
  into.sum += value;
  into.games += 1;
  into.plays += plays;
}

function add(into: MutableSide, box: SeasonBoxScore): void {
  for (const field of REPORTED_FIELDS) into[field] += box[field];
  for (const field of UNREPORTED_COUNT_FIELDS) addKnown(into[field], box[field], box.plays);
  addKnown(into.epa, box.epaPerPlay === null ? null : box.epaPerPlay * box.plays, box.plays);
  addKnown(into.successes, box.successRate === null ? null : box.successRate * box.plays, box.plays);
}

export function seasonTotals(views: readonly TeamGameView[]): SeasonTotals {
  const own = emptySide();
  const opponent = emptySide();
  for (const view of views) {
    add(own, view.own);
    add(opponent, view.opponent);
  }
  return { games: views.length, own, opponent };
}

/** numerator / denominator, or `empty` when the denominator is 0. */
export function ratio(numerator: number, denominator: number, empty = 0): number {
  return denominator === 0 ? empty : numerator / denominator;
}

/** The quantity per game over the games that report it; null when none does. */
export function perKnownGame(total: KnownTotal): number | null {
  return total.games === 0 ? null : total.sum / total.games;
}

/** The quantity per play over the games that report it; null when none does (or they had no plays). */
export function perKnownPlay(total: KnownTotal): number | null {
  return total.plays === 0 ? null : total.sum / total.plays;
}
