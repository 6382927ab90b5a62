/**
 * Fitted team ratings ("Model in core"): an Elo-style points model. Each team carries an offence
 * rating (points it scores above the league mean) and a defence rating (points it allows above the mean).
 * After every finished game both move toward what was observed, a blend of the final score and the game's
 * closing spread and total (the market price known at that game's kickoff, so always before any later week).
 * Home field, rest difference and a regression toward the mean between seasons complete it.
 *
 * Pure and deterministic: the same games in the same order give the same ratings. No I/O.
 */
import { normalCdf } from '../../parlay/normal-cdf.ts';

export interface RatingParams {
  /** Share of a game's surprise (observed − expected points) moved into the ratings. */
  k: number;
  /** Home-field advantage in points of margin. */
  homeAdvantage: number;
  /** Points of margin per day of rest advantage (capped at ±restCap days). */
  restPerDay: number;
  restCap: number;
  /** Share of each rating removed at the start of a new season (0 = keep all, 1 = start from zero). */
  seasonRegression: number;
  /** Margin → win probability: P(home wins) = Φ(margin / marginScale). */
  marginScale: number;
  /** Weight of the final score against the game's closing line in the observation an update moves toward. */
  resultWeight: number;
  /** Observed margins are capped at ± this many points before the update (blowouts say little more). */
  marginCap: number;
  /** League mean of one team's points at the start, and how fast it follows the observed scores. */
  initialMeanPoints: number;
  meanRate: number;
  /**
   * College (ADR 051): points of margin below an even rating given to a lower-division (FCS) team the first
   * time it is seen; 0 for a league without divisions.
   */
  lowerDivisionPoints: number;
  /**
   * College (ADR 051): share of the season-start regression that goes toward the mean rating of the team's
   * conference rather than toward zero (conference strength carried into a new season's first weeks).
   */
  conferencePull: number;
  /**
   * NFL (ADR 051): points of margin a team loses when its starting quarterback is not its regular one (the
   * quarterback with most of its last qbWindow starts), and the points a starter with no career starts loses
   * beyond that, shrinking linearly to none at qbExperienceStarts starts.
   */
  qbChangePoints: number;
  qbInexperiencePoints: number;
  qbWindow: number;
  qbExperienceStarts: number;
  /** NFL totals (ADR 051): points of total per mph of wind above windFloor, and per degree below coldFloor °F. */
  windPerMph: number;
  windFloor: number;
  coldPerDegree: number;
  coldFloor: number;
  /**
   * NFL (ADR 064): share of a non-neutral game's surprise in margin moved into the league's home edge, which
   * starts at homeAdvantage; 0 keeps the edge fixed. Earlier games only, so a falling edge is followed.
   */
  homeEdgeRate: number;
  /** NFL (ADR 064): the share of the total's surprise moved into the ratings, as a ratio of k (1 = k itself). */
  totalKRatio: number;
}

/** k, homeAdvantage, seasonRegression, resultWeight and marginScale tuned by Brier on 2005-2014 only (ADR 017); the rest set by hand. */
export const DEFAULT_RATING_PARAMS: Readonly<RatingParams> = Object.freeze({
  k: 0.25,
  homeAdvantage: 2,
  restPerDay: 0.15,
  restCap: 7,
  seasonRegression: 0.5,
  marginScale: 10.5,
  resultWeight: 0.3,
  marginCap: 21,
  initialMeanPoints: 21,
  meanRate: 0.01,
  lowerDivisionPoints: 0,
  conferencePull: 0,
  qbChangePoints: 0,
  qbInexperiencePoints: 0,
  qbWindow: 8,
  qbExperienceStarts: 16,
  windPerMph: 0,
  windFloor: 10,
  coldPerDegree: 0,
  coldFloor: 40,
  homeEdgeRate: 0,
  totalKRatio: 1,
});

export interface TeamRating {
  /** Points scored above the league mean. */
  offense: number;
  /** Points allowed above the league mean (higher = worse defence). */
  defense: number;
}

export interface RatingState {
  readonly params: RatingParams;
  readonly teams: Map<string, TeamRating>;
  /** Each team's conference as of its last game (only for leagues whose games carry one). */
  readonly conferences: Map<string, string>;
  /** Each team's starting quarterbacks of its recent games, newest last (at most qbWindow). */
  readonly recentStarters: Map<string, string[]>;
  /** Career starts of each quarterback seen. */
  readonly quarterbackStarts: Map<string, number>;
  meanPoints: number;
  /** Points of margin a home team gets: homeAdvantage, learned from the games when homeEdgeRate > 0. */
  homeEdge: number;
  /** The season the ratings were last updated in (null before any game). */
  season: number | null;
}

