/** A demo sportsbook: its margin on a two-way market and whether it posts alternate lines. */
export interface DemoBookmaker {
  name: string;
  /** Overround of its main two-way markets (0.045 puts both sides of an even game near -110). */
  vig: number;
  /** Extra margin on alternate lines, which books price more greedily. */
  alternateVig: number;
  offersAlternates: boolean;
}

export const DEMO_BOOKMAKERS: readonly DemoBookmaker[] = [
  { name: 'DraftKings', vig: 0.045, alternateVig: 0.03, offersAlternates: true },
  { name: 'FanDuel', vig: 0.042, alternateVig: 0.03, offersAlternates: true },
  { name: 'BetMGM', vig: 0.05, alternateVig: 0.035, offersAlternates: false },
  { name: 'Caesars', vig: 0.048, alternateVig: 0.035, offersAlternates: false },
  { name: 'PointsBet', vig: 0.04, alternateVig: 0.03, offersAlternates: false },
];

/** MLB in the demo is priced by four books. */
export const DEMO_MLB_BOOKMAKERS: readonly DemoBookmaker[] = DEMO_BOOKMAKERS.slice(0, 4);

/**
 * The one book whose closing main lines are kept for finished games; the store's bookmaker preference
 * (features/sports/games-and-lines/bookmakers.ts) puts it first too, so the ATS record and the game cards read the same prices.
 */
export const CLOSING_BOOKMAKER = 'DraftKings';
