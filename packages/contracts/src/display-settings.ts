// zod's small API: cheap wherever the settings are checked (ADR 068). The choices and their check without zod
// are in display-settings-choices.ts, which the web's first page imports instead of this module.
import * as z from 'zod/mini';
import { ODDS_FORMATS } from '@playbook/core';
import { THEMES } from './display-settings-choices.ts';

export const oddsFormatSchema = z.enum(ODDS_FORMATS, { error: `Odds format must be one of ${ODDS_FORMATS.join(', ')}` });
export const themeSchema = z.enum(THEMES, { error: `Theme must be one of ${THEMES.join(', ')}` });

/** How the account sees the app: the odds format of every price and the colour scheme (ADR 056). */
export const displaySettingsSchema = z.strictObject({ oddsFormat: oddsFormatSchema, theme: themeSchema });
export type DisplaySettings = z.infer<typeof displaySettingsSchema>;

/** The account's settings, and whether it ever saved them (a new account takes the browser's choice instead). */
export const displaySettingsResponseSchema = z.extend(displaySettingsSchema, { saved: z.boolean() });
export type DisplaySettingsResponse = z.infer<typeof displaySettingsResponseSchema>;