/** A game as the model sees it. Scores are null until it is played; lines null when unknown. */
export interface RatingGame {
  id: string;
  season: number;
  week: number;
  homeTeam: string;
  awayTeam: string;
  neutral?: boolean;
  homeRest?: number | null;
  awayRest?: number | null;
  homeScore: number | null;
  awayScore: number | null;
  /** Closing spread from the home side, positive = home favoured (nflverse `spread_line`). */
  spreadLine?: number | null;
  /** Closing total points line. */
  totalLine?: number | null;
  /** College: the teams' conferences and whether a team plays in a lower division (FCS). */
  homeConference?: string | null;
  awayConference?: string | null;
  homeLowerDivision?: boolean;
  awayLowerDivision?: boolean;
  /** NFL: each side's starting quarterback (nflverse `home_qb_id`), wind in mph and temperature in °F outdoors. */
  homeQb?: string | null;
  awayQb?: string | null;
  wind?: number | null;
  temperature?: number | null;
}

export interface RatedMatchupPrediction {
  /** Home points minus away points. */
  margin: number;
  /** Chance the home team wins, 0-1. */
  homeWinProbability: number;
  total: number;
}

export interface MatchupInput {
  homeTeam: string;
  awayTeam: string;
  neutral?: boolean;
  homeRest?: number | null;
  awayRest?: number | null;
  homeLowerDivision?: boolean;
  awayLowerDivision?: boolean;
  homeQb?: string | null;
  awayQb?: string | null;
  wind?: number | null;
  temperature?: number | null;
}

export function createRatingState(params: Partial<RatingParams> = {}): RatingState {
  const full = { ...DEFAULT_RATING_PARAMS, ...params };
  return { params: full, teams: new Map(), conferences: new Map(), recentStarters: new Map(), quarterbackStarts: new Map(), meanPoints: full.initialMeanPoints, homeEdge: full.homeAdvantage, season: null };
}

export function cloneRatingState(state: RatingState): RatingState {
  const teams = new Map<string, TeamRating>();
  for (const [team, rating] of state.teams) teams.set(team, { ...rating });
  return { params: { ...state.params }, teams, conferences: new Map(state.conferences),
    recentStarters: new Map([...state.recentStarters].map(([team, starters]) => [team, [...starters]])),
    quarterbackStarts: new Map(state.quarterbackStarts),
    meanPoints: state.meanPoints, homeEdge: state.homeEdge, season: state.season };
}

