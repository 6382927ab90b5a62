/** What a warm-up reports a failure to. */
export interface WarmUpLog {
  warn(details: { err: unknown }, message: string): void;
}

/**
 * Runs a warm-up off the request path, one at a time: a request while one runs queues exactly one more (the
 * data it read may already be stale), so a burst of refreshes costs two warm-ups, not one each. `stop` starts
 * nothing new and waits for the one running (which stops between leagues), so shutdown never closes the database
 * under it.
 */
export class BoardWarmer {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly warm: (stopping: () => boolean) => Promise<void>,
    private readonly log: WarmUpLog,
  ) {}

  request(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop();
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      await this.warm(() => this.stopped).catch((error: unknown) => this.log.warn({ err: error }, 'Warming the market board failed: the next request builds it'));
    } while (this.again && !this.stopped);
    this.running = null;
  }

  /** Resolves when no warm-up is running or queued. */
  idle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.idle();
  }
}
