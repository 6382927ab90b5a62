import { z } from 'zod';
import { SLATE_LEAGUES, SLATE_MESSAGES, isValidAmericanOdds, slateNumber, type SlateNumberKind } from '@playbook/core';

/** Empty or non-numeric text becomes undefined (docs/product/slate-analyzer.md "Slate game"), read as a file's cells are. */
const optionalNumber = (kind: SlateNumberKind) => z.string().transform((text) => slateNumber(text, kind));
/**
 * A moneyline is an American price: inside ±100 is no price, and the arbitrage analysis would drop it without a
 * word (core's slate matchups skip it), so the form says so instead. Not a message of docs/product/slate-analyzer.md, which only makes
 * the numeric fields optional.
 */
const optionalMoneyline = (label: string) =>
  optionalNumber('moneyline').refine((odds) => odds === undefined || isValidAmericanOdds(odds), `${label} must be American odds at or beyond ±100 (e.g. -160 or +135)`);
const optionalText = z.string().transform((text) => (text.trim() === '' ? undefined : text.trim()));

/** The Manual Entry form: the field messages of docs/product/slate-analyzer.md, everything else optional. */
export const slateGameFormSchema = z.object({
  awayTeam: z.string().trim().min(1, SLATE_MESSAGES.awayTeamRequired),
  homeTeam: z.string().trim().min(1, SLATE_MESSAGES.homeTeamRequired),
  league: z.enum(SLATE_LEAGUES),
  gameDate: z.string().trim().min(1, SLATE_MESSAGES.gameDateRequired),
  gameTime: optionalText,
  sportsbook: optionalText,
  spread: optionalNumber('spread'),
  overUnder: optionalNumber('total'),
  homeMoneyline: optionalMoneyline('Home ML'),
  awayMoneyline: optionalMoneyline('Away ML'),
});

export type SlateGameFormValues = z.input<typeof slateGameFormSchema>;
/** Assignable to a slate game without its id (an empty optional field is undefined, which JSON drops). */
export type SlateGameFormOutput = z.output<typeof slateGameFormSchema>;

export const emptySlateGameForm: SlateGameFormValues = {
  awayTeam: '',
  homeTeam: '',
  league: 'NFL',
  gameDate: '',
  gameTime: '',
  sportsbook: '',
  spread: '',
  overUnder: '',
  homeMoneyline: '',
  awayMoneyline: '',
};
