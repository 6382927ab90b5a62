import { eq } from 'drizzle-orm';
import { DEFAULT_FAIR_METHOD, type FairMethod } from '@playbook/core';
import { fairMethodSchema, kellyFractionSchema, type MarketSettings } from '@playbook/contracts';
import type { Database } from '../../db/connect.ts';
import { marketSettings } from '../../db/market-settings-schema.ts';

/** A new account's settings: consensus fair prices, 1 % EV, a $1,000 bankroll staked at quarter Kelly. */
export const DEFAULT_MARKET_SETTINGS: MarketSettings = {
  fairMethod: DEFAULT_FAIR_METHOD,
  referenceBook: null,
  minEvPercent: 1,
  bankroll: 1000,
  kellyFraction: 0.25,
};

/** A stored value that no longer reads (a method since renamed) falls back to its default. */
function orDefault<T>(parsed: { success: true; data: T } | { success: false }, fallback: T): T {
  return parsed.success ? parsed.data : fallback;
}

/** The signed-in user's market board settings: every read and write is the caller's own row. */
export class MarketSettingsService {
  constructor(private readonly db: Database) {}

  async get(userId: number): Promise<MarketSettings> {
    const [row] = await this.db.select().from(marketSettings).where(eq(marketSettings.userId, userId));
    if (!row) return DEFAULT_MARKET_SETTINGS;
    return {
      fairMethod: orDefault<FairMethod>(fairMethodSchema.safeParse(row.fairMethod), DEFAULT_MARKET_SETTINGS.fairMethod),
      referenceBook: row.referenceBook,
      minEvPercent: row.minEvPercent,
      bankroll: row.bankroll,
      kellyFraction: orDefault(kellyFractionSchema.safeParse(row.kellyFraction), DEFAULT_MARKET_SETTINGS.kellyFraction),
    };
  }

  async put(userId: number, settings: MarketSettings): Promise<MarketSettings> {
    const values = { ...settings, updatedAt: new Date() };
    await this.db
      .insert(marketSettings)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: marketSettings.userId, set: values });
    return settings;
  }
}
