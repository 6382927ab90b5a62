/** How long a read model is served at most (a bound on anything the generations do not see). */
export const READ_MODEL_MAX_AGE_MS = 60_000;
export const MAX_KEYS_PER_MODEL = 64;

/** A generation other server instances bump when they refresh (ADR 014); absent on a one-process database. */
export interface SharedGenerationSource {
  read(): Promise<number>;
}

/**
 * Read models (the answers of the sports GET routes) built once and shared by every request until a refresh
 * commits (invalidate), another instance's refresh shows in the shared generation, or they are a minute
 * old. Builds in flight are shared too, so a burst of requests on a cold cache runs one query, not fifty.
 */
export class ReadModelCache {
  private generationCount = 0;
  private sharedSeen: number | null = null;

  constructor(
    readonly maxAgeMs: number = READ_MODEL_MAX_AGE_MS,
    private readonly shared: SharedGenerationSource | null = null,
  ) {}

  /** Drops this instance's answers when another instance refreshed since they were built. */
  async sync(): Promise<void> {
    if (!this.shared) return;
    const seen = await this.shared.read();
    if (seen !== this.sharedSeen) {
      if (this.sharedSeen !== null) this.invalidate();
      this.sharedSeen = seen;
    }
  }

  get generation(): number {
    return this.generationCount;
  }

  invalidate(): void {
    this.generationCount += 1;
  }

  model<T>(): CachedModel<T> {
    return new CachedModel<T>(this);
  }
}

export class CachedModel<T> {
  private readonly entries = new Map<string, { generation: number; builtAt: number; value: Promise<T> }>();

  constructor(private readonly cache: ReadModelCache) {}

  async get(key: string, build: () => Promise<T>): Promise<T> {
    await this.cache.sync();
    const now = Date.now();
    const { generation } = this.cache;
    const entry = this.entries.get(key);
    if (entry && entry.generation === generation && now - entry.builtAt < this.cache.maxAgeMs) return entry.value;
    if (entry) this.entries.delete(key);
    else if (this.entries.size >= MAX_KEYS_PER_MODEL) this.evictOne(generation);
    const value = build();
    this.entries.set(key, { generation, builtAt: now, value });
    // A failed build is not kept: the next request tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /**
   * Makes room for one key: an entry of an older generation if there is one, else the least recently built
   * (a Map iterates in insertion order). Never the whole model, so many keys of one route (seasons of EPA)
   * cannot push out the others' answers.
   */
  private evictOne(generation: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.generation !== generation) {
        this.entries.delete(key);
        return;
      }
    }
    const oldest = this.entries.keys().next();
    if (!oldest.done) this.entries.delete(oldest.value);
  }
}
