/**
 * npm run bench:parlays — issue 11 "Speed: exact search where the spec samples", in one run: the exact pruned
 * search (searchParlaysExact) on 40 lines × 2-6 legs, 60 × 2-5, 60 × 2-8 and 100 × 2-6, each beside the
 * reference enumeration (searchParlays) where that finishes in reasonable time, checking both give the same
 * answer (the top 5 of every list, and all the lists and counts). Target: every case under 1 s.
 *
 * Whether the enumeration is run is decided by counting the conflict-free combinations first (exactly, without
 * listing them): past ENUMERATION_LIMIT it would take minutes to hours, and the line says so instead.
 */
import { isDeepStrictEqual } from 'node:util';
import { performance } from 'node:perf_hooks';
import { conflictFreeCount } from '../packages/core/src/parlay/conflict-families.ts';
import { searchParlaysExact } from '../packages/core/src/parlay/exact-parlay-search.ts';
import { searchParlays, uniqueLines } from '../packages/core/src/parlay/find-parlays.ts';
import type { ParlaySearchOptions, ParlaySearchOutcome } from '../packages/core/src/parlay/find-parlays.ts';
import { PARLAY_GENERATOR_DEFAULTS, PARLAY_LIST_SHOWN } from '../packages/core/src/parlay/parlay-constants.ts';
import type { CategorizedParlays } from '../packages/core/src/parlay/parlay-lists.ts';
import { benchLines } from './parlay-search.ts';

const CASES = [
  { lines: 40, minLegs: 2, maxLegs: 6 },
  { lines: 60, minLegs: 2, maxLegs: 5 },
  { lines: 60, minLegs: 2, maxLegs: 8 },
  { lines: 100, minLegs: 2, maxLegs: 6 },
] as const;
/** Past this many combinations the enumeration would take minutes (it prices a few million a second here). */
const ENUMERATION_LIMIT = 20_000_000;
const TARGET_MS = 1000;
const RUNS = 3;

const LISTS = ['closestToTarget', 'highProbability', 'lowRisk', 'optimal', 'valueBets'] as const;

function topIds(result: CategorizedParlays): string[][] {
  return LISTS.map((list) => result[list].slice(0, PARLAY_LIST_SHOWN).map((parlay) => parlay.id));
}

function timed(run: () => ParlaySearchOutcome, runs: number): { ms: number; outcome: ParlaySearchOutcome } {
  let outcome = run(); // warm-up, so the JIT is not timed
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    outcome = run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)] ?? Number.NaN, outcome };
}

const format = (n: number): string => n.toLocaleString('en-US');
const { targetProfit, maxRisk } = PARLAY_GENERATOR_DEFAULTS;
let failures = 0;
/** Combinations the enumeration priced per millisecond, measured on the cases it ran. */
let enumerationRate = Number.NaN;

console.log(`\nParlay search, target $${targetProfit}, max risk $${maxRisk} (median of ${RUNS} runs after a warm-up)\n`);
for (const spec of CASES) {
  const lines = benchLines(2024, spec.lines);
  const options: ParlaySearchOptions = { targetProfit, maxRisk, minLegs: spec.minLegs, maxLegs: spec.maxLegs };
  const combinations = conflictFreeCount(uniqueLines(lines).keys, spec.minLegs, spec.maxLegs);
  const exact = timed(() => searchParlaysExact(lines, options), RUNS);
  const label = `${spec.lines} lines × ${spec.minLegs}-${spec.maxLegs} legs`;
  const underTarget = exact.ms < TARGET_MS;
  if (!underTarget) failures++;
  console.log(`${label}: ${format(combinations)} conflict-free combinations`);
  console.log(
    `  exact search: ${exact.ms.toFixed(1)} ms, priced ${format(exact.outcome.combinationsVisited)}, ` +
      `${format(exact.outcome.result.summary.totalCount)} within budget  ${underTarget ? 'under' : 'OVER'} the ${TARGET_MS} ms target`,
  );
  if (combinations > ENUMERATION_LIMIT) {
    const estimate = Number.isNaN(enumerationRate) ? 'minutes' : `about ${format(Math.round(combinations / enumerationRate / 1000))} s`;
    console.log(`  enumeration: skipped, it would price all ${format(combinations)} combinations (${estimate} at the rate measured above)`);
    continue;
  }
  const reference = timed(() => searchParlays(lines, options), 1);
  enumerationRate = reference.outcome.combinationsVisited / reference.ms;
  const sameTop = isDeepStrictEqual(topIds(exact.outcome.result), topIds(reference.outcome.result));
  const sameAll = isDeepStrictEqual(exact.outcome.result, reference.outcome.result);
  if (!sameTop || !sameAll) failures++;
  console.log(
    `  enumeration:  ${reference.ms.toFixed(1)} ms, priced ${format(reference.outcome.combinationsVisited)}  ` +
      `same top ${PARLAY_LIST_SHOWN} of every list: ${sameTop ? 'yes' : 'NO'}; same lists and counts: ${sameAll ? 'yes' : 'NO'}; ` +
      `${(reference.ms / exact.ms).toFixed(0)}x faster`,
  );
}
console.log(failures === 0 ? '\nAll cases under target and matching the enumeration.' : `\n${failures} problem(s) above.`);
if (failures > 0) process.exitCode = 1;
