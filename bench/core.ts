/**
 * npm run bench:core — the two figures the core issue names, in one run:
 * findParlays over 40 lines with 2-6 legs (every combination considered) beside the local strategy's capped search,
 * and simulated games per second (target: 10,000 games under 100 ms).
 */
import { benchParlaySearch } from './parlay-search.ts';
import { benchSimulate } from './simulate.ts';

const parlay = benchParlaySearch();
const simulation = benchSimulate();

console.log('\nCore benchmark (median of several runs after a warm-up)\n');
console.log(`findParlays, 40 lines, 2-6 legs, every combination: ${parlay.fullMs.toFixed(1)} ms (${parlay.combinationsVisited.toLocaleString('en-US')} conflict-free combinations)  target < 1000 ms`);
console.log(`local strategy's capped search, same lines:         ${parlay.cappedMs.toFixed(1)} ms (first 15 lines, capped per size)`);
console.log(`ratio full / capped:                                 ${(parlay.fullMs / parlay.cappedMs).toFixed(1)}x`);
console.log(`simulateMatchup: 10,000 games in ${simulation.msFor10k.toFixed(1)} ms = ${Math.round(simulation.gamesPerSecond).toLocaleString('en-US')} games/s  target < 100 ms`);
