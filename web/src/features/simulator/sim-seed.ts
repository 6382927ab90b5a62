/** Seeds are what core's generator takes: whole numbers from 0 to 2^32 - 1. */
export const MAX_SEED = 0xffffffff;
export const SEED_ERROR = `Seed must be a whole number from 0 to ${MAX_SEED}`;

/** The seed box: blank means a fresh random seed (undefined), a valid entry its number, anything else null. */
export function parseSeed(text: string): number | undefined | null {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= MAX_SEED ? value : null;
}

/** A fresh seed from the browser's generator (not Math.random: lint keeps randomness seeded or cryptographic). */
export function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
}
