import { asc, eq } from 'drizzle-orm';
import type { FootballLeague, ModelMarket, ModelPredictQuery, ModelPredictResponse } from '@playbook/contracts';
import { findTeam, fitRatings, leagueModel, modelSimulationPoints, noVigProbabilities, predictRatedMatchup, type RatingState } from '@playbook/core';
import { teams } from '../../db/sports-schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import type { CachedModel } from '../sports/read-models/read-cache.ts';
import { freshnessOf, leagueStateOf } from '../sports/read-models/league-state.ts';
import type { SportsData } from '../sports/sports-data.ts';
import { scheduledGameContext, UNKNOWN_CONDITIONS, type ScheduledGameContext } from './scheduled-game.ts';
import type { StoredGamesOf } from './stored-games.ts';

interface LeagueTeam {
  id: number;
  teamName: string;
  abbreviation: string;
}

/** The current ratings of a league: core's model fitted on every stored finished game, and its teams. */
export interface FittedLeague {
  state: RatingState;
  gamesFitted: number;
  teams: LeagueTeam[];
}

/**
 * Fits the league's own rating model (ADR 051: college has its own) on the league's stored finished games,
 * read exactly as the Model Report reads them (stored-games.ts: teams keyed by database id, computed rest,
 * stored neutral sites and conferences). Built once per refresh.
 */
export async function fitLeague(sports: SportsData, league: FootballLeague, storedGamesOf: StoredGamesOf): Promise<FittedLeague> {
  const { games } = await storedGamesOf(league);
  const rows = await sports.db
    .select({ id: teams.id, teamName: teams.name, abbreviation: teams.abbreviation })
    .from(teams)
    .where(eq(teams.league, league))
    .orderBy(asc(teams.id));
  return { state: fitRatings(games, leagueModel(league).params), gamesFitted: games.length, teams: rows };
}

/** A query's team by core's one finder (database id, name, abbreviation, then name matching); 404 naming the field. */
function teamOf(fitted: FittedLeague, field: 'home' | 'away', query: string): LeagueTeam {
  const found = findTeam(query, fitted.teams);
  if (!found) throw new HttpError(404, 'NOT_FOUND', `${field}: no team '${query}' in this league`);
  return found;
}

/** Model − no-vig market, in percentage points, from each side; null without both prices. */
function marketOf(homeWinProbability: number, homeMoneyline?: number, awayMoneyline?: number): ModelMarket | null {
  if (homeMoneyline === undefined || awayMoneyline === undefined) return null;
  const [homeProbability = 0.5, awayProbability = 0.5] = noVigProbabilities([homeMoneyline, awayMoneyline]);
  return {
    homeMoneyline,
    awayMoneyline,
    homeProbability,
    awayProbability,
    homeEdge: 100 * (homeWinProbability - homeProbability),
    awayEdge: 100 * (1 - homeWinProbability - awayProbability),
  };
}

/** GET /api/model/predict: the fitted model's figures for one matchup, with its edge against a posted price. */
export async function predictFromStoredRatings(
  sports: SportsData,
  fittedModel: CachedModel<FittedLeague>,
  storedGamesOf: StoredGamesOf,
  query: ModelPredictQuery,
): Promise<ModelPredictResponse> {
  const { league } = query;
  const fitted = await fittedModel.get(league, () => fitLeague(sports, league, storedGamesOf));
  const home = teamOf(fitted, 'home', query.home);
  const away = teamOf(fitted, 'away', query.away);
  if (home.id === away.id) throw new HttpError(400, 'VALIDATION_ERROR', 'away: the two teams must differ');
  // A scheduled game's kick-off gives each team's rest by the backtest's rule, whether it is played at a
  // neutral site and its stored starting quarterbacks and weather (ADR 064); a free matchup has no rest (core
  // counts unknown rest as equal), its teams' regular starters, and is a home game unless it asks for a neutral
  // site (ADR 034; the contract refuses `neutral` beside a `kickoff`).
  const kickoff = query.kickoff === undefined ? null : new Date(query.kickoff);
  const { rest, neutralSite, conditions }: ScheduledGameContext =
    kickoff === null
      ? { rest: { home: null, away: null }, neutralSite: query.neutral === 'true', conditions: UNKNOWN_CONDITIONS }
      : await scheduledGameContext(sports.db, league, home.id, away.id, kickoff);
  const matchup = { homeTeam: String(home.id), awayTeam: String(away.id), neutral: neutralSite, homeRest: rest.home, awayRest: rest.away, ...conditions };
  const predicted = predictRatedMatchup(fitted.state, matchup);
  const points = modelSimulationPoints(fitted.state, matchup);
  const state = await leagueStateOf(sports.db, league);
  return {
    success: true,
    league,
    ...freshnessOf([state], sports.source),
    home,
    away,
    prediction: { homePoints: points.home, awayPoints: points.away, ...predicted },
    rest,
    neutralSite,
    market: marketOf(predicted.homeWinProbability, query.homeMoneyline, query.awayMoneyline),
    gamesFitted: fitted.gamesFitted,
  };
}
