// zod's small API: the first page reads the stored settings with it, without the full API (ADR 068).
import * as z from 'zod/mini';
import { ODDS_FORMATS } from '@playbook/core';

/** The colour scheme: the device's own setting, or always light or dark. */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export const oddsFormatSchema = z.enum(ODDS_FORMATS, { error: `Odds format must be one of ${ODDS_FORMATS.join(', ')}` });
export const themeSchema = z.enum(THEMES, { error: `Theme must be one of ${THEMES.join(', ')}` });

/** How the account sees the app: the odds format of every price and the colour scheme (ADR 056). */
export const displaySettingsSchema = z.strictObject({ oddsFormat: oddsFormatSchema, theme: themeSchema });
export type DisplaySettings = z.infer<typeof displaySettingsSchema>;

/** The account's settings, and whether it ever saved them (a new account takes the browser's choice instead). */
export const displaySettingsResponseSchema = z.extend(displaySettingsSchema, { saved: z.boolean() });
export type DisplaySettingsResponse = z.infer<typeof displaySettingsResponseSchema>;

export const DEFAULT_DISPLAY_SETTINGS: DisplaySettings = { oddsFormat: 'american', theme: 'system' };
