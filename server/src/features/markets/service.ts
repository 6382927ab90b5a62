import type { FootballLeague, MarketSettings, MarketsArbitrageResponse, MarketsEvResponse, MarketsOddsResponse } from '@playbook/contracts';
import { MARKET_DEFAULT_TOTAL_STAKE } from '@playbook/contracts';
import {
  buildMarketBoard,
  DEFAULT_FAIR_METHOD,
  findEvBets,
  findMarketArbitrage,
  findMarketMiddles,
  type BoardGameMarkets,
  type BoardSettings,
  type FairMethod,
} from '@playbook/core';
import { freshnessOf } from '../sports/read-models/league-state.ts';
import type { CachedModel } from '../sports/read-models/read-cache.ts';
import { FOOTBALL_LEAGUES, type SportsData } from '../sports/sports-data.ts';
import { readBoardInputs, type BoardInputs } from './board-inputs.ts';

interface Board {
  inputs: BoardInputs;
  markets: BoardGameMarkets[];
  books: string[];
}

/** The fair-price basis a board is computed on. */
export interface FairBasis {
  fairMethod: FairMethod;
  referenceBook: string | null;
}

/** The basis of a new account's settings, and of arbitrage and middles (best prices need no fair basis). */
const DEFAULT_BASIS: FairBasis = { fairMethod: DEFAULT_FAIR_METHOD, referenceBook: null };

const boardSettingsOf = (basis: FairBasis): BoardSettings => ({
  method: basis.fairMethod,
  reference: basis.referenceBook === null ? { kind: 'consensus' } : { kind: 'book', book: basis.referenceBook },
});

/**
 * The market board's answers, computed by core from the stored current lines. The inputs are read
 * once per refresh and league, a board once per league and fair basis (the sports read-model cache drops both
 * when a refresh commits); the +EV filter and stakes, cheap, per request.
 */
export class MarketsService {
  private readonly inputs: CachedModel<BoardInputs>;
  private readonly boards: CachedModel<Board>;

  constructor(private readonly sports: SportsData) {
    this.inputs = sports.cache.model<BoardInputs>();
    this.boards = sports.cache.model<Board>();
  }

  private inputsOf(league: FootballLeague): Promise<BoardInputs> {
    return this.inputs.get(`${league}:${this.sports.today()}`, () => readBoardInputs(this.sports, league));
  }

  board(league: FootballLeague, basis: FairBasis): Promise<Board> {
    return this.boards.get(`${league}:${basis.fairMethod}:${basis.referenceBook ?? ''}:${this.sports.today()}`, async () => {
      const inputs = await this.inputsOf(league);
      const books = [...new Set(inputs.lines.map((line) => line.book))].sort((a, b) => a.localeCompare(b));
      return { inputs, markets: buildMarketBoard(inputs.games, inputs.lines, boardSettingsOf(basis)), books };
    });
  }

  private basisOf(league: FootballLeague, basis: FairBasis, board: Board) {
    return {
      ...freshnessOf([board.inputs.state], this.sports.source),
      league,
      fairMethod: basis.fairMethod,
      referenceBook: basis.referenceBook,
      emptyReason: board.inputs.emptyReason,
    };
  }

  async odds(league: FootballLeague, basis: FairBasis): Promise<MarketsOddsResponse> {
    const board = await this.board(league, basis);
    return { ...this.basisOf(league, basis, board), books: board.books, games: board.markets };
  }

  async ev(league: FootballLeague, settings: MarketSettings, minEvPercent: number): Promise<MarketsEvResponse> {
    const board = await this.board(league, settings);
    const { bankroll, kellyFraction } = settings;
    return {
      ...this.basisOf(league, settings, board),
      minEvPercent,
      bankroll,
      kellyFraction,
      bets: findEvBets(board.markets, minEvPercent, { bankroll, kellyFraction }),
    };
  }

  /**
   * Builds every football league's board on the default basis, as the first request after a refresh would: the
   * inputs (lines and the model fit, seconds on a large week) are shared by every basis, so a user with other
   * settings waits only for the board itself (milliseconds).
   */
  async warm(stopping: () => boolean): Promise<void> {
    for (const league of FOOTBALL_LEAGUES) {
      if (stopping()) return;
      await this.board(league, DEFAULT_BASIS);
    }
  }

  /** Arbitrage and middles need only the best prices and the model, not the fair basis: one board serves all. */
  async arbitrage(league: FootballLeague, totalStake: number = MARKET_DEFAULT_TOTAL_STAKE): Promise<MarketsArbitrageResponse> {
    const board = await this.board(league, DEFAULT_BASIS);
    return {
      ...this.basisOf(league, DEFAULT_BASIS, board),
      totalStake,
      arbitrage: findMarketArbitrage(board.markets, totalStake),
      middles: findMarketMiddles(board.markets, totalStake),
    };
  }
}
