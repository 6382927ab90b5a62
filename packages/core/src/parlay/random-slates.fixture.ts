/**
 * Random small slates for the parlay searches' property tests (test support, not part of core's API): three
 * games named in several ways, spreads, moneylines and totals at a spread of prices, and search options.
 */
import fc from 'fast-check';
import type { BettingLine } from './betting-line.ts';
import type { ParlaySearchOptions } from './find-parlays.ts';
import { gameIdentity } from './team-identity.ts';

const line = (game: string, type: BettingLine['type'], description: string, odds: number): BettingLine => ({
  game,
  type,
  description,
  odds,
});

const GAMES = [
  { text: ['KC @ BUF', 'BUF vs KC'], teams: ['KC', 'Buffalo Bills', 'Chiefs'] },
  { text: ['MIA @ NYJ', 'Jets vs Dolphins'], teams: ['MIA', 'NYJ'] },
  { text: ['Alabama @ Georgia'], teams: ['Alabama', 'Georgia Bulldogs'] },
];
const PRICES = [-400, -250, -150, -110, 100, 120, 150, 200, 300, 450];

export const lineArb: fc.Arbitrary<BettingLine> = fc
  .record({
    game: fc.integer({ min: 0, max: GAMES.length - 1 }),
    variant: fc.nat(),
    team: fc.nat(),
    kind: fc.constantFrom('spread', 'moneyline', 'over', 'under'),
    points: fc.constantFrom(3.5, 7),
    total: fc.constantFrom(44.5, 47.5),
    odds: fc.constantFrom(...PRICES),
  })
  .map(({ game, variant, team, kind, points, total, odds }) => {
    const g = GAMES[game] ?? { text: ['X @ Y'], teams: ['X'] };
    const gameText = g.text[variant % g.text.length] ?? 'X @ Y';
    const teamText = g.teams[team % g.teams.length] ?? 'X';
    if (kind === 'spread') return line(gameText, 'spread', `${teamText} ${variant % 2 === 0 ? '-' : '+'}${points}`, odds);
    if (kind === 'moneyline') return line(gameText, 'moneyline', `${teamText} ML`, odds);
    return line(gameText, 'total', `${kind === 'over' ? 'Over' : 'Under'} ${total}`, odds);
  });

/** `minLength` to `maxLength` lines, no two identical (the searches merge identical lines; a brute force would not). */
export function slatesOf(maxLength: number, minLength = 0): fc.Arbitrary<BettingLine[]> {
  return fc.uniqueArray(lineArb, { minLength, maxLength, selector: (l) => `${gameIdentity(l.game).key}|${l.description}|${l.odds}` });
}

export const linesArb = slatesOf(9);

/** Search options: min legs 2-4, up to `maxExtra` more legs, targets and budgets up to the given amounts. */
export function searchOptionsOf(limits: { maxExtra: number; maxTarget: number; maxRisk: number }): fc.Arbitrary<ParlaySearchOptions> {
  return fc
    .record({
      minLegs: fc.integer({ min: 2, max: 4 }),
      extra: fc.integer({ min: 0, max: limits.maxExtra }),
      targetProfit: fc.integer({ min: 1, max: limits.maxTarget }),
      maxRisk: fc.integer({ min: 10, max: limits.maxRisk }),
    })
    .map(({ minLegs, extra, targetProfit, maxRisk }) => ({ minLegs, maxLegs: minLegs + extra, targetProfit, maxRisk }));
}

export const optionsArb = searchOptionsOf({ maxExtra: 3, maxTarget: 400, maxRisk: 1500 });
