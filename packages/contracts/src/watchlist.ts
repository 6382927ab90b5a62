import { z } from 'zod';
import { GAME_TOTAL_MAX, PARLAY_CATEGORIES } from '@playbook/core';
import { parlayLegSchema, PARLAY_DESCRIPTION_MAX, PARLAY_MAX_LEGS, PARLAY_MAX_STAKE } from './parlays.ts';
import { textField } from './text-field.ts';

// docs/product/watchlist.md "Watchlist prediction", "Favorite parlay" and "Generated parlay", as the browser stores them
// (keys watchlistPredictions, favoriteParlays, generatedParlays) and as the server keeps a
// signed-in user's watchlist (GET/PUT /api/watchlist) so it follows the account to another browser.

/** The server keeps at most this many entries of each list: one account cannot fill the database. */
export const WATCHLIST_MAX_PREDICTIONS = 200;
export const WATCHLIST_MAX_FAVORITES = 100;
export const WATCHLIST_ID_MAX = 250;
export const WATCHLIST_TEAM_MAX = 100;
/** A parlay's total odds may be far past a single line's (8 legs at +300 is about +6,500,000). */
const TOTAL_ODDS_MAX = 1_000_000_000_000;
/** A profit can reach a stake at the longest total odds; past this it is no parlay a book takes. */
const PROFIT_MAX = 1_000_000_000_000;
/** No football margin comes near it; the bound only refuses numbers nobody could mean. */
const MARGIN_MAX = 200;

const idField = textField('Id', WATCHLIST_ID_MAX);
const savedAtField = z.iso.datetime({ offset: true, error: 'Saved at must be an ISO date and time' });
const finite = (label: string) => z.number({ error: `${label} must be a number` }).finite(`${label} must be a number`);
const within = (label: string, min: number, max: number) =>
  finite(label).min(min, `${label} must be between ${min} and ${max}`).max(max, `${label} must be between ${min} and ${max}`);
const percent = (label: string) => finite(label).min(0, `${label} must be between 0 and 100`).max(100, `${label} must be between 0 and 100`);

/**
 * A generated parlay as stored in the browser (docs/product/watchlist.md, core's GeneratedParlay): impliedProbability is a
 * fraction 0-1 (1 / combined decimal odds), amounts in dollars. savedAt is set when it was stored.
 */
export const storedParlaySchema = z.object({
  id: idField,
  parlayDescription: textField('Description', PARLAY_DESCRIPTION_MAX),
  legs: z.array(parlayLegSchema).min(1, 'Add at least one leg').max(PARLAY_MAX_LEGS, `A parlay has at most ${PARLAY_MAX_LEGS} legs`),
  totalAmericanOdds: finite('Total odds')
    .int('Total odds must be whole American odds')
    .min(-TOTAL_ODDS_MAX, `Total odds must be within ±${TOTAL_ODDS_MAX}`)
    .max(TOTAL_ODDS_MAX, `Total odds must be within ±${TOTAL_ODDS_MAX}`)
    .refine((odds) => Math.abs(odds) >= 100, 'Total odds must be American odds at or beyond ±100'),
  impliedProbability: finite('Implied probability').min(0, 'Implied probability must be between 0 and 1').max(1, 'Implied probability must be between 0 and 1'),
  requiredStake: within('Required stake', 0, PARLAY_MAX_STAKE),
  actualProfit: within('Actual profit', -PROFIT_MAX, PROFIT_MAX),
  profitDifference: within('Profit difference', -PROFIT_MAX, PROFIT_MAX),
  category: z.enum(PARLAY_CATEGORIES, { error: 'Category must be optimal, lowRisk or standard' }),
  savedAt: savedAtField.optional(),
});
export type StoredParlay = z.infer<typeof storedParlaySchema>;

/** docs/product/watchlist.md "Favorite parlay": a parlay plus its id and when it was saved. */
export const favoriteParlaySchema = storedParlaySchema.extend({ savedAt: savedAtField });
export type FavoriteParlay = z.infer<typeof favoriteParlaySchema>;

