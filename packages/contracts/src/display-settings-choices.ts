// The display settings' choices and their check, without zod: the web's first page reads stored settings with
// them before any schema has loaded (ADR 068). The schemas are in display-settings.ts.
import { ODDS_FORMATS } from '@playbook/core';
import type { DisplaySettings } from './display-settings.ts';

/** The colour scheme: the device's own setting, or always light or dark. */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export const DEFAULT_DISPLAY_SETTINGS: DisplaySettings = { oddsFormat: 'american', theme: 'system' };

/**
 * displaySettingsSchema's check without zod, for a page that reads stored settings before zod is loaded (the
 * theme must be right at the first paint). display-settings.test.ts holds the two equal.
 */
export function isDisplaySettings(value: unknown): value is DisplaySettings {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const fields: Record<string, unknown> = { ...value };
  return (
    Object.keys(fields).length === 2 &&
    ODDS_FORMATS.some((format) => format === fields.oddsFormat) &&
    THEMES.some((theme) => theme === fields.theme)
  );
}
