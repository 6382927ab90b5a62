import { z } from 'zod';

/**
 * Bounds every source's schemas put on the values they read: far past anything a real answer holds,
 * short of what could break a store or a read (a season 2147483648 overflows an integer column, a megabyte name
 * fills every page that shows it). A value past them makes its record a bad one, dropped and counted.
 */

/** Names, labels and the sources' other strings. */
export const text = (max = 200) => z.string().max(max);
/** A record's id as a source writes it (ESPN's numeric strings, The Odds API's 32 hex digits). */
export const sourceId = z.string().min(1).max(64);
/** A numeric id (CollegeFootballData's game and team ids). */
export const numericId = z.number().int().min(0).max(2_147_483_647);
/** American odds, or a decimal price (The Odds API's decimal format). */
export const price = z.number().min(-100_000).max(100_000);
/** A spread's or total's point. */
export const points = z.number().min(-1_000).max(1_000);
/** A team's score in one game. */
export const score = z.number().int().min(0).max(999);
/** Seasons a source can hold: the first professional season to far beyond any schedule. */
export const seasonYear = z.number().int().min(1869).max(2100);
/** Weeks, periods, season types. */
export const smallCount = z.number().int().min(0).max(999);
/** A per-play rate (EPA per play, a success rate's complement). */
export const perPlay = z.number().min(-100).max(100);
