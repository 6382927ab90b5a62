import { z } from 'zod';
import { SLATE_LEAGUES, SLATE_MESSAGES, slateNumber } from '@playbook/core';

/** Empty or non-numeric text becomes undefined (spec 2 §5 "Slate game"). */
const optionalNumber = z.string().transform((text) => slateNumber(text));
const optionalText = z.string().transform((text) => (text.trim() === '' ? undefined : text.trim()));

/** The Manual Entry form: the spec's field messages, everything else optional. */
export const slateGameFormSchema = z.object({
  awayTeam: z.string().trim().min(1, SLATE_MESSAGES.awayTeamRequired),
  homeTeam: z.string().trim().min(1, SLATE_MESSAGES.homeTeamRequired),
  league: z.enum(SLATE_LEAGUES),
  gameDate: z.string().trim().min(1, SLATE_MESSAGES.gameDateRequired),
  gameTime: optionalText,
  sportsbook: optionalText,
  spread: optionalNumber,
  overUnder: optionalNumber,
  homeMoneyline: optionalNumber,
  awayMoneyline: optionalNumber,
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
