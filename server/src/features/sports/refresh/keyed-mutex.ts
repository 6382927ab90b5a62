/**
 * Runs tasks one at a time per key, in arrival order. The in-process half of "two refreshes of one source and
 * league never run at once": PGlite has a single connection, so the advisory lock alone cannot make a second
 * refresh wait there, and the provider call (before any transaction) must not overlap either.
 */
export class KeyedMutex {
  private readonly tails = new Map<string, Promise<void>>();

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    let release = (): void => undefined;
    const done = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tail = previous.then(() => done);
    this.tails.set(key, tail);
    await previous;
    try {
      return await task();
    } finally {
      release();
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }

  /** Holds every key for the task, taken in sorted order so two callers never wait on each other in a cycle. */
  async runAll<T>(keys: readonly string[], task: () => Promise<T>): Promise<T> {
    const sorted = [...new Set(keys)].sort();
    const acquire = (index: number): Promise<T> => {
      const key = sorted[index];
      return key === undefined ? task() : this.run(key, () => acquire(index + 1));
    };
    return acquire(0);
  }
}
