/**
 * Joins callers of the same key while its work runs: the second refresh of a league asked for while the
 * first is still running gets the first one's result instead of queueing another fetch and write.
 */
export class SingleFlight {
  private readonly running = new Map<string, Promise<unknown>>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const joined = this.running.get(key) as Promise<T> | undefined;
    if (joined) return joined;
    const started = work().finally(() => this.running.delete(key));
    this.running.set(key, started);
    return started;
  }
}
