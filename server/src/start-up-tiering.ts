import v8 from 'node:v8';

/**
 * V8's thresholds (Node 24's defaults) for optimizing a function: calls, or loop iterations for on-stack
 * replacement, before Maglev or TurboFan compiles it. npm start raises them for the start-up (server/package.json):
 * loading the code, the migrations and the demo season's load run once, and the optimized code and compiler
 * memory they earned stayed resident while the server idled (about 10 MB on PostgreSQL, ADR 069).
 */
export const V8_TIER_UP_DEFAULTS = {
  'invocation-count-for-maglev': 400,
  'invocation-count-for-turbofan': 3000,
  'invocation-count-for-osr': 500,
  'invocation-count-for-maglev-osr': 100,
  'invocation-count-for-early-optimization': 30,
} as const;

/**
 * Puts back V8's own thresholds the process was started with raised, so that code requests make hot is
 * optimized as before; answers the flags it restored. A start without them (node dist/main.js) changes nothing.
 */
export function restoreTierUpThresholds(execArgv: readonly string[] = process.execArgv): string[] {
  const restored = Object.entries(V8_TIER_UP_DEFAULTS)
    .filter(([flag]) => execArgv.some((argument) => argument.startsWith(`--${flag}=`)))
    .map(([flag, value]) => `--${flag}=${value}`);
  for (const flag of restored) v8.setFlagsFromString(flag);
  return restored;
}