/** A team's rating; an unseen team rates as even, or lowerDivisionPoints of margin below it when it is FCS. */
function rating(state: RatingState, team: string, lowerDivision = false): TeamRating {
  const known = state.teams.get(team);
  if (known !== undefined) return known;
  const below = lowerDivision ? state.params.lowerDivisionPoints / 2 : 0;
  return { offense: -below, defense: below };
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/** Margin points from rest: positive when the home team is the more rested. Unknown rest counts as equal. */
export function restAdjustment(params: RatingParams, homeRest?: number | null, awayRest?: number | null): number {
  if (homeRest == null || awayRest == null || !Number.isFinite(homeRest) || !Number.isFinite(awayRest)) return 0;
  return params.restPerDay * clamp(homeRest - awayRest, -params.restCap, params.restCap);
}

/** The quarterback who started most of the team's recent games (the latest of them on a tie); null before any. */
export function regularStarter(state: RatingState, team: string): string | null {
  const starters = state.recentStarters.get(team) ?? [];
  const counts = new Map<string, number>();
  let best: { qb: string; starts: number } | null = null;
  for (const qb of starters) {
    const starts = (counts.get(qb) ?? 0) + 1;
    counts.set(qb, starts);
    if (best === null || starts >= best.starts) best = { qb, starts };
  }
  return best?.qb ?? null;
}

/**
 * Points of margin a team loses to its quarterback (ADR 051, after FiveThirtyEight's quarterback-adjusted
 * Elo): none when the starter is unknown or its regular one; else qbChangePoints, plus up to
 * qbInexperiencePoints for a starter with few career starts. Its regular starter's return removes it.
 */
export function quarterbackPenalty(state: RatingState, team: string, qb: string | null | undefined): number {
  const p = state.params;
  if (qb == null || (p.qbChangePoints === 0 && p.qbInexperiencePoints === 0)) return 0;
  const regular = regularStarter(state, team);
  if (regular === null || regular === qb) return 0;
  const starts = state.quarterbackStarts.get(qb) ?? 0;
  return p.qbChangePoints + p.qbInexperiencePoints * Math.max(0, 1 - starts / p.qbExperienceStarts);
}

/** Points of total lost to wind and cold where the game reports them (a dome or closed roof reports neither). */
export function weatherTotalAdjustment(params: RatingParams, wind?: number | null, temperature?: number | null): number {
  const windy = wind != null && Number.isFinite(wind) ? Math.max(0, wind - params.windFloor) : 0;
  const cold = temperature != null && Number.isFinite(temperature) ? Math.max(0, params.coldFloor - temperature) : 0;
  return -(params.windPerMph * windy + params.coldPerDegree * cold);
}

/**
 * The two teams' expected points before the game: home = mean + off(home) + def(away) + edge/2, away likewise
 * − edge/2. Exported so the game simulations can draw their scoring from the same means (ADR 024).
 */
export function ratedExpectedPoints(state: RatingState, game: MatchupInput): { home: number; away: number } {
  const home = rating(state, game.homeTeam, game.homeLowerDivision);
  const away = rating(state, game.awayTeam, game.awayLowerDivision);
  const edge =
    (game.neutral ? 0 : state.homeEdge) +
    restAdjustment(state.params, game.homeRest, game.awayRest) -
    quarterbackPenalty(state, game.homeTeam, game.homeQb) +
    quarterbackPenalty(state, game.awayTeam, game.awayQb);
  const weather = weatherTotalAdjustment(state.params, game.wind, game.temperature) / 2;
  return {
    home: state.meanPoints + home.offense + away.defense + edge / 2 + weather,
    away: state.meanPoints + away.offense + home.defense - edge / 2 + weather,
  };
}

export function winProbabilityFromMargin(margin: number, marginScale: number): number {
  if (!(marginScale > 0)) throw new RangeError(`marginScale must be positive, got ${marginScale}`);
  return clamp(normalCdf(margin / marginScale), 0, 1);
}

/** The model's prediction for any matchup with the current ratings (unknown teams rate as average). */
export function predictRatedMatchup(state: RatingState, game: MatchupInput): RatedMatchupPrediction {
  const points = ratedExpectedPoints(state, game);
  const margin = points.home - points.away;
  return { margin, homeWinProbability: winProbabilityFromMargin(margin, state.params.marginScale), total: points.home + points.away };
}

/** Mean offence and defence of each conference's teams (by their last known conference). */
function conferenceMeans(state: RatingState): Map<string, TeamRating> {
  const sums = new Map<string, TeamRating & { teams: number }>();
  for (const [team, conference] of state.conferences) {
    const r = state.teams.get(team);
    if (r === undefined) continue;
    const sum = sums.get(conference) ?? { offense: 0, defense: 0, teams: 0 };
    sum.offense += r.offense;
    sum.defense += r.defense;
    sum.teams += 1;
    sums.set(conference, sum);
  }
  return new Map([...sums].map(([conference, s]) => [conference, { offense: s.offense / s.teams, defense: s.defense / s.teams }]));
}

/**
 * Start of a new season: every rating keeps (1 − seasonRegression) of itself; the regressed share goes to
 * zero, or (conferencePull of it) to the mean of the team's conference, so a strong conference's teams start
 * a season above a weak one's.
 */
export function startSeason(state: RatingState, season: number): void {
  if (state.season !== null && season > state.season) {
    const { seasonRegression: r, conferencePull } = state.params;
    const means = conferencePull > 0 ? conferenceMeans(state) : new Map<string, TeamRating>();
    for (const [name, team] of state.teams) {
      const conference = state.conferences.get(name);
      const target = conference === undefined ? undefined : means.get(conference);
      team.offense = (1 - r) * team.offense + r * conferencePull * (target?.offense ?? 0);
      team.defense = (1 - r) * team.defense + r * conferencePull * (target?.defense ?? 0);
    }
  }
  state.season = state.season === null ? season : Math.max(state.season, season);
}

/** Whether a game has a final score the model can learn from. */
export function isPlayed(game: RatingGame): game is RatingGame & { homeScore: number; awayScore: number } {
  return game.homeScore !== null && game.awayScore !== null && Number.isFinite(game.homeScore) && Number.isFinite(game.awayScore);
}

/**
 * Moves the ratings toward one finished game. The observation is the score (margin capped) blended with the
 * game's own closing spread and total when they are known; those were priced before kickoff, so using them
 * here only ever informs later weeks.
 */
export function updateWithGame(state: RatingState, game: RatingGame): void {
  if (!isPlayed(game)) return;
  startSeason(state, game.season);
  const p = state.params;
  const expected = ratedExpectedPoints(state, game);
  const actualMargin = clamp(game.homeScore - game.awayScore, -p.marginCap, p.marginCap);
  const actualTotal = game.homeScore + game.awayScore;
  const w = p.resultWeight;
  const margin = game.spreadLine != null && Number.isFinite(game.spreadLine) ? w * actualMargin + (1 - w) * game.spreadLine : actualMargin;
  const total = game.totalLine != null && Number.isFinite(game.totalLine) ? w * actualTotal + (1 - w) * game.totalLine : actualTotal;
  // The surprise split into margin and total, each moved at its own rate (totalKRatio 1: the same k for both).
  const marginError = margin - (expected.home - expected.away);
  const totalError = total - (expected.home + expected.away);
  const totalK = p.k * p.totalKRatio;
  const homeMove = (p.k * marginError + totalK * totalError) / 2;
  const awayMove = (totalK * totalError - p.k * marginError) / 2;
  const home = rating(state, game.homeTeam, game.homeLowerDivision);
  const away = rating(state, game.awayTeam, game.awayLowerDivision);
  home.offense += homeMove;
  away.defense += homeMove;
  away.offense += awayMove;
  home.defense += awayMove;
  if (!game.neutral) state.homeEdge += p.homeEdgeRate * marginError;
  state.teams.set(game.homeTeam, home);
  state.teams.set(game.awayTeam, away);
  if (game.homeConference) state.conferences.set(game.homeTeam, game.homeConference);
  if (game.awayConference) state.conferences.set(game.awayTeam, game.awayConference);
  recordStarter(state, game.homeTeam, game.homeQb);
  recordStarter(state, game.awayTeam, game.awayQb);
  state.meanPoints += p.meanRate * (totalError / 2);
}

function recordStarter(state: RatingState, team: string, qb: string | null | undefined): void {
  if (qb == null) return;
  const starters = [...(state.recentStarters.get(team) ?? []), qb].slice(-state.params.qbWindow);
  state.recentStarters.set(team, starters);
  state.quarterbackStarts.set(qb, (state.quarterbackStarts.get(qb) ?? 0) + 1);
}

/** Fits ratings on all finished games, in order of season and week. */
export function fitRatings(games: readonly RatingGame[], params: Partial<RatingParams> = {}): RatingState {
  const state = createRatingState(params);
  for (const game of sortGames(games)) updateWithGame(state, game);
  return state;
}

/** Season, then week, then id: a stable, deterministic order. */
export function sortGames<T extends RatingGame>(games: readonly T[]): T[] {
  return [...games].sort((a, b) => a.season - b.season || a.week - b.week || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export interface WalkForwardPrediction<T extends RatingGame = RatingGame> {
  game: T;
  prediction: RatedMatchupPrediction;
}

/**
 * Walk forward season by season and week by week: every game of a week is predicted with the ratings fitted
 * on the games of earlier weeks only, and the week's results are learned after all of its predictions.
 */
export function walkForward<T extends RatingGame>(games: readonly T[], params: Partial<RatingParams> = {}): WalkForwardPrediction<T>[] {
  const state = createRatingState(params);
  const sorted = sortGames(games);
  const out: WalkForwardPrediction<T>[] = [];
  let i = 0;
  while (i < sorted.length) {
    const first = sorted[i];
    if (first === undefined) break;
    let j = i;
    while (j < sorted.length && sorted[j]?.season === first.season && sorted[j]?.week === first.week) j += 1;
    const week = sorted.slice(i, j);
    startSeason(state, first.season);
    for (const game of week) out.push({ game, prediction: predictRatedMatchup(state, game) });
    for (const game of week) updateWithGame(state, game);
    i = j;
  }
  return out;
}

/** Share of the game's own closing line in the blended prediction; tuned on 2005-2014 (ADR 017). */
export const DEFAULT_CLOSING_LINE_WEIGHT = 0.8;

/**
 * The model blended with the game's own closing spread and total (known only at kickoff): margin and total
 * are weighted averages, the probability follows from the blended margin. A missing line leaves the model's.
 */
export function blendWithClosingLine(
  prediction: RatedMatchupPrediction,
  spreadLine: number | null | undefined,
  totalLine: number | null | undefined,
  lineWeight: number,
  marginScale: number,
): RatedMatchupPrediction {
  const w = clamp(lineWeight, 0, 1);
  const margin = spreadLine != null && Number.isFinite(spreadLine) ? (1 - w) * prediction.margin + w * spreadLine : prediction.margin;
  const total = totalLine != null && Number.isFinite(totalLine) ? (1 - w) * prediction.total + w * totalLine : prediction.total;
  return { margin, total, homeWinProbability: winProbabilityFromMargin(margin, marginScale) };
}