/**
 * docs/product/watchlist.md "Watchlist prediction". A matchup entry carries the winner fields, an over/under entry the total
 * fields; the other side's fields are null (docs/product/watchlist.md lists them all on one record).
 */
export const watchlistPredictionSchema = z
  .object({
    id: idField,
    type: z.enum(['matchup', 'overunder'], { error: 'Type must be matchup or overunder' }),
    awayTeam: textField('Away team', WATCHLIST_TEAM_MAX),
    homeTeam: textField('Home team', WATCHLIST_TEAM_MAX),
    predictedWinner: textField('Predicted winner', WATCHLIST_TEAM_MAX).nullable(),
    predictedMargin: within('Predicted margin', -MARGIN_MAX, MARGIN_MAX).nullable(),
    winnerConfidence: percent('Winner confidence').nullable(),
    totalLine: finite('Total line').min(0, 'Total line must be at least 0').max(GAME_TOTAL_MAX, `Total line must be at most ${GAME_TOTAL_MAX}`).nullable(),
    overUnder: z.enum(['over', 'under'], { error: 'Over/under must be over or under' }).nullable(),
    totalConfidence: percent('Total confidence').nullable(),
    savedAt: savedAtField,
    /**
     * The pairing was asked as played at a neutral site (the predictors' Manual Selection
     * 'Neutral site' box, ADR 034), so opening the entry asks it so again. Entries saved before it read as home
     * games. The figures saved beside it are the stat-comparison heuristic's, which has no home term: the flag changes only
     * what the fitted model and its simulation are asked when the entry is opened.
     */
    neutral: z.boolean({ error: 'Neutral must be true or false' }).default(false),
    /** The league of the picked teams, so opening the entry picks them in it; absent on entries saved before it. */
    league: z.enum(['NFL', 'NCAA'], { error: 'League must be NFL or NCAA' }).optional(),
  })
  .refine((p) => p.type !== 'matchup' || (p.predictedWinner !== null && p.winnerConfidence !== null), {
    message: 'A matchup prediction needs its winner and confidence',
    path: ['predictedWinner'],
  })
  .refine((p) => p.type !== 'overunder' || (p.totalLine !== null && p.overUnder !== null && p.totalConfidence !== null), {
    message: 'An over/under prediction needs its line, side and confidence',
    path: ['totalLine'],
  });
export type WatchlistPrediction = z.infer<typeof watchlistPredictionSchema>;

function uniqueIds<T extends { id: string }>(list: readonly T[]): boolean {
  return new Set(list.map((entry) => entry.id)).size === list.length;
}

/** The lists as the server keeps them. */
export const watchlistListsSchema = z.object({
  predictions: z
    .array(watchlistPredictionSchema, { error: 'Predictions must be a list' })
    .max(WATCHLIST_MAX_PREDICTIONS, `A watchlist holds at most ${WATCHLIST_MAX_PREDICTIONS} predictions`)
    .refine(uniqueIds, 'Each prediction id must be unique'),
  favorites: z
    .array(favoriteParlaySchema, { error: 'Favorites must be a list' })
    .max(WATCHLIST_MAX_FAVORITES, `A watchlist holds at most ${WATCHLIST_MAX_FAVORITES} favorite parlays`)
    .refine(uniqueIds, 'Each favorite id must be unique'),
});
export type WatchlistLists = z.infer<typeof watchlistListsSchema>;

/** A version number that only grows: a PUT names the version it was merged against. */
const versionField = finite('Version').int('Version must be a whole number').min(0, 'Version must be at least 0').max(2_000_000_000, 'Version is out of range');

/** GET /api/watchlist and the answer of PUT: the lists and their version (0 before the first PUT). */
export const watchlistResponseSchema = watchlistListsSchema.extend({ version: versionField });
export type WatchlistResponse = z.infer<typeof watchlistResponseSchema>;

/**
 * PUT /api/watchlist: the full lists after the client's merge. `version` is the version the client merged
 * against; when another browser wrote in between, the answer is 409 and the client merges again.
 */
export const watchlistPutRequestSchema = watchlistListsSchema.extend({ version: versionField });
export type WatchlistPutRequest = z.infer<typeof watchlistPutRequestSchema>;
