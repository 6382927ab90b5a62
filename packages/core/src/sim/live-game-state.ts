// The Simple Football Simulator's state, apart from its rules so that its messages can name it without
// importing the rules that use them.

/** A play-by-play line. The UI prefixes the local time (core has no clock). */
export interface LivePlay {
  text: string;
  quarter: number;
  /** Seconds left in the quarter after the play. */
  clock: number;
}

export type LiveEventKind = 'score' | 'turnover' | 'quarter';

/** A game event: a score, a turnover, or a quarter ending (the fourth one ends the game). */
export interface LiveEvent extends LivePlay {
  kind: LiveEventKind;
}

export type LiveSide = 'home' | 'away';

/** The Simple Football Simulator's game (docs/product/simulator.md "Simulated game" plus its lists and timer state). */
export interface LiveGameState {
  readonly homeTeam: string;
  readonly awayTeam: string;
  readonly homeScore: number;
  readonly awayScore: number;
  /** 1 to 4. */
  readonly quarter: number;
  /** Seconds left in the quarter, 0 to 900. */
  readonly clock: number;
  /** The team with the ball: ours, docs/product/simulator.md does not track it; it changes on kicks, scores and turnovers. */
  readonly possession: LiveSide;
  /** Newest first, at most 20. */
  readonly plays: readonly LivePlay[];
  /** Newest first, at most 10. */
  readonly events: readonly LiveEvent[];
  /** LIVE when true, PAUSED when false. */
  readonly running: boolean;
  readonly isOver: boolean;
}

/** docs/product/simulator.md "Simulated game": the scoreboard fields with the clock as 'm:ss'. */
export interface SimulatedGame {
  homeTeam: string;
  awayTeam: string;
  homeScore: number;
  awayScore: number;
  quarter: number;
  timeRemaining: string;
}
