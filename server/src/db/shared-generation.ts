import { eq, sql } from 'drizzle-orm';
import type { Database } from './connect.ts';
import { cacheGenerations } from './fleet-schema.ts';

const ignore = (): void => undefined;

/**
 * A counter in the database that a change (a committed sports refresh) bumps and every instance reads before
 * answering from its cache (ADR 014). Reads are coalesced, but strictly: a caller joins a query that starts
 * after its call, never one already running (which may have started before the refresh it must see), so at
 * most one query is running and one waiting however many requests arrive.
 */
export class SharedGeneration {
  private running: Promise<number> | null = null;
  private queued: Promise<number> | null = null;

  constructor(
    private readonly db: Database,
    private readonly name: string,
  ) {}

  read(): Promise<number> {
    if (!this.running) return this.start();
    const running = this.running;
    this.queued ??= running.then(ignore, ignore).then(() => {
      this.queued = null;
      return this.start();
    });
    return this.queued;
  }

  async bump(): Promise<void> {
    await this.db
      .insert(cacheGenerations)
      .values({ name: this.name, generation: 1 })
      .onConflictDoUpdate({ target: cacheGenerations.name, set: { generation: sql`${cacheGenerations.generation} + 1` } });
  }

  private start(): Promise<number> {
    const query = this.query();
    this.running = query;
    const clear = (): void => {
      if (this.running === query) this.running = null;
    };
    query.then(clear, clear);
    return query;
  }

  private async query(): Promise<number> {
    const [row] = await this.db
      .select({ generation: cacheGenerations.generation })
      .from(cacheGenerations)
      .where(eq(cacheGenerations.name, this.name));
    return row?.generation ?? 0;
  }
}
