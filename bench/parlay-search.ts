/**
 * Times the parlay generator's full search (every line, 2 to 6 legs) against the local strategy's capped search
 * (docs/product/profit-target.md, the search: "The local strategy"), on 40 deterministic, realistic NFL lines.
 */
import { performance } from 'node:perf_hooks';
import { createRng } from '../packages/core/src/random.ts';
import type { Rng } from '../packages/core/src/random.ts';
import type { BettingLine } from '../packages/core/src/parlay/betting-line.ts';
import { searchParlays } from '../packages/core/src/parlay/find-parlays.ts';
import { generatedParlay } from '../packages/core/src/parlay/generated-parlay.ts';
import type { GeneratedParlay } from '../packages/core/src/parlay/generated-parlay.ts';
import { laterConflicts } from '../packages/core/src/parlay/leg-conflict.ts';
import { PROFIT_TARGET_DEFAULTS } from '../packages/core/src/parlay/parlay-constants.ts';

const LINE_COUNT = 40;
const FULL_MIN_LEGS = 2;
const FULL_MAX_LEGS = 6;
const RUNS = 5;
// The first 16 make the 40-line slate the core bench has always timed; the rest give distinct games up to 108 lines.
const TEAMS = [
  'KC', 'BUF', 'PHI', 'DAL', 'SF', 'SEA', 'BAL', 'CIN', 'MIA', 'NYJ', 'GB', 'DET', 'LAR', 'ARI', 'PIT', 'CLE',
  'HOU', 'IND', 'JAX', 'TEN', 'DEN', 'LV', 'LAC', 'NE', 'NYG', 'WAS', 'CHI', 'MIN', 'ATL', 'CAR', 'NO', 'TB',
  'Alabama', 'Georgia', 'Ohio State', 'Michigan',
];

/** -105 to -115 around a fair price, as books post spreads and totals. */
function juice(rng: Rng): number {
  return -rng.int(105, 115);
}

/** Six lines per game: both spreads, both moneylines, over and under; `count` lines in all (at most 108). */
export function benchLines(seed = 2024, count = LINE_COUNT): BettingLine[] {
  const rng = createRng(seed);
  const lines: BettingLine[] = [];
  for (let g = 0; lines.length < count; g++) {
    const away = TEAMS[(2 * g) % TEAMS.length] ?? 'KC';
    const home = TEAMS[(2 * g + 1) % TEAMS.length] ?? 'BUF';
    const game = `${away} @ ${home}`;
    const points = rng.int(1, 9) + 0.5;
    const [favorite, underdog] = rng.chance(0.55) ? [home, away] : [away, home];
    const favoritePrice = -Math.round(110 + points * 28);
    const total = rng.int(38, 54) + 0.5;
    lines.push(
      { game, type: 'spread', description: `${favorite} -${points}`, odds: juice(rng) },
      { game, type: 'spread', description: `${underdog} +${points}`, odds: juice(rng) },
      { game, type: 'moneyline', description: `${favorite} ML`, odds: favoritePrice },
      { game, type: 'moneyline', description: `${underdog} ML`, odds: -favoritePrice - rng.int(15, 30) },
      { game, type: 'total', description: `Over ${total}`, odds: juice(rng) },
      { game, type: 'total', description: `Under ${total}`, odds: juice(rng) },
    );
  }
  return lines.slice(0, count);
}

interface CappedSize {
  size: number;
  /** Combinations are drawn from the first `pool` lines. */
  pool: number;
  /** Stop after this many conflict-free combinations. */
  maxFound: number;
  /** How many of the lowest-odds and highest-odds combinations are kept (all when undefined). */
  keep?: { lowest: number; highest: number };
}

/** docs/product/profit-target.md: 2-, 3-, 4-leg from the first 15 lines (4-leg at most 50 found), 5-leg from the first 10 (at most 10). */
const CAPPED_SIZES: readonly CappedSize[] = [
  { size: 2, pool: 15, maxFound: Infinity, keep: { lowest: 15, highest: 10 } },
  { size: 3, pool: 15, maxFound: Infinity, keep: { lowest: 10, highest: 8 } },
  { size: 4, pool: 15, maxFound: 50, keep: { lowest: 5, highest: 10 } },
  { size: 5, pool: 10, maxFound: 10 },
];
const CAPPED_RESULT_CAP = 30;

/** Conflict-free combinations of `size` among the first `pool` lines, in input order, at most `maxFound`. */
function cappedCombinations(later: readonly number[][], rule: CappedSize): number[][] {
  const found: number[][] = [];
  const path: number[] = [];
  const blocked = new Int32Array(rule.pool);
  const visit = (start: number): void => {
    for (let i = start; i < rule.pool && found.length < rule.maxFound; i++) {
      if ((blocked[i] ?? 0) > 0) continue;
      path.push(i);
      if (path.length === rule.size) found.push(path.slice());
      else {
        for (const j of later[i] ?? []) if (j < rule.pool) blocked[j] = (blocked[j] ?? 0) + 1;
        visit(i + 1);
        for (const j of later[i] ?? []) if (j < rule.pool) blocked[j] = (blocked[j] ?? 0) - 1;
      }
      path.pop();
    }
  };
  visit(0);
  return found;
}

/** The local strategy's capped search (docs/product/profit-target.md): per size keep lowest/highest odds, within budget, rank by profit / |odds|, cap 30. */
export function localCappedSearch(lines: readonly BettingLine[], targetProfit: number, maxRisk: number): GeneratedParlay[] {
  const later = laterConflicts(lines);
  const target = { targetProfit, maxRisk };
  const kept: GeneratedParlay[] = [];
  for (const rule of CAPPED_SIZES) {
    const parlays = cappedCombinations(later, rule)
      .map((indices) => generatedParlay(indices.flatMap((i) => lines[i] ?? []), target))
      .sort((a, b) => a.totalAmericanOdds - b.totalAmericanOdds);
    const chosen = rule.keep
      ? [...new Set([...parlays.slice(0, rule.keep.lowest), ...parlays.slice(-rule.keep.highest)])]
      : parlays;
    kept.push(...chosen);
  }
  // "Needed stake does not exceed the risk budget": target / (decimal - 1) against the whole budget.
  return kept
    .filter((p) => targetProfit / (1 / p.impliedProbability - 1) <= maxRisk)
    .sort((a, b) => b.actualProfit / Math.abs(b.totalAmericanOdds) - a.actualProfit / Math.abs(a.totalAmericanOdds))
    .slice(0, CAPPED_RESULT_CAP);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function timeMs(run: () => void): number {
  run(); // warm-up, so the JIT is not timed
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return Math.round(median(times) * 10) / 10;
}

export function benchParlaySearch(): { fullMs: number; cappedMs: number; combinationsVisited: number } {
  const lines = benchLines();
  const { targetProfit, maxRisk } = PROFIT_TARGET_DEFAULTS;
  const options = { targetProfit, maxRisk, minLegs: FULL_MIN_LEGS, maxLegs: FULL_MAX_LEGS };
  let combinationsVisited = 0;
  const fullMs = timeMs(() => {
    combinationsVisited = searchParlays(lines, options).combinationsVisited;
  });
  const cappedMs = timeMs(() => {
    localCappedSearch(lines, targetProfit, maxRisk);
  });
  return { fullMs, cappedMs, combinationsVisited };
}
