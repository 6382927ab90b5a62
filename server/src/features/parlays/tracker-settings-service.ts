import { eq } from 'drizzle-orm';
import { centsFromDollars, dollarsFromCents } from '@playbook/core';
import type { TrackerSettings } from '@playbook/contracts';
import type { Database } from '../../db/connect.ts';
import { trackerSettings } from '../../db/parlays-schema.ts';

/** The signed-in user's tracker settings: every read and write is the caller's own row. */
export class TrackerSettingsService {
  constructor(private readonly db: Database) {}

  async get(userId: number): Promise<TrackerSettings> {
    const [row] = await this.db.select({ unitSizeCents: trackerSettings.unitSizeCents }).from(trackerSettings).where(eq(trackerSettings.userId, userId));
    return { unitSize: row?.unitSizeCents == null ? null : dollarsFromCents(row.unitSizeCents) };
  }

  async put(userId: number, settings: TrackerSettings): Promise<TrackerSettings> {
    const values = { unitSizeCents: settings.unitSize === null ? null : centsFromDollars(settings.unitSize), updatedAt: new Date() };
    await this.db
      .insert(trackerSettings)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: trackerSettings.userId, set: values });
    return this.get(userId);
  }
}
