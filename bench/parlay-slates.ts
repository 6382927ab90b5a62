/**
 * Slates for `npm run bench:parlays`: the main lines of bench/parlay-search.ts for the small ones,
 * and for the large ones a week as books post it, alternates included: per game both spreads, both
 * moneylines and the total, then alternate spreads and totals around them, the safe side of each a heavy
 * favourite (-300 to -2,500) and the other side a long price.
 */
import { createRng } from '../packages/core/src/random.ts';
import type { BettingLine } from '../packages/core/src/parlay/betting-line.ts';
import { benchLines } from './parlay-search.ts';

const TEAMS = [
  'KC', 'BUF', 'PHI', 'DAL', 'SF', 'SEA', 'BAL', 'CIN', 'MIA', 'NYJ', 'GB', 'DET', 'LAR', 'ARI', 'PIT', 'CLE',
  'HOU', 'IND', 'JAX', 'TEN', 'DEN', 'LV', 'LAC', 'NE', 'NYG', 'WAS', 'CHI', 'MIN', 'ATL', 'CAR', 'NO', 'TB',
  'Alabama', 'Georgia', 'Ohio State', 'Michigan', 'Texas', 'Oregon', 'LSU', 'USC', 'Clemson', 'Florida',
  'Penn State', 'Tennessee', 'Utah', 'Oklahoma', 'Miami', 'Iowa', 'Auburn', 'Wisconsin', 'Baylor', 'TCU',
  'Kansas', 'Duke', 'UCLA', 'Stanford', 'Purdue', 'Arizona', 'Navy', 'Army', 'Rice', 'Tulane', 'SMU', 'UCF',
  'Kentucky', 'Missouri', 'Virginia', 'Memphis', 'Houston', 'Boise State', 'Toledo', 'Ohio',
];

/** Points of the alternate lines away from the main number, nearest first. */
const STEPS = [3, 6, 10, 14, 17, 21];

/** A week of `count` lines with alternates (at most 72 games). */
export function alternateSlate(count: number, seed = 2024): BettingLine[] {
  const rng = createRng(seed);
  const lines: BettingLine[] = [];
  for (let g = 0; lines.length < count && 2 * g + 1 < TEAMS.length; g++) {
    const away = TEAMS[2 * g] ?? 'A';
    const home = TEAMS[2 * g + 1] ?? 'B';
    const game = `${away} @ ${home}`;
    const points = rng.int(1, 9) + 0.5;
    const [favorite, underdog] = rng.chance(0.55) ? [home, away] : [away, home];
    const favoritePrice = -Math.round(110 + points * 28);
    const total = rng.int(38, 54) + 0.5;
    const juice = (): number => -rng.int(105, 115);
    lines.push(
      { game, type: 'spread', description: `${favorite} -${points}`, odds: juice() },
      { game, type: 'spread', description: `${underdog} +${points}`, odds: juice() },
      { game, type: 'moneyline', description: `${favorite} ML`, odds: favoritePrice },
      { game, type: 'moneyline', description: `${underdog} ML`, odds: -favoritePrice - rng.int(15, 30) },
      { game, type: 'total', description: `Over ${total}`, odds: juice() },
      { game, type: 'total', description: `Under ${total}`, odds: juice() },
    );
    STEPS.forEach((step, s) => {
      // The safe side: from about -300 to -2,500 as the line moves away; the other side a long price.
      const heavy = -Math.min(2500, Math.round(300 * 1.5 ** s + rng.int(0, 60)));
      const long = Math.round(220 * 1.45 ** s + rng.int(0, 40));
      lines.push(
        { game, type: 'spread', description: `${underdog} +${points + step}`, odds: heavy },
        { game, type: 'spread', description: `${favorite} -${points + step}`, odds: long },
        { game, type: 'total', description: `Under ${total + step}`, odds: heavy - rng.int(0, 40) },
        { game, type: 'total', description: `Over ${total + step}`, odds: long + rng.int(0, 40) },
      );
    });
  }
  return lines.slice(0, count);
}

/** The grid's slates: 48 and 96 main lines, 300 and 700 with alternates. */
export function gridSlate(count: number): BettingLine[] {
  return count <= 108 ? benchLines(2024, count) : alternateSlate(count);
}
