import { eq } from 'drizzle-orm';
import { DEFAULT_DISPLAY_SETTINGS, oddsFormatSchema, themeSchema, type DisplaySettings, type DisplaySettingsResponse } from '@playbook/contracts';
import type { Database } from '../../db/connect.ts';
import { displaySettings } from '../../db/display-settings-schema.ts';

/** The signed-in user's display settings: every read and write is the caller's own row. */
export class DisplaySettingsService {
  constructor(private readonly db: Database) {}

  async get(userId: number): Promise<DisplaySettingsResponse> {
    const [row] = await this.db.select().from(displaySettings).where(eq(displaySettings.userId, userId));
    if (!row) return { ...DEFAULT_DISPLAY_SETTINGS, saved: false };
    // A stored value that no longer reads (a format since renamed) falls back to its default.
    const oddsFormat = oddsFormatSchema.safeParse(row.oddsFormat);
    const theme = themeSchema.safeParse(row.theme);
    return {
      oddsFormat: oddsFormat.success ? oddsFormat.data : DEFAULT_DISPLAY_SETTINGS.oddsFormat,
      theme: theme.success ? theme.data : DEFAULT_DISPLAY_SETTINGS.theme,
      saved: true,
    };
  }

  async put(userId: number, settings: DisplaySettings): Promise<DisplaySettingsResponse> {
    const values = { ...settings, updatedAt: new Date() };
    await this.db
      .insert(displaySettings)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: displaySettings.userId, set: values });
    return { ...settings, saved: true };
  }
}
